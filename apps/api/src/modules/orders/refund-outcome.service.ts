import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { type AfterCommit, withTransaction } from '#api/db/unit-of-work.ts';
import { recordRefundPaid } from '#api/modules/ledger/ledger.service.ts';
import { refundIssuedMail } from './order-life.mails.ts';
import { findOrder, recipientOf } from './orders.repository.ts';
import { toRefundViewOf } from './refund-view.ts';
import { moveRefundStatus, noteRefundProcessing, type RefundRow } from './refunds.repository.ts';

/**
 * What a provider answered to a refund: done (with its id), still processing at the provider (its id
 * kept, the reconciliation asks again), refused, or left to an admin (a bank transfer is sent by hand).
 * Payments report it here in one call; what it means for the refund, the ledger and the collector is orders'.
 */
export type RefundOutcome =
  | { status: 'succeeded'; providerRefundId: string }
  | { status: 'processing'; providerRefundId: string }
  | { status: 'failed'; failure: string }
  | { status: 'manual' };

/**
 * Writes what the provider answered about a refund: done (the ledger pays it out and the customer is
 * told, once), still processing (its id is kept for the reconciliation to ask again), refused, or
 * left to an admin.
 */
export async function recordRefundOutcome(ctx: AppContext, refund: RefundRow, outcome: RefundOutcome): Promise<string> {
  return withTransaction(ctx, async (tx, after) => {
    const now = ctx.now();
    const attempts = refund.attempts + 1;
    if (outcome.status === 'manual') {
      await moveRefundStatus(tx, refund.id, 'manual', { updatedAt: now });
      return 'manual';
    }
    if (outcome.status === 'failed') {
      await moveRefundStatus(tx, refund.id, 'failed', { failure: outcome.failure, attempts, updatedAt: now });
      return 'failed';
    }
    if (outcome.status === 'processing') {
      await noteRefundProcessing(tx, refund.id, { providerRefundId: outcome.providerRefundId, attempts, updatedAt: now });
      return 'pending';
    }
    await markRefundSucceeded(ctx, tx, after, refund, outcome.providerRefundId, now, attempts);
    return 'succeeded';
  });
}

/**
 * A provider says one of our refunds went through, in its answer to our call (`attempts` counts that call) or
 * in a report of its own: it is done (once), the ledger pays it out, the collector is told.
 */
export async function markRefundSucceeded(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  refund: RefundRow,
  providerRefundId: string,
  now: Date,
  attempts?: number,
): Promise<void> {
  const moved = await moveRefundStatus(tx, refund.id, 'succeeded', {
    providerRefundId,
    ...(attempts === undefined ? {} : { attempts }),
    failure: null,
    completedAt: now,
    updatedAt: now,
  });
  if (moved) await completeRefund(ctx, tx, after, refund, now);
}

/** The money is back with the customer: the ledger says so, and the customer is told. */
export async function completeRefund(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  refund: RefundRow,
  now: Date,
): Promise<void> {
  await recordRefundPaid(tx, refund, now);
  const order = await findOrder(tx, refund.orderId);
  // The buyer of an order that never took the money was told when it was received.
  if (order && refund.kind !== 'artwork_gone') {
    await after.mail(refundIssuedMail(ctx, await recipientOf(tx, order), order, await toRefundViewOf(ctx, tx, refund)));
  }
}
