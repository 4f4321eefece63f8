import { z } from 'zod';
import { customerProfileSchema } from '../accounts/accounts.ts';
import { CUSTOMER_PHONE_PATTERN } from '../accounts/accounts-rules.ts';
import { refundViewSchema } from '../after-sale/after-sale.ts';
import { COUNTRY_CHOICES, canonicalCountry, OTHER_COUNTRY } from '../common/countries.ts';
import { emailField, requiredText } from '../common/validation.ts';
import { normalizePhone } from '../common/validation-rules.ts';
import { inrAmountSchema } from '../payments/checkout.ts';
import { ORDERS_PAGE_MAX, RECENT_ORDERS_LIMIT } from './customer-dashboard-rules.ts';

/** An artwork of a dashboard order: prices with their tax, and the tax in them (ADR 0045), as on the confirmation. */
export const dashboardOrderItemSchema = z.object({
  name: z.string(),
  unitPrice: z.number(),
  taxAmount: z.number(),
  quantity: z.number().int(),
  totalPrice: z.number(),
});

/** One vendor's parcel of an order: its own delivery status and tracking (null until the vendor ships). */
export const dashboardShipmentSchema = z.object({
  vendorOrderNumber: z.string(),
  status: z.number().int(),
  trackingNumber: z.string().nullable(),
  shippingProvider: z.string().nullable(),
});
export type DashboardShipment = z.infer<typeof dashboardShipmentSchema>;

/**
 * A dashboard order (docs/product/storefront.md#customer-dashboard). `subTotal` is the products after any bank-transfer
 * discount, so subTotal + taxAmount + shippingAmount = totalAmount. The top-level tracking is the
 * first parcel's that has one (null until then); `shipments` has every vendor's parcel.
 */
export const dashboardOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  date: z.string(),
  status: z.number().int(),
  totalAmount: z.number(),
  subTotal: z.number(),
  /** The bank-transfer discount taken off the products (0 for other methods). */
  discountAmount: z.number(),
  taxAmount: z.number(),
  shippingAmount: z.number(),
  trackingNumber: z.string().nullable(),
  shippingProvider: z.string().nullable(),
  paymentStatus: z.number().int(),
  /** PaymentMethod code of the payment under way or made; null before one (or after a rejected transfer). */
  paymentMethod: z.number().int().nullable(),
  items: z.array(dashboardOrderItemSchema),
  shipments: z.array(dashboardShipmentSchema),
  paidAt: z.string().nullable(),
  /** Until when the collector may cancel (24 hours after payment, while nothing has shipped); null when not now. */
  cancellableUntil: z.string().nullable(),
  /** Until when the delivered artworks may be returned (7 days after delivery); null when there is nothing to return. */
  returnableUntil: z.string().nullable(),
  /** What a return of the delivered artworks would give back: with the 15% restocking fee, and in full (damage reported early). */
  returnQuote: z.object({ refund: z.number(), restockingFee: z.number(), fullRefund: z.number() }).nullable(),
  refundedAmount: z.number(),
  /** The order's return being followed (requested, approved or received; a rejected one is not), or null. */
  returnStatus: z.enum(['requested', 'approved', 'received']).nullable(),
  refunds: z.array(refundViewSchema),
  /** The rupees a PayU payment took (or asks, while under way) and its rate; null for other methods. */
  payuCharge: inrAmountSchema.nullable(),
  /** A PayPal payment the buyer approved that was never captured (the return page did not run): "Complete payment". */
  paymentToComplete: z.object({ payPalOrderId: z.string() }).nullable(),
});
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

export const customerDashboardSchema = z.object({
  profile: customerProfileSchema,
  recentOrders: z.array(dashboardOrderSchema),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;

export const dashboardOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ORDERS_PAGE_MAX).default(RECENT_ORDERS_LIMIT),
});

const profilePhone = requiredText('Phone number is required', 40)
  .transform(normalizePhone)
  .pipe(z.string().regex(CUSTOMER_PHONE_PATTERN, 'Please enter a valid phone number'));

const profileFields = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField('Please enter a valid email', 'Email is required'),
  mobileNumber: profilePhone,
};

/** PUT /CustomerDashboard/profile. Changing the e-mail needs the current password (checked on the server). */
export const customerProfileUpdateSchema = z.object({
  ...profileFields,
  country: requiredText('Country is required', 100).transform(canonicalCountry),
  currentPassword: z.string().max(128).optional(),
});
export type CustomerProfileUpdate = z.output<typeof customerProfileUpdateSchema>;

/** The answer: the saved profile, and a fresh token when the e-mail changed (older tokens stop working). */
export const customerProfileUpdatedSchema = z.object({
  profile: customerProfileSchema,
  token: z.string().optional(),
});
export type CustomerProfileUpdated = z.infer<typeof customerProfileUpdatedSchema>;

/** The dashboard's profile form: a listed country, or Other with the country typed in. */
export const customerProfileFormSchema = z
  .object({
    ...profileFields,
    country: z.union([z.enum(COUNTRY_CHOICES), z.literal('')]),
    otherCountry: z.string().trim().max(100).optional(),
    currentPassword: z.string().max(128).optional(),
  })
  .superRefine((form, context) => {
    if (form.country === '') context.addIssue({ code: 'custom', path: ['country'], message: 'Country is required' });
    if (form.country === OTHER_COUNTRY && !form.otherCountry) {
      context.addIssue({ code: 'custom', path: ['otherCountry'], message: 'Please specify your country' });
    }
  });
export type CustomerProfileFormInput = z.input<typeof customerProfileFormSchema>;
export type CustomerProfileForm = z.output<typeof customerProfileFormSchema>;
