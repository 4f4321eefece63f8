import {
  CollectorFundsMessages,
  type CollectorFundsReason,
  OrderStatus,
  PaymentStatus,
  toDollars,
} from '@art-market/domain/rules';
import type { MoneyReturned, MoneyToReturn } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { recordAdminAction } from '#api/modules/audit/audit-log.ts';
import { findCollectorFundsHeld, recordCollectorRefunded } from '#api/modules/ledger/ledger.service.ts';
import { findOrder } from '#api/modules/orders/order-life.ts';
import {
  type CollectorFundReturnRow,
  findFundReturnByKey,
  findOrdersHoldingFunds,
  findTransfersOf,
  insertFundReturn,
} from './bank-transfer.repository.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './bank-transfer-review.service.ts';

// Money a collector sent by bank transfer that no order took, held in the ledger's collector_funds
// (ADR 0033), and sent back by an admin from the console's "Money to return".

type Transfer = Awaited<ReturnType<typeof findTransfersOf>>[number];

/** A transfer still waiting for its review: the money it brought may yet pay the order. */
const isUnderReview = (transfer: Transfer | undefined) =>
  transfer !== undefined &&
  transfer.reviewedAt === null &&
  (transfer.paymentStatus === 'created' || transfer.paymentStatus === 'pending');

function reasonOf(order: { status: number; paymentStatus: number }): CollectorFundsReason {
  if (order.paymentStatus === PaymentStatus.Paid || order.paymentStatus === PaymentStatus.Refunded) return 'overpaid';
  if (order.status === OrderStatus.Cancelled) return 'cancelled';
  return 'rejected';
}

/**
 * Orders on which money is held for the collector and nothing will apply it any more: the transfer was
 * rejected, the order cancelled, or more than due arrived. A transfer still under review is left out
 * (its partial payments wait for the rest), unless its order was cancelled.
 */
export async function listMoneyToReturn(ctx: AppContext): Promise<MoneyToReturn[]> {
  const held = await findCollectorFundsHeld(ctx.db);
  const owed = [...held].filter(([, cents]) => cents > 0).map(([orderId]) => orderId);
  const rows = await findOrdersHoldingFunds(ctx.db, owed);
  return rows
    .filter((row) => row.order.status === OrderStatus.Cancelled || !isUnderReview(row.transfers[0]))
    .map((row) => {
      const [last] = row.transfers;
      return {
        orderId: row.order.id,
        orderNumber: row.order.orderNumber,
        customerName: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
        customerEmail: row.customer.email,
        amount: toDollars(held.get(row.order.id) ?? 0),
        reason: reasonOf(row.order),
        transactionId: last?.transactionId ?? null,
        bankName: last?.bankName ?? null,
        accountHolderName: last?.accountHolderName || null,
      };
    });
}

/**
 * "Mark as returned": an admin sent back what is held for the collector on the order, by a transfer
 * whose reference it records. Books it out of collector_funds once: the order row is locked, so two
 * requests run one after the other and the second finds nothing left (409); a repeat with the same
 * Idempotency-Key answers the return already booked. Audit-logged in the same transaction.
 */
export async function markMoneyReturned(
  ctx: AppContext,
  adminId: string,
  orderId: string,
  reference: string,
  idempotencyKey: string | undefined,
): Promise<MoneyReturned> {
  if (idempotencyKey === undefined) throw new Invalid(CollectorFundsMessages.keyRequired);
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) throw new Invalid(CollectorFundsMessages.keyRequired);
  if (!isUuid(orderId)) throw new NotFound(CollectorFundsMessages.nothingHeld);
  return withTransaction(ctx, async (tx) => {
    const order = await findOrder(tx, orderId, { lock: true });
    if (!order) throw new NotFound(CollectorFundsMessages.nothingHeld);
    const replayed = await findFundReturnByKey(tx, idempotencyKey);
    if (replayed) {
      if (replayed.orderId !== order.id) throw new Conflict(CollectorFundsMessages.keyUsed);
      return answerOf(replayed);
    }
    const amountCents = (await findCollectorFundsHeld(tx, [order.id])).get(order.id) ?? 0;
    if (amountCents <= 0) throw new Conflict(CollectorFundsMessages.nothingHeld);
    const [last] = await findTransfersOf(tx, [order.id]);
    if (order.status !== OrderStatus.Cancelled && isUnderReview(last))
      throw new Conflict(CollectorFundsMessages.stillUnderReview);
    const now = ctx.now();
    const returned = await insertFundReturn(tx, {
      orderId: order.id,
      amountCents,
      reference,
      idempotencyKey,
      returnedBy: adminId,
      createdAt: now,
    });
    await recordCollectorRefunded(tx, { id: returned.id, orderId: order.id, amountCents }, now);
    await recordAdminAction(tx, {
      adminId,
      action: 'bank_transfer.money_returned',
      entityType: 'bank_transfer',
      entityId: last?.id ?? order.id,
      before: { orderId: order.id, heldCents: amountCents },
      after: { orderId: order.id, heldCents: 0, returnedCents: amountCents, reference, reason: reasonOf(order) },
    });
    return answerOf(returned);
  });
}

function answerOf(row: CollectorFundReturnRow): MoneyReturned {
  return {
    orderId: row.orderId,
    amount: toDollars(row.amountCents),
    reference: row.reference,
    returnedAt: row.createdAt.toISOString(),
  };
}
