import { z } from 'zod';
import { OrderStatus } from './enums.ts';
import { canMove, VENDOR_ORDER_STATUS_MOVES } from './order-lifecycle.ts';
import { ORDER_STATUS_NAMES, type OrderStatusCode } from './orders.ts';

/** The vendor dashboard's texts about paid orders (docs/product/studio-and-console.md#studio-tabs). */
export const FulfilmentMessages = {
  fetchOrders: 'Failed to fetch orders',
  fetchTracking: 'Failed to get tracking information',
  updateTrackingFailed: 'Failed to update tracking information',
  updateStatusFailed: 'Status update failed',
  trackingUpdated: 'Tracking information updated successfully',
  statusUpdated: 'Order status updated successfully',
  ordersRefreshed: 'Orders refreshed',
  trackingRequired: 'Please enter both tracking number and shipping provider',
  nothingChanged: 'Nothing has changed: choose a new delivery status or edit the tracking details',
  noPaidOrders: 'No paid orders found. Paid orders will appear here.',
  pendingUpdate: '(pending update)',
  orderNotFound: 'Order not found',
  invalidStatus: 'Please choose a valid order status',
  deliveredNeedsTracking: 'Add the tracking number and mark the order Shipped before marking it Delivered',
} as const;

export const ORDER_STATUS_CODES = Object.values(OrderStatus) as OrderStatusCode[];

export function isOrderStatusCode(value: number): value is OrderStatusCode {
  return (ORDER_STATUS_CODES as number[]).includes(value);
}

/**
 * A vendor order's delivery status moves only forward (domain `VENDOR_ORDER_STATUS_MOVES`): it is
 * cancelled only before it ships and delivered only once shipped with a tracking number. Staying where
 * it is counts as allowed (a tracking correction on a shipped parcel, a repeated click).
 */
export function canMoveVendorOrderStatus(from: OrderStatusCode, to: OrderStatusCode): boolean {
  return from === to || canMove(VENDOR_ORDER_STATUS_MOVES, from, to);
}

/** Why a move is refused, in words a vendor understands (the 409 message). */
export function statusMoveRefusal(from: OrderStatusCode, to: OrderStatusCode): string {
  if (to === OrderStatus.Cancelled) return `A ${ORDER_STATUS_NAMES[from].toLowerCase()} order can no longer be cancelled`;
  if (from === OrderStatus.Cancelled) return 'A cancelled order cannot change its status';
  if (to === OrderStatus.Delivered && from !== OrderStatus.Shipped) {
    return 'An order must be shipped with a tracking number before it can be delivered';
  }
  return `An order that is ${ORDER_STATUS_NAMES[from].toLowerCase()} cannot go back to ${ORDER_STATUS_NAMES[to].toLowerCase()}`;
}

/**
 * The customer order's status follows its vendor orders
 * (docs/product/orders-and-payments.md#orders-and-vendor-orders): Cancelled when all
 * are; otherwise, ignoring cancelled parts, Delivered when all are delivered, Shipped when any parcel
 * is on its way or arrived, Processing when any is being prepared, else Pending.
 */
export function parentOrderStatus(vendorStatuses: readonly OrderStatusCode[]): OrderStatusCode {
  const live = vendorStatuses.filter((status) => status !== OrderStatus.Cancelled);
  if (vendorStatuses.length > 0 && live.length === 0) return OrderStatus.Cancelled;
  if (live.length > 0 && live.every((status) => status === OrderStatus.Delivered)) return OrderStatus.Delivered;
  if (live.some((status) => status === OrderStatus.Shipped || status === OrderStatus.Delivered)) return OrderStatus.Shipped;
  if (live.some((status) => status === OrderStatus.Processing)) return OrderStatus.Processing;
  return OrderStatus.Pending;
}

/** Whether a vendor order still waits to be sent ("orders to ship" of the dashboard). */
export const STATUSES_TO_SHIP: readonly OrderStatusCode[] = [OrderStatus.Pending, OrderStatus.Processing];

const trackingText = z
  .string({ error: FulfilmentMessages.trackingRequired })
  .trim()
  .min(1, FulfilmentMessages.trackingRequired)
  .max(100, 'Must be at most 100 characters');

