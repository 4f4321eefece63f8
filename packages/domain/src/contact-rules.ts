/** Enquiry types of the contact form (docs/product/storefront.md#support-and-contact-form). */
export const ENQUIRY_TYPES = ['general', 'purchase', 'commission', 'shipping', 'authentication'] as const;

export type ContactResult = { success: true } | { success: false; error: string };
