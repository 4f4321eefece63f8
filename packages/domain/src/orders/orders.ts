import { z } from 'zod';
import { canonicalCountry } from '../common/countries.ts';
import { emailField, requiredText } from '../common/validation.ts';
import { normalizePhone } from '../common/validation-rules.ts';

// ---- the checkout address (docs/product/orders-and-payments.md#orders-and-vendor-orders) ----

export const shippingAddressSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField('Please enter a valid email', 'Email is required'),
  phone: requiredText('Phone number is required', 40)
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\+?\d{6,15}$/, 'Please enter a valid phone number')),
  address: requiredText('Address is required', 300),
  city: requiredText('City is required', 100),
  state: requiredText('State is required', 100),
  zipCode: requiredText('ZIP code is required', 20),
  country: requiredText('Country is required', 100).transform(canonicalCountry),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ShippingAddressForm = z.input<typeof shippingAddressSchema>;
