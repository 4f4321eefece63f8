import {
  type BasisPoints,
  OrderStatus,
  PaymentMethod,
  type PaymentMethodCode,
  PaymentStatus,
  priceOrder,
} from '@art-market/domain/rules';
import type { Database } from '#api/db/client.ts';
import {
  addRefunded,
  flagChargeback,
  moveOrderStatus,
  movePaymentStatus,
  type OrderItemRow,
  type OrderRow,
  repriceOrderItems,
} from './orders.repository.ts';

// What payments may do to an order, each move named for what happened at the provider (ADR 0052). Every move
// checks its "allowed from" set in SQL (the order's state tables), so a move the tables do not allow changes no row.

/** A provider took the money but still reviews it: the order waits in Processing, paid with this method. */
export async function markPaymentUnderReview(tx: Database, orderId: string, method: PaymentMethodCode, now: Date) {
  return movePaymentStatus(tx, orderId, PaymentStatus.Processing, { paymentMethod: method, updatedAt: now });
}

/** The attempt that had put the order in Processing failed: the order waits for a payment again. */
export async function reopenForPayment(tx: Database, orderId: string, now: Date) {
  return movePaymentStatus(tx, orderId, PaymentStatus.Pending, { updatedAt: now });
}

/** An order still waiting for its money cannot be completed any more: it is cancelled and its payment failed. */
export async function closeUnpaidOrder(tx: Database, order: OrderRow, reason: string, now: Date): Promise<void> {
  if (order.paymentStatus === PaymentStatus.Paid || order.paymentStatus === PaymentStatus.Refunded) return;
  await moveOrderStatus(tx, order.id, OrderStatus.Cancelled, { cancelledAt: now, cancelReason: reason, updatedAt: now });
  await movePaymentStatus(tx, order.id, PaymentStatus.Failed, { updatedAt: now });
}

/**
 * A bank transfer was submitted: its lines are priced again with the transfer discount and the order waits in
 * Processing for an admin's review. Answers the new totals, or undefined when the order was not waiting for a
 * payment any more (nothing changed).
 */
export async function awaitTransferReview(
  tx: Database,
  order: OrderRow,
  items: OrderItemRow[],
  discount: BasisPoints,
  now: Date,
) {
  const totals = await repriceLines(tx, items, discount);
  const moved = await movePaymentStatus(tx, order.id, PaymentStatus.Processing, {
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
    paymentMethod: PaymentMethod.NEFT,
    updatedAt: now,
  });
  return moved ? totals : undefined;
}

/** A transfer was rejected: the order waits for a payment again, at its full price (the discount goes back). */
export async function reopenAfterRejectedTransfer(
  tx: Database,
  orderId: string,
  items: OrderItemRow[],
  now: Date,
): Promise<void> {
  const totals = await repriceLines(tx, items);
  await movePaymentStatus(tx, orderId, PaymentStatus.Pending, {
    discountCents: totals.discountCents,
    totalCents: totals.totalCents,
    paymentMethod: null,
    updatedAt: now,
  });
}

/** The lines priced again with this discount (none: full price), written to them; answers the order's totals. */
async function repriceLines(tx: Database, items: OrderItemRow[], discount: BasisPoints = 0) {
  const { lines, totals } = priceOrder(items, discount);
  await repriceOrderItems(
    tx,
    items.map((item, index) => {
      const line = lines[index];
      if (!line) throw new Error('priced lines do not match the order items');
      return {
        id: item.id,
        discountCents: line.discountCents,
        commissionCents: line.commissionCents,
        totalCents: line.totalCents,
      };
    }),
  );
  return totals;
}

/**
 * Money went back outside our refunds (a chargeback): the order counts it as refunded, Refunded once nothing is
 * left, and is flagged for an admin (the first time is kept). `amountCents` 0 only flags it.
 */
export async function markChargedBack(tx: Database, order: OrderRow, amountCents: number, now: Date): Promise<void> {
  if (amountCents > 0) {
    await addRefunded(tx, order.id, amountCents, now);
    if (order.refundedCents + amountCents === order.totalCents) {
      await movePaymentStatus(tx, order.id, PaymentStatus.Refunded, { updatedAt: now });
    }
  }
  await flagChargeback(tx, order.id, now);
}
