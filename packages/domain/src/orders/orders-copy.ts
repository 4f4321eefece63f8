import { OrderStatus, PaymentMethod, PaymentStatus } from '../common/enums.ts';
import { BANK_TRANSFER_RAIL_NAMES, bankTransferRailFor } from '../payments/bank-transfer-rails.ts';
import { MAX_CART_ITEMS, MAX_HELD_PER_CUSTOMER } from './order-lifecycle.ts';
import type { OrderStatusCode, PaymentMethodCode, PaymentStatusCode } from './orders-rules.ts';

export const OrderMessages = {
  emptyCart: 'Your cart is empty',
  orderNotFound: 'Order not found',
  artworkHeld: 'This artwork is being purchased by another collector',
  alreadyPaid: 'This order has already been paid',
  notPayable: 'This order can no longer be paid',
  paymentUnderReview: 'A bank transfer for this order is already under review',
} as const;

/** An artwork that left the storefront between the cart and the order, named so the buyer knows which. */
export function artworkUnavailableMessage(title: string): string {
  return `"${title}" is no longer available`;
}

export function artworkHeldMessage(title: string): string {
  return `"${title}": ${OrderMessages.artworkHeld}`;
}

/** The artwork is held by another order of the same customer: name it, so she knows where to pay. */
export function artworkHeldByOwnOrderMessage(title: string, orderNumber: string): string {
  return `"${title}" is held for your order ${orderNumber}: complete or cancel that payment first`;
}

/** A customer's holds on an artwork have run for their whole lifetime: others get a turn. */
export function holdRunOverMessage(title: string): string {
  return `Your hold on "${title}" has run out, so other collectors may buy it now; please try again in 30 minutes`;
}

/** One customer holds at most MAX_HELD_PER_CUSTOMER artworks at once. */
export function tooManyHeldMessage(heldElsewhere: number): string {
  return `You can hold at most ${MAX_HELD_PER_CUSTOMER} artworks at once, and ${heldElsewhere} are held for your other orders: complete or cancel those payments first`;
}

export function cartFullMessage(): string {
  return `Your cart can hold at most ${MAX_CART_ITEMS} artworks`;
}

export const PAYMENT_METHOD_NAMES: Record<PaymentMethodCode, string> = {
  [PaymentMethod.NEFT]: 'NEFT Transfer',
  [PaymentMethod.PayPal]: 'PayPal',
  [PaymentMethod.PayU]: 'PayU',
};

/**
 * The method as the collector knows it: a bank transfer (code 0) is NEFT for delivery in India and an
 * international wire elsewhere (ADR 0043), whatever the console's filter calls both.
 */
export function paymentMethodName(method: PaymentMethodCode, shippingCountry: string): string {
  if (method !== PaymentMethod.NEFT) return PAYMENT_METHOD_NAMES[method];
  return BANK_TRANSFER_RAIL_NAMES[bankTransferRailFor(shippingCountry, true) ?? 'wire'];
}

export const PAYMENT_STATUS_NAMES: Record<PaymentStatusCode, string> = {
  [PaymentStatus.Pending]: 'Pending',
  [PaymentStatus.Processing]: 'Processing',
  [PaymentStatus.Authorized]: 'Authorized',
  [PaymentStatus.Paid]: 'Paid',
  [PaymentStatus.Failed]: 'Failed',
  [PaymentStatus.Refunded]: 'Refunded',
};

export const ORDER_STATUS_NAMES: Record<OrderStatusCode, string> = {
  [OrderStatus.Pending]: 'Pending',
  [OrderStatus.Processing]: 'Processing',
  [OrderStatus.Shipped]: 'Shipped',
  [OrderStatus.Delivered]: 'Delivered',
  [OrderStatus.Cancelled]: 'Cancelled',
};
