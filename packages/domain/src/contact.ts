import { z } from 'zod';
import { emailField, requiredText } from './validation.ts';

/** Enquiry types of the contact form (docs/product/storefront.md#support-and-contact-form). */
export const ENQUIRY_TYPES = ['general', 'purchase', 'commission', 'shipping', 'authentication'] as const;
export const ENQUIRY_LABELS: Record<(typeof ENQUIRY_TYPES)[number], string> = {
  general: 'General enquiry',
  purchase: 'Purchase enquiry',
  commission: 'Commission an artwork',
  shipping: 'Shipping',
  authentication: 'Authentication',
};

export const contactMessageSchema = z.object({
  Name: requiredText('Full name is required', 100),
  Email: emailField(),
  Subject: requiredText('Subject is required', 200),
  Message: requiredText('Message is required', 5000),
  OrderType: z.enum(ENQUIRY_TYPES, { error: 'Please choose an enquiry type' }),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const ContactMessages = {
  sent: 'Thank you for your message. We will get back to you soon!',
  serverError: 'Server returned an error',
} as const;

export type ContactResult = { success: true } | { success: false; error: string };
