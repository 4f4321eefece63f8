import { z } from 'zod';
import { refundViewSchema } from '../after-sale/after-sale.ts';
import { inrAmountSchema, shippingAddressViewSchema } from '../payments/checkout.ts';
import { adminListPagingFields, calendarRangeFields, optionalCode } from './admin-lists.ts';
import { AdminListMessages } from './admin-lists-copy.ts';
import { isOrderedRange } from './admin-lists-rules.ts';
import { AdminOrderMessages } from './admin-orders-copy.ts';
import { ADMIN_ORDER_SORTS } from './admin-orders-rules.ts';

/** GET /api/admin/dashboard/orders: dates are inclusive calendar days in UTC. */
export const adminOrdersQuerySchema = z
  .object({
    ...calendarRangeFields,
    status: optionalCode(0, 4, AdminOrderMessages.invalidStatus),
    paymentStatus: optionalCode(0, 5, AdminOrderMessages.invalidPaymentStatus),
    sort: z.enum(ADMIN_ORDER_SORTS, { error: AdminOrderMessages.invalidSort }).default('-createdAt'),
    ...adminListPagingFields,
  })
  .refine(isOrderedRange, { message: AdminListMessages.endBeforeStart, path: ['endDate'] });
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** A row of the admin Orders table (docs/product/studio-and-console.md#console-orders). */
export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  itemCount: z.number().int(),
  totalAmount: z.number(),
  status: z.number().int(),
  paymentStatus: z.number().int(),
  createdAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/**
 * An item of the admin order with the order's tax, shipping and discount shared out in
 * proportion to the item's share of the products; the item totals sum exactly to the order's total.
 */
export const adminOrderItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  discountAmount: z.number(),
  taxAmount: z.number(),
  shippingAmount: z.number(),
  itemTotal: z.number(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

/** GET /api/admin/dashboard/orders/{id}: the spec's "Admin order". */
export const adminOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  orderItems: z.array(adminOrderItemSchema),
  subtotalAmount: z.number(),
  discountAmount: z.number(),
  taxAmount: z.number(),
  shippingAmount: z.number(),
  totalAmount: z.number(),
  billingAddress: shippingAddressViewSchema,
  shippingAddress: shippingAddressViewSchema,
  status: z.number().int(),
  paymentStatus: z.number().int(),
  paymentMethod: z.number().int().nullable(),
  createdAt: z.string(),
  /** What has been given back so far, and what may still be refunded. */
  refundedAmount: z.number(),
  refundableAmount: z.number(),
  /** When the buyer's bank took the money back (a chargeback), for the admin to look into. */
  chargebackAt: z.string().nullable(),
  refunds: z.array(refundViewSchema),
  /** The rupees a PayU payment took (or asks, while under way) and its rate; null for other methods. */
  payuCharge: inrAmountSchema.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
