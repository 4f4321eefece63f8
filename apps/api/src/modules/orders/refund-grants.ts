import { RefundMessages } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import type { AfterCommit } from '#api/db/unit-of-work.ts';
import { Conflict } from '#api/errors.ts';
import { findPayingAttempt } from '#api/modules/payments/payment-attempts.ts';
import { payRefund } from '#api/modules/payments/payment-settlement.service.ts';
import { grantRefund, type RefundRequest, type RefundRow } from './order-life.ts';

/**
 * Grants a refund of a paid order in the caller's transaction, against the attempt that paid it, and
 * pays it through that attempt's provider once the transaction has committed. A replayed request
 * (same idempotency key) answers the refund already granted and pays nothing more.
 */
export async function refundInTransaction(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  request: Omit<RefundRequest, 'payment'>,
): Promise<{ refund: RefundRow; created: boolean }> {
  const payment = await findPayingAttempt(tx, request.order.id);
  if (!payment) throw new Conflict(RefundMessages.notPaid);
  const granted = await grantRefund(tx, { ...request, payment }, ctx.now());
  if (granted.created) after.run(() => payRefund(ctx, granted.refund.id).then(() => undefined));
  return granted;
}
