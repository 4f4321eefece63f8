import { artworkHeldByOwnOrderMessage, artworkHeldMessage, artworkUnavailableMessage } from '@art-market/domain/copy';
import {
  OrderStatus,
  PaymentMessages,
  type PaymentMethodCode,
  PaymentStatus,
  paymentStatusesBefore,
} from '@art-market/domain/rules';
import type { Database } from '#api/db/client.ts';
import { recordPaymentCaptured } from '#api/modules/ledger/ledger.service.ts';
import { findHeldByOtherOrders, releaseExpiredHolds, releaseOfferHoldsOn, releaseOrderHolds } from './holds.repository.ts';
import {
  findOrder,
  findOrderItems,
  lockArtworks,
  markArtworksSold,
  movePaymentStatus,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository.ts';

export type SaleOutcome = { paid: true; order: OrderRow } | { paid: false; reason: string; order: OrderRow | undefined };

/**
 * Pays an order with money one attempt received, in the caller's transaction (ADR 0013). Nothing
 * is taken on trust: the order must still be open, and every artwork unsold and either held by this
 * order or held by nobody (then this sale takes it). The artworks' rows are locked first, so two
 * settlements for one piece run one after the other and the second sees it sold. When the check
 * fails nothing is written and the caller turns the money into a refund due.
 */
export async function markPaid(
  tx: Database,
  payment: { orderId: string; method: PaymentMethodCode },
  now: Date,
): Promise<SaleOutcome> {
  const order = await findOrder(tx, payment.orderId, { lock: true });
  if (!order) return { paid: false, reason: PaymentMessages.orderClosed, order };
  if (order.paymentStatus === PaymentStatus.Paid || order.paymentStatus === PaymentStatus.Refunded) {
    return { paid: false, reason: PaymentMessages.paidTwice, order };
  }
  if (
    order.status === OrderStatus.Cancelled ||
    !(paymentStatusesBefore(PaymentStatus.Paid) as number[]).includes(order.paymentStatus)
  ) {
    return { paid: false, reason: PaymentMessages.orderClosed, order };
  }
  const items = await findOrderItems(tx, [order.id]);
  const gone = await findGoneArtwork(tx, order.id, items, now);
  if (gone) return { paid: false, reason: gone, order };

  const productIds = items.map((item) => item.productId);
  await movePaymentStatus(tx, order.id, PaymentStatus.Paid, { paymentMethod: payment.method, paidAt: now, updatedAt: now });
  await releaseExpiredHolds(tx, productIds, now);
  await releaseOrderHolds(tx, order.id, 'sold', now);
  await releaseOfferHoldsOn(tx, productIds, 'sold', now);
  await markArtworksSold(tx, productIds, order.customerId, now);
  await recordPaymentCaptured(tx, order.id, now);
  return { paid: true, order: { ...order, paymentStatus: PaymentStatus.Paid, paymentMethod: payment.method, paidAt: now } };
}

/**
 * Which of these artworks this order cannot have: those sold, and those another order holds live.
 * The artworks' rows are locked first, so a sale racing this one waits for it.
 */
async function findTakenArtworks(tx: Database, orderId: string, productIds: string[], now: Date) {
  const sold = new Set((await lockArtworks(tx, productIds)).filter((row) => row.isSoldOut).map((row) => row.id));
  const holders = await findHeldByOtherOrders(tx, productIds, orderId, now);
  const heldByOthers = new Map(holders.map((holder) => [holder.productId, holder]));
  return { sold, heldByOthers };
}

/** Why one of these artworks cannot be sold to this order (sold, or held live by another order), if one cannot. */
async function findGoneArtwork(
  tx: Database,
  orderId: string,
  items: readonly Pick<OrderItemRow, 'productId' | 'title'>[],
  now: Date,
): Promise<string | undefined> {
  const { sold, heldByOthers } = await findTakenArtworks(
    tx,
    orderId,
    items.map((item) => item.productId),
    now,
  );
  const gone = items.find((item) => sold.has(item.productId) || heldByOthers.has(item.productId));
  return gone ? artworkUnavailableMessage(gone.title) : undefined;
}

/**
 * Before money is taken (a PayPal capture): every artwork must still be unsold and not held by
 * another order. The settlement checks again under lock; this only spares a needless refund.
 */
export async function checkArtworksAvailable(tx: Database, orderId: string, now: Date): Promise<string | undefined> {
  const order = await findOrder(tx, orderId);
  if (!order) return PaymentMessages.orderClosed;
  const items = await findOrderItems(tx, [orderId]);
  const { sold, heldByOthers } = await findTakenArtworks(
    tx,
    orderId,
    items.map((item) => item.productId),
    now,
  );
  const held = items.find((item) => heldByOthers.has(item.productId));
  const holder = held && heldByOthers.get(held.productId);
  if (held && holder?.customerId === order.customerId) return artworkHeldByOwnOrderMessage(held.title, holder.orderNumber ?? '');
  if (held) return artworkHeldMessage(held.title);
  const gone = items.find((item) => sold.has(item.productId));
  return gone ? artworkUnavailableMessage(gone.title) : undefined;
}
