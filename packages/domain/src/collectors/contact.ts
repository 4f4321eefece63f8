import { z } from 'zod';
import { emailField, requiredText } from '../common/validation.ts';
import { ENQUIRY_TYPES } from './contact-rules.ts';

export const contactMessageSchema = z.object({
  Name: requiredText('Full name is required', 100),
  Email: emailField(),
  Subject: requiredText('Subject is required', 200),
  Message: requiredText('Message is required', 5000),
  OrderType: z.enum(ENQUIRY_TYPES, { error: 'Please choose an enquiry type' }),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
