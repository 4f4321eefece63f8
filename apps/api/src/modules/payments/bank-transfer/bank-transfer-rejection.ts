import { REJECTED_TRANSFER_HOLD_MS } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { findOrderItems, keepAttemptHoldsForOrder, reopenAfterRejectedTransfer } from '#api/modules/orders/order-life.ts';
import type { ProviderEvidence } from '../payment-provider.ts';
import { settleFailedIn } from '../payment-settlement.service.ts';
import type { PaymentRow } from '../payments.repository.ts';

/**
 * An admin rejects a transfer (the money is not there, the proof does not match). The attempt
 * fails, but the order is not lost: it waits for a payment again, at its full price, and keeps its
 * artworks for REJECTED_TRANSFER_HOLD_MS (never past the transfer's own hold), so the collector
 * can send a new proof or pay another way. Runs inside the review's transaction.
 */
export async function rejectTransferIn(
  ctx: AppContext,
  tx: Database,
  payment: Pick<PaymentRow, 'id' | 'orderId'>,
  evidence: ProviderEvidence,
): Promise<void> {
  const now = ctx.now();
  await keepAttemptHoldsForOrder(tx, payment.id, new Date(now.getTime() + REJECTED_TRANSFER_HOLD_MS), now);
  await settleFailedIn(ctx, tx, payment.id, evidence);
  await reopenAfterRejectedTransfer(tx, payment.orderId, await findOrderItems(tx, [payment.orderId]), now);
}
