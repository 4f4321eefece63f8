import { z } from 'zod';
import { AdminListMessages, adminListPagingFields, calendarRangeFields, isOrderedRange, optionalCode } from './admin-lists.ts';
import { refundViewSchema } from './after-sale.ts';
import { allocateProportionally } from './allocation.ts';
import { shippingAddressViewSchema } from './checkout.ts';
import type { Cents } from './money.ts';

/** The texts of the console's Orders tab (docs/product/studio-and-console.md#console-orders). */
export const AdminOrderMessages = {
  fetchOrders: 'Failed to fetch orders',
  fetchOrder: 'Failed to fetch order details',
  orderNotFound: 'Order not found',
  invalidStatus: 'Status must be an order status code from 0 to 4',
  invalidPaymentStatus: 'Payment status must be a payment status code from 0 to 5',
  invalidSort: 'sort must be one of createdAt, -createdAt, totalAmount, -totalAmount',
  noOrders: 'No orders found',
} as const;

/** Sort keys of the orders list: a leading minus sorts descending. Newest first by default. */
export const ADMIN_ORDER_SORTS = ['-createdAt', 'createdAt', '-totalAmount', 'totalAmount'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

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
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export interface OrderCharges {
  discountCents: Cents;
  taxCents: Cents;
  shippingCents: Cents;
}

export interface AllocatedItem {
  lineCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

/**
 * Shares an order's discount, tax and shipping over its items in proportion to each item's share
 * of the products (unit price x quantity), each rounded so the parts sum exactly to the whole.
 */
export function allocateOrderCharges(
  items: readonly { unitPriceCents: Cents; quantity: number }[],
  charges: OrderCharges,
): AllocatedItem[] {
  const weights = items.map((item) => item.unitPriceCents * item.quantity);
  const discounts = allocateProportionally(charges.discountCents, weights);
  const taxes = allocateProportionally(charges.taxCents, weights);
  const shippings = allocateProportionally(charges.shippingCents, weights);
  return weights.map((lineCents, index) => {
    const discountCents = discounts[index] ?? 0;
    const taxCents = taxes[index] ?? 0;
    const shippingCents = shippings[index] ?? 0;
    return {
      lineCents,
      discountCents,
      taxCents,
      shippingCents,
      totalCents: lineCents - discountCents + taxCents + shippingCents,
    };
  });
}
