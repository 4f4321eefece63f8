/** Enquiry types of the contact form (storefront section 9). */
export const ENQUIRY_TYPES = ['general', 'purchase', 'commission', 'shipping', 'authentication'] as const;

export type ContactResult = { success: true } | { success: false; error: string };
