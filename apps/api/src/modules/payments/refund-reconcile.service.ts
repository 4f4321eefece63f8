import type { AppContext } from '#api/context.ts';
import { claimStalledRefunds, recordRefundOutcome } from '#api/modules/orders/order-life.ts';
import { providerFor } from './payment-provider.ts';
import { payRefund } from './payment-settlement.service.ts';
import { findPayment } from './payments.repository.ts';

/** A refund left pending this long was not paid after its commit (the process stopped) or is still processing. */
const STALLED_AFTER_MS = 2 * 60_000;
const BATCH = 20;

/**
 * Finishes refunds that were granted but not paid: the process stopped between the commit and the
 * provider call, or the provider answered "processing". The first are asked again with the same
 * idempotency key (PayPal answers the refund it already made; PayU refuses a token it has seen, and
 * we then read what PayU holds under that token); the second are asked what became of them. Answers
 * how many it looked at.
 *
 * `holder` is the sweep's job lease holder: a refund another holder's sweep claimed and left pending
 * (that instance died between the provider call and recording it) is taken at once, not two minutes on.
 */
export async function reconcileRefunds(ctx: AppContext, holder?: string): Promise<number> {
  const now = ctx.now();
  const stalled = await claimStalledRefunds(ctx.db, new Date(now.getTime() - STALLED_AFTER_MS), now, BATCH, holder);
  for (const refund of stalled) {
    const payment = await findPayment(ctx.db, refund.paymentId);
    const provider = payment ? providerFor(ctx, payment.provider) : undefined;
    if (refund.providerRefundId && provider?.refundStatus) {
      await recordRefundOutcome(
        ctx,
        refund,
        await provider.refundStatus({ ...refund, providerRefundId: refund.providerRefundId }),
      );
    } else {
      await payRefund(ctx, refund.id);
    }
  }
  return stalled.length;
}
