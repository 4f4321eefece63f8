import { OrderStatus, PaymentStatus } from '../common/enums.ts';
import type { OrderStatusCode, PaymentStatusCode } from './orders-rules.ts';

/**
 * The order's life as state machines (ADR 0013): each table lists, for every state, the states it
 * may move to. The database updates take their "allowed from" sets from these tables through
 * `statesBefore`, so a move the table does not list can never be written, whichever path races.
 */
export type Moves<State extends string | number> = Readonly<Record<State, readonly State[]>>;

export function canMove<State extends string | number>(moves: Moves<State>, from: State, to: State): boolean {
  return moves[from].includes(to);
}

/** Every state a move to `to` may start from: the guard of the SQL update that makes the move. */
export function statesBefore<State extends string | number>(moves: Moves<State>, to: State): State[] {
  return (Object.keys(moves) as (keyof typeof moves & string)[])
    .map((key) => (typeof to === 'number' ? Number(key) : key) as State)
    .filter((from) => moves[from].includes(to));
}

/**
 * The customer order's status. It follows its vendor orders (domain `parentOrderStatus`), and is
 * Cancelled only while nothing has shipped.
 */
export const ORDER_STATUS_MOVES: Moves<OrderStatusCode> = {
  [OrderStatus.Pending]: [OrderStatus.Processing, OrderStatus.Shipped, OrderStatus.Delivered, OrderStatus.Cancelled],
  [OrderStatus.Processing]: [OrderStatus.Pending, OrderStatus.Shipped, OrderStatus.Delivered, OrderStatus.Cancelled],
  [OrderStatus.Shipped]: [OrderStatus.Delivered],
  [OrderStatus.Delivered]: [],
  [OrderStatus.Cancelled]: [],
};

/** A vendor order moves only forward, and is cancelled only before it ships. */
export const VENDOR_ORDER_STATUS_MOVES: Moves<OrderStatusCode> = {
  [OrderStatus.Pending]: [OrderStatus.Processing, OrderStatus.Shipped, OrderStatus.Cancelled],
  [OrderStatus.Processing]: [OrderStatus.Shipped, OrderStatus.Cancelled],
  [OrderStatus.Shipped]: [OrderStatus.Delivered],
  [OrderStatus.Delivered]: [],
  [OrderStatus.Cancelled]: [],
};

/**
 * The order's payment status: forward only. Paid stays Paid after a partial refund; Refunded means
 * everything paid was given back.
 */
export const PAYMENT_STATUS_MOVES: Moves<PaymentStatusCode> = {
  [PaymentStatus.Pending]: [PaymentStatus.Processing, PaymentStatus.Authorized, PaymentStatus.Paid, PaymentStatus.Failed],
  [PaymentStatus.Processing]: [PaymentStatus.Pending, PaymentStatus.Authorized, PaymentStatus.Paid, PaymentStatus.Failed],
  [PaymentStatus.Authorized]: [PaymentStatus.Paid, PaymentStatus.Failed],
  [PaymentStatus.Paid]: [PaymentStatus.Refunded],
  [PaymentStatus.Failed]: [],
  [PaymentStatus.Refunded]: [],
};

