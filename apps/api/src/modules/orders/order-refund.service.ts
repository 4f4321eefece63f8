import {
  PaymentStatus,
  type RefundKind,
  RefundMessages,
  refundableCents,
  splitRefund,
  usdCentsToInrPaise,
} from '@art-market/domain/rules';
import type { Database } from '#api/db/client.ts';
import { Conflict } from '#api/errors.ts';
import { findRefundableItems, recordReceiptUnallocated, recordRefundOwed } from '#api/modules/ledger/ledger.service.ts';
import { addRefunded, movePaymentStatus, type OrderRow } from './orders.repository.ts';
import { findRefundByKey, insertRefundOnce, type RefundRow, sumProviderRefunds } from './refunds.repository.ts';

/** What a refund needs of the payment it gives back: the provider's currency and what it received. */
export interface RefundedPayment {
  id: string;
  provider: 'paypal' | 'payu' | 'bank_transfer';
  currency: string;
  amountMinor: number;
  exchangeRate: string | null;
}

export interface RefundRequest {
  /** Locked by the caller for the rest of the transaction. */
  order: OrderRow;
  payment: RefundedPayment;
  kind: RefundKind;
  /** One request, one refund: a replay with this key answers the refund already granted. */
  idempotencyKey: string;
  reason: string;
  requestedBy: string;
  /** Cents; by default everything left to refund in the scope. */
  amountCents?: number;
  /** Only this vendor order's items (a vendor's cancellation), or only these items (a return). */
  scope?: { vendorOrderId: string } | { orderItemIds: readonly string[] };
  returnId?: string;
}

/**
 * What is left to refund of these items of the order: what each has left after earlier refunds
 * and chargebacks, never more than what is left of the order as a whole. A return's refund is capped
 * at it, so a return opened before (or after) another refund can still close.
 */
export async function leftToRefund(
  db: Database,
  order: Pick<OrderRow, 'id' | 'totalCents' | 'refundedCents'>,
  orderItemIds: readonly string[],
): Promise<number> {
  const items = (await findRefundableItems(db, { orderIds: [order.id] })).filter((item) =>
    orderItemIds.includes(item.orderItemId),
  );
  const leftOfItems = items.reduce((sum, item) => sum + Math.max(0, item.totalCents - item.refundedCents), 0);
  return Math.min(leftOfItems, refundableCents(order.totalCents, order.refundedCents));
}

/**
 * Grants a refund on a paid order, in the caller's transaction (ADR 0014): never more than was paid
 * and not yet refunded, split over the items in proportion to what each has left, with each item's
 * commission and earning reversed by its share and the amount owed to the customer until the
 * provider pays it. An order refunded in full becomes Refunded. The provider is called after the
 * commit (`payRefund`).
 */
export async function grantRefund(
  tx: Database,
  request: RefundRequest,
  now: Date,
): Promise<{ refund: RefundRow; created: boolean }> {
  const { order, payment } = request;
  const replayed = await findRefundByKey(tx, request.idempotencyKey);
  if (replayed) return { refund: replayed, created: false };
  const items = await findRefundableItems(
    tx,
    request.scope && 'vendorOrderId' in request.scope ? { vendorOrderId: request.scope.vendorOrderId } : { orderIds: [order.id] },
  );
  const scoped =
    request.scope && 'orderItemIds' in request.scope
      ? items.filter((item) => (request.scope as { orderItemIds: readonly string[] }).orderItemIds.includes(item.orderItemId))
      : items;
  const leftInScope = scoped.reduce((sum, item) => sum + item.totalCents - item.refundedCents, 0);
  const leftOnOrder = refundableCents(order.totalCents, order.refundedCents);
  const amountCents = Math.min(request.amountCents ?? leftInScope, leftOnOrder);
  if (leftOnOrder === 0 || leftInScope === 0) throw new Conflict(RefundMessages.nothingLeft);
  if ((request.amountCents ?? 0) > Math.min(leftInScope, leftOnOrder)) throw new Conflict(RefundMessages.tooMuch);

  const refundsEverything = order.refundedCents + amountCents === order.totalCents;
  const providerAmountMinor = await providerAmountOf(tx, payment, amountCents, refundsEverything);
  const { refund, created } = await insertRefundOnce(tx, {
    orderId: order.id,
    paymentId: payment.id,
    vendorOrderId: request.scope && 'vendorOrderId' in request.scope ? request.scope.vendorOrderId : null,
    returnId: request.returnId ?? null,
    kind: request.kind,
    idempotencyKey: request.idempotencyKey,
    amountCents,
    providerAmountMinor,
    currency: payment.currency,
    reason: request.reason,
    requestedBy: request.requestedBy,
  });
  if (!created) return { refund, created };
  await recordRefundOwed(tx, refund, splitRefund(scoped, amountCents), now);
  await addRefunded(tx, order.id, amountCents, now);
  if (refundsEverything) await movePaymentStatus(tx, order.id, PaymentStatus.Refunded, { updatedAt: now });
  return { refund, created };
}

/**
 * The refund in the provider's currency: cents for USD; for a payment in rupees, the same rate as the
 * payment, and the exact remainder when it refunds everything, so the rupees given back add up to
 * the rupees received. The caller's lock on the order keeps two refunds of one payment apart.
 */
export async function providerAmountOf(
  tx: Database,
  payment: RefundedPayment,
  amountCents: number,
  refundsEverything: boolean,
): Promise<number> {
  if (payment.currency === 'USD') return amountCents;
  if (refundsEverything) return payment.amountMinor - (await sumProviderRefunds(tx, payment.id));
  return usdCentsToInrPaise(amountCents, Number(payment.exchangeRate));
}

/**
 * Money one attempt received for an order that could not take it (its artwork was sold meanwhile,
 * the order was closed or already paid): recorded as an unallocated receipt and owed back in full,
 * refunded through the provider after the commit. Once per attempt.
 */
export async function refundUnallocatedReceipt(
  tx: Database,
  receipt: { order: OrderRow; payment: RefundedPayment; amountCents: number; reason: string },
  now: Date,
): Promise<{ refund: RefundRow; created: boolean }> {
  const { order, payment, amountCents } = receipt;
  const granted = await insertRefundOnce(tx, {
    orderId: order.id,
    paymentId: payment.id,
    kind: 'artwork_gone',
    idempotencyKey: `unallocated:${payment.id}`,
    amountCents,
    providerAmountMinor: payment.amountMinor,
    currency: payment.currency,
    reason: receipt.reason,
    requestedBy: 'system',
  });
  if (granted.created) await recordReceiptUnallocated(tx, { paymentId: payment.id, orderId: order.id, amountCents }, now);
  return granted;
}
