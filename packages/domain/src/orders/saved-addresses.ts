import { z } from 'zod';
import { shippingAddressViewSchema } from '../payments/checkout.ts';

/** One address a customer keeps (GET /CustomerDashboard/addresses). */
export const savedAddressSchema = shippingAddressViewSchema.extend({ id: z.string(), lastUsedAt: z.string() });
export type SavedAddress = z.infer<typeof savedAddressSchema>;