/**
 * PUT /vendordashboard/orders/{orderId}/tracking: both fields, one message
 * (docs/product/studio-and-console.md#order-updates).
 */
export const trackingInputSchema = z.object({
  trackingNumber: trackingText,
  shippingProvider: trackingText,
});
export type TrackingInput = z.output<typeof trackingInputSchema>;

/** PUT /vendordashboard/orders/{orderId}/status: a bare integer (docs/product/orders-and-payments.md#fulfilment). */
export const orderStatusInputSchema = z
  .number({ error: FulfilmentMessages.invalidStatus })
  .int(FulfilmentMessages.invalidStatus)
  .refine(isOrderStatusCode, FulfilmentMessages.invalidStatus)
  .transform((value) => value as OrderStatusCode);

/** A vendor order's tracking (docs/product/orders-and-payments.md#fulfilment). */
export const orderTrackingSchema = z.object({
  orderId: z.string(),
  trackingNumber: z.string().nullable(),
  shippingProvider: z.string().nullable(),
  status: z.number().int(),
  parentOrderStatus: z.number().int(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

export const orderStatusAnswerSchema = z.object({
  orderId: z.string(),
  status: z.number().int(),
  parentOrderStatus: z.number().int(),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusAnswerSchema>;

/** One artwork of a vendor order with its price breakdown (dollars). */
export const vendorOrderItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  shippingOptionName: z.string(),
  price: z.number(),
  discount: z.number(),
  tax: z.number(),
  shippingCost: z.number(),
  commission: z.number(),
  total: z.number(),
  earnings: z.number(),
  /** Set when a Domestic option was chosen for an address outside the artwork's country of origin. */
  shippingWarning: z.string().nullable(),
});

/** Where the vendor sends the parcel: the buyer's name, phone and address (not the e-mail). */
export const vendorShippingAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

/**
 * A vendor order (docs/product/orders-and-payments.md#orders-and-vendor-orders). `orderId` is the vendor order's id, the one
 * the tracking and status calls take; `amount` is the product price, `earnings` = total - commission.
 */
export const vendorOrderSchema = z.object({
  orderId: z.string(),
  vendorOrderNumber: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  productNames: z.string(),
  amount: z.number(),
  discount: z.number(),
  tax: z.number(),
  shippingCost: z.number(),
  totalPrice: z.number(),
  commission: z.number(),
  earnings: z.number(),
  /**
   * The earnings breakdown of a discounted sale (ADR 0023): commission at the rate on the full price,
   * and who paid the bank-transfer discount; earnings = totalPrice - commissionOnFullPrice + discountPaidByPlatform.
   */
  commissionOnFullPrice: z.number(),
  discountPaidByPlatform: z.number(),
  discountPaidByYou: z.number(),
  status: z.number().int(),
  paymentStatus: z.number().int(),
  amountReceived: z.boolean(),
  shippingAddress: vendorShippingAddressSchema,
  trackingNumber: z.string().nullable(),
  shippingProvider: z.string().nullable(),
  parentOrderStatus: z.number().int(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** What has been refunded of this vendor order's items (a cancellation, a return, an admin's refund, a chargeback). */
  refundedAmount: z.number(),
  items: z.array(vendorOrderItemSchema),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;

/**
 * Which calls the order modal's Update makes (docs/product/studio-and-console.md#order-updates): Shipped travels with the
 * tracking call alone; any other status is its own call, after the tracking call when the tracking
 * changed (so Shipped comes before Delivered). New tracking with the status left as it was (`current`)
 * is the tracking call alone too: that call marks the order Shipped, and sending the old status after
 * it would be refused as a step back.
 */
export function planOrderUpdate(
  chosen: OrderStatusCode,
  trackingChanged: boolean,
  current: OrderStatusCode,
): { tracking: boolean; status: boolean } {
  if (chosen === OrderStatus.Shipped) return { tracking: true, status: false };
  if (trackingChanged && chosen === current) return { tracking: true, status: false };
  return { tracking: trackingChanged, status: true };
}
