import type { AppContext } from '../../../context.ts';
import { settlePaymentFailed } from '../payment-settlement.service.ts';
import { findOpenPayments } from '../payments.repository.ts';
import { PayPalError } from './paypal.client.ts';
import { applyPayPalOrder, captureOnce } from './paypal.service.ts';

/** PayPal gives a buyer 3 hours to approve; an attempt still unapproved after that is abandoned. */
const APPROVAL_WINDOW_MS = 3 * 60 * 60_000;
/** Attempts younger than this are left to the buyer's own return. */
const SETTLE_GRACE_MS = 2 * 60_000;

/**
 * Settles PayPal attempts that nobody finished (the tab closed, the server stopped between
 * PayPal's capture and our write): asks PayPal and applies its answer. Answers how many it settled.
 */
export async function reconcilePayPalPayments(ctx: AppContext): Promise<number> {
  const gateway = ctx.payments.paypal;
  if (!gateway) return 0;
  const now = ctx.now().getTime();
  let settled = 0;
  for (const payment of await findOpenPayments(ctx.db, 'paypal', new Date(now - SETTLE_GRACE_MS))) {
    try {
      const order = await gateway.client.getOrder(payment.providerReference);
      const outcome =
        order.status === 'APPROVED' ? await captureOnce(ctx, payment) : await applyPayPalOrder(ctx, payment, order, 'reconcile');
      if (outcome === 'NOT_APPROVED' && payment.createdAt.getTime() < now - APPROVAL_WINDOW_MS) {
        await settlePaymentFailed(ctx, payment.id, { kind: 'reconcile', body: order }, { status: 'cancelled' });
      }
      if (outcome !== 'NOT_APPROVED') settled += 1;
    } catch (error) {
      // One attempt PayPal cannot answer for now must not stop the others; the next sweep retries it.
      if (!(error instanceof PayPalError) && !(error instanceof Error && 'statusCode' in error)) throw error;
    }
  }
  return settled;
}