export const ATTEMPT_STATUSES = ['created', 'pending', 'completed', 'failed', 'cancelled'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * One payment attempt: created when the provider is asked, pending while money is on its way,
 * then completed, failed or cancelled. A completed attempt is money received, for good: what
 * becomes of it (a paid order, or a refund when the artwork is gone) is the settlement's choice.
 * Money a provider reports after all for a failed or cancelled attempt (a late capture) is still
 * money received, so those may still complete; nothing else leaves them.
 */
export const ATTEMPT_MOVES: Moves<AttemptStatus> = {
  created: ['pending', 'completed', 'failed', 'cancelled'],
  pending: ['completed', 'failed', 'cancelled'],
  completed: [],
  failed: ['completed'],
  cancelled: ['completed'],
};

export const HOLD_STATES = ['held', 'sold', 'released', 'lapsed'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** A hold on one artwork: renewed (held again) within its lifetime, then sold, released or lapsed. */
export const HOLD_MOVES: Moves<HoldState> = {
  held: ['held', 'sold', 'released', 'lapsed'],
  sold: [],
  released: [],
  lapsed: [],
};

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'manual'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A refund: pending until the provider answers; failed ones are retried or handed to an admin
 * (manual, as every bank-transfer refund is); succeeded is final.
 */
export const REFUND_MOVES: Moves<RefundStatus> = {
  pending: ['succeeded', 'failed', 'manual'],
  failed: ['pending', 'succeeded', 'manual'],
  manual: ['succeeded'],
  succeeded: [],
};

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A return: the admin approves or rejects the request; an approved return is received, and refunded then. */
export const RETURN_MOVES: Moves<ReturnStatus> = {
  requested: ['approved', 'rejected', 'received'],
  approved: ['received', 'rejected'],
  rejected: [],
  received: [],
};

// ---- holds: how long, how many (ADR 0013) ----

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** An online payment holds its artworks for 30 minutes at a time... */
export const ONLINE_HOLD_MS = 30 * MINUTE_MS;
/** ...renewed by a retried payment, but never past an hour from when the order first held them. */
export const ONLINE_HOLD_LIFETIME_MS = 60 * MINUTE_MS;
/** A bank transfer waiting for the admin's review holds its artworks for at most 72 hours. */
export const BANK_TRANSFER_HOLD_MS = 72 * HOUR_MS;
/**
 * After an admin rejects a transfer, its artworks stay held for the collector this long (never past
 * the transfer's own hold), so she can send a new proof or pay another way.
 */
export const REJECTED_TRANSFER_HOLD_MS = 24 * HOUR_MS;
/** A cart keeps at most this many artworks, and a customer holds at most this many at once. */
export const MAX_CART_ITEMS = 10;
export const MAX_HELD_PER_CUSTOMER = 10;

export type HoldKind = 'online' | 'bank_transfer';

/**
 * When a hold taken or renewed now lapses. An online hold lasts 30 minutes, capped at an hour
 * from `firstHeldAt`; a bank transfer's lasts 72 hours from its submission.
 */
export function holdExpiry(kind: HoldKind, now: Date, firstHeldAt: Date = now): Date {
  if (kind === 'bank_transfer') return new Date(now.getTime() + BANK_TRANSFER_HOLD_MS);
  return new Date(Math.min(now.getTime() + ONLINE_HOLD_MS, firstHeldAt.getTime() + ONLINE_HOLD_LIFETIME_MS));
}

// ---- cancellation (storefront: within 24 hours of payment, never after shipment) ----

export const CANCELLATION_WINDOW_MS = 24 * HOUR_MS;

export const CancellationMessages = {
  notPaid: 'Only a paid order can be cancelled',
  alreadyCancelled: 'This order has already been cancelled',
  windowClosed: 'Orders can be cancelled only within 24 hours of payment',
  shipped: 'Part of this order has already shipped, so it can no longer be cancelled; you can return it after delivery',
  refunded: 'This order has already been refunded',
} as const;

export interface CancellableOrder {
  status: OrderStatusCode;
  paymentStatus: PaymentStatusCode;
  paidAt: Date | null;
  vendorStatuses: readonly OrderStatusCode[];
}

/** Why the customer may not cancel this order now (the 409's message), or undefined when they may. */
export function cancellationRefusal(order: CancellableOrder, now: Date): string | undefined {
  if (order.status === OrderStatus.Cancelled) return CancellationMessages.alreadyCancelled;
  if (order.paymentStatus === PaymentStatus.Refunded) return CancellationMessages.refunded;
  if (order.paymentStatus !== PaymentStatus.Paid || !order.paidAt) return CancellationMessages.notPaid;
  if (order.vendorStatuses.some((status) => status === OrderStatus.Shipped || status === OrderStatus.Delivered)) {
    return CancellationMessages.shipped;
  }
  if (now.getTime() - order.paidAt.getTime() > CANCELLATION_WINDOW_MS) return CancellationMessages.windowClosed;
  return undefined;
}

/** Milliseconds the customer has left to cancel (0 when the window has closed). */
export function cancellationTimeLeft(paidAt: Date | null, now: Date): number {
  if (!paidAt) return 0;
  return Math.max(0, paidAt.getTime() + CANCELLATION_WINDOW_MS - now.getTime());
}
