import { OrderStatus, PaymentMethod, PaymentStatus } from '../common/enums.ts';
import { ConfirmationMessages } from '../payments/purchase-flow.ts';
import type { ReturnStatus } from './order-lifecycle.ts';

/**
 * What an order is, in the collector's words (docs/product/storefront.md#order-states, ADR 0038): one
 * mapping from the order's delivery status, payment status, payment method and return, used by the
 * dashboard's list, its order details and the confirmation page. The numeric codes stay on the wire; the
 * collector never reads "Pending", which meant both "paid, being prepared" and "transfer not yet checked".
 */
export const COLLECTOR_ORDER_STATES = [
  'awaiting_payment',
  'checking_payment',
  'payment_failed',
  'being_prepared',
  'shipped',
  'delivered',
  'return_requested',
  'return_approved',
  'returned',
  'refunded',
  'cancelled',
] as const;
export type CollectorOrderState = (typeof COLLECTOR_ORDER_STATES)[number];

export interface CollectorOrderFacts {
  status: number;
  paymentStatus: number;
  /** PaymentMethod code once a payment is under way or done; null before. */
  paymentMethod: number | null;
  /** The order's latest return that was not rejected, if any. */
  returnStatus?: ReturnStatus | null;
}

/** The tone of the state's badge (the design's status colours). */
export type CollectorStateTone = 'pending' | 'live' | 'sold' | 'inactive' | 'info';

export interface CollectorOrderStateView {
  state: CollectorOrderState;
  /** The badge: a few words. */
  label: string;
  /** One sentence saying what happens next. */
  hint: string;
  tone: CollectorStateTone;
}

const STATE_WORDS: Record<CollectorOrderState, { label: string; hint: string; tone: CollectorStateTone }> = {
  awaiting_payment: {
    label: 'Awaiting your payment',
    hint: 'We have not received your payment yet: complete it to secure your artworks.',
    tone: 'pending',
  },
  checking_payment: {
    label: 'Checking your payment',
    hint: 'Your payment is being checked; we will e-mail you once it is confirmed.',
    tone: 'pending',
  },
  payment_failed: { label: 'Payment failed', hint: 'The payment did not go through; nothing was charged.', tone: 'inactive' },
  being_prepared: { label: 'Paid – being prepared', hint: 'Paid. The artist is preparing your artwork.', tone: 'live' },
  shipped: { label: 'Shipped', hint: 'On its way to you: the tracking is in the details.', tone: 'sold' },
  delivered: { label: 'Delivered', hint: 'Your artwork has arrived.', tone: 'live' },
  return_requested: { label: 'Return requested', hint: 'We are reviewing your return request.', tone: 'pending' },
  return_approved: { label: 'Return approved', hint: 'Send the artwork back to the address given.', tone: 'pending' },
  returned: { label: 'Returned', hint: 'The artwork is back with the artist; see the refund below.', tone: 'inactive' },
  refunded: { label: 'Refunded', hint: 'Everything you paid has been refunded.', tone: 'inactive' },
  cancelled: { label: 'Cancelled', hint: 'This order was cancelled.', tone: 'inactive' },
};

/** The collector's state of an order (see COLLECTOR_ORDER_STATES), in the order the checks must run. */
export function collectorOrderState(order: CollectorOrderFacts): CollectorOrderState {
  if (order.status === OrderStatus.Cancelled) return 'cancelled';
  switch (order.paymentStatus) {
    case PaymentStatus.Refunded:
      return 'refunded';
    case PaymentStatus.Failed:
      return 'payment_failed';
    case PaymentStatus.Pending:
      return 'awaiting_payment';
    case PaymentStatus.Processing:
      return 'checking_payment';
  }
  // Paid (or, never in practice, Authorized): the return, then the delivery.
  if (order.returnStatus === 'requested') return 'return_requested';
  if (order.returnStatus === 'approved') return 'return_approved';
  if (order.returnStatus === 'received') return 'returned';
  if (order.status === OrderStatus.Delivered) return 'delivered';
  if (order.status === OrderStatus.Shipped) return 'shipped';
  return 'being_prepared';
}

export function describeCollectorOrder(order: CollectorOrderFacts): CollectorOrderStateView {
  const state = collectorOrderState(order);
  const words = STATE_WORDS[state];
  // Who is checking: our team (a bank transfer), or the payment provider.
  const hint =
    state === 'checking_payment' && order.paymentMethod === PaymentMethod.NEFT
      ? 'Our team is checking your bank transfer; we will e-mail you once it is confirmed.'
      : words.hint;
  return { state, ...words, hint };
}

/** One parcel of an order (a vendor order), in the collector's words. */
export function parcelStateLabel(status: number): string {
  switch (status) {
    case OrderStatus.Shipped:
      return 'Shipped';
    case OrderStatus.Delivered:
      return 'Delivered';
    case OrderStatus.Cancelled:
      return 'Cancelled';
    default:
      return 'Being prepared';
  }
}

/** The payment on its own, in the collector's words (never the bare "Pending"). */
export function collectorPaymentLabel(paymentStatus: number, paymentMethod: number | null): string {
  switch (paymentStatus) {
    case PaymentStatus.Pending:
      return 'Not received yet';
    case PaymentStatus.Processing:
      return paymentMethod === PaymentMethod.NEFT ? 'Transfer being checked' : 'Being processed';
    case PaymentStatus.Authorized:
      return 'Authorized';
    case PaymentStatus.Paid:
      return 'Paid';
    case PaymentStatus.Failed:
      return 'Failed';
    case PaymentStatus.Refunded:
      return 'Refunded';
    default:
      return 'Unknown';
  }
}

/**
 * The confirmation page's heading. The storefront spec's two headings stay, for paid orders only: "Payment
 * Successful!" for PayPal and PayU, "Order Confirmed!" for a verified bank transfer. An order not paid
 * (yet) says so instead.
 */
export function confirmationHeading(order: CollectorOrderFacts, options: { providerReturned?: boolean } = {}): string {
  const state = collectorOrderState(order);
  // Back from PayPal or PayU before their answer reached us: the payment is being checked, not awaited.
  if (state === 'awaiting_payment' && options.providerReturned) return ConfirmationMessages.checkingPaymentHeader;
  switch (state) {
    case 'awaiting_payment':
      return ConfirmationMessages.awaitingPaymentHeader;
    case 'checking_payment':
      return ConfirmationMessages.checkingPaymentHeader;
    case 'payment_failed':
      return ConfirmationMessages.paymentFailedHeader;
    case 'refunded':
      return ConfirmationMessages.refundedHeader;
    case 'cancelled':
      return ConfirmationMessages.cancelledHeader;
    default: {
      const online = order.paymentMethod === PaymentMethod.PayPal || order.paymentMethod === PaymentMethod.PayU;
      return online ? ConfirmationMessages.paidHeader : ConfirmationMessages.confirmedHeader;
    }
  }
}
