import { type PayUOutcome, parseMinorUnits } from '@art-market/domain';
import type { AppContext } from '../../../context.ts';
import { type ProviderEvidence, settlePaymentFailed, settlePaymentSucceeded } from '../payment-settlement.service.ts';
import { findPayment, moveAttemptStatus, type PaymentRow, recordPaymentEvent } from '../payments.repository.ts';
import type { PayUTransactionDetails } from './payu.types.ts';

/** PayU's verify_payment `status` values that end an attempt without money (reference 2.4, 2.6). */
const FAILED_STATUSES = new Set(['failure', 'failed']);

/**
 * Applies what PayU's verify_payment says about one attempt, from a postback or the return page
 * alike. Only `success` for exactly the amount we asked for pays the order (reference 2.6).
 */
export async function applyPayUTransaction(
  ctx: AppContext,
  payment: PaymentRow,
  details: PayUTransactionDetails | undefined,
  evidence: ProviderEvidence,
): Promise<PayUOutcome> {
  const status = details?.status?.toLowerCase();
  if (details && status === 'success') {
    if (!amountMatches(details, payment)) {
      // Money for another amount than the order's: never a paid order; the event keeps it for a refund.
      await settlePaymentFailed(ctx, payment.id, evidence);
      return 'failure';
    }
    // PayU took the money: the settlement pays the order, or refunds it when an artwork is gone.
    const settlement = await settlePaymentSucceeded(ctx, payment.id, {
      ...evidence,
      providerPaymentId: details.mihpayid ?? null,
    });
    return settlement === 'refund-due' ? 'failure' : 'success';
  }
  if (status && FAILED_STATUSES.has(status)) {
    await settlePaymentFailed(ctx, payment.id, evidence);
    return 'failure';
  }
  await markPayUPending(ctx, payment.id, evidence);
  return 'pending';
}

/** PayU's `pending` is not paid (reference 2.4): the attempt waits, the order does not move. */
export async function markPayUPending(ctx: AppContext, paymentId: string, evidence: ProviderEvidence): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, { lock: true });
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    await recordPaymentEvent(tx, payment.id, evidence.kind, evidence.body);
    if (payment.status === 'created') await moveAttemptStatus(tx, payment.id, 'pending', { updatedAt: ctx.now() });
  });
}

/** Compares PayU's original amount (or the net one, when only that is given) with what we asked for. */
function amountMatches(details: PayUTransactionDetails, payment: PaymentRow): boolean {
  const reported = details.transaction_amount ?? details.amt;
  return reported !== undefined && parseMinorUnits(String(reported)) === payment.amountMinor && payment.currency === 'INR';
}
