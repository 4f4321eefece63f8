import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { settlePaymentFailed } from '../payment-settlement.service.ts';
import { claimOpenPayments } from '../payments.repository.ts';
import { PayPalError } from './paypal.client.ts';
import { applyPayPalOrder, captureOnce } from './paypal.service.ts';

/** PayPal gives a buyer 3 hours to approve; an attempt still unapproved after that is abandoned. */
const APPROVAL_WINDOW_MS = 3 * 60 * 60_000;
/** Attempts younger than this are left to the buyer's own return. */
const SETTLE_GRACE_MS = 2 * 60_000;
/** How many attempts one sweep claims; each claimed one waits a grace period before it is claimed again. */
const SWEEP_BATCH = 50;

/**
 * Settles PayPal attempts that nobody finished (the tab closed, the server stopped between PayPal's
 * capture and our write): asks PayPal and applies its answer. Attempts it cannot settle are closed
 * instead of retried for ever: PayPal does not know the order (404), or an approved payment can no
 * longer be taken (the order was cancelled or paid, an artwork is gone). Rows are claimed with
 * SKIP LOCKED and the least recently tried go first, so instances share the work and junk attempts
 * cannot starve a real capture. Answers how many it settled.
 */
export async function reconcilePayPalPayments(ctx: AppContext): Promise<number> {
  const gateway = ctx.payments.paypal;
  if (!gateway) return 0;
  const now = ctx.now().getTime();
  let settled = 0;
  for (const payment of await claimOpenPayments(ctx.db, 'paypal', new Date(now - SETTLE_GRACE_MS), ctx.now(), SWEEP_BATCH)) {
    try {
      const order = await gateway.client.getOrder(payment.providerReference);
      const outcome =
        order.status === 'APPROVED' ? await captureOnce(ctx, payment) : await applyPayPalOrder(ctx, payment, order, 'reconcile');
      if (outcome === 'NOT_APPROVED' && payment.createdAt.getTime() < now - APPROVAL_WINDOW_MS) {
        await settlePaymentFailed(ctx, payment.id, { kind: 'reconcile', body: order }, { status: 'cancelled' });
      }
      if (outcome !== 'NOT_APPROVED') settled += 1;
    } catch (error) {
      if (error instanceof PayPalError && error.status === 404) {
        await settlePaymentFailed(ctx, payment.id, { kind: 'reconcile', body: error.body }, { status: 'cancelled' });
      } else if (error instanceof AppError && error.statusCode === 409) {
        // Approved, but the order can no longer take it: nothing was captured, so the attempt just ends.
        await settlePaymentFailed(
          ctx,
          payment.id,
          { kind: 'reconcile', body: { refused: error.message } },
          { status: 'cancelled' },
        );
      } else if (!(error instanceof PayPalError) && !(error instanceof AppError)) {
        // One attempt PayPal cannot answer for now must not stop the others; the next sweep retries it.
        throw error;
      }
    }
  }
  return settled;
}
