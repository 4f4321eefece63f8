import type { ENQUIRY_TYPES } from './contact-rules.ts';
export const ENQUIRY_LABELS: Record<(typeof ENQUIRY_TYPES)[number], string> = {
  general: 'General enquiry',
  purchase: 'Purchase enquiry',
  commission: 'Commission an artwork',
  shipping: 'Shipping',
  authentication: 'Authentication',
};

export const ContactMessages = {
  sent: 'Thank you for your message. We will get back to you soon!',
  serverError: 'Server returned an error',
} as const;
