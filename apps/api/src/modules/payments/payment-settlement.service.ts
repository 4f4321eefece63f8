import { PaymentMethod, type PaymentMethodCode, PaymentStatus } from '@art-market/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { cartItems, products } from '../../db/schema.ts';
import { releaseOrderHolds } from '../checkout/holds.repository.ts';
import { findOrder, findOrderItems, movePaymentStatus } from '../checkout/orders.repository.ts';
import { recordPaymentCaptured } from '../payouts/ledger.service.ts';
import { sendOrderPaidMails } from './order-mails.ts';
import { findPayment, recordPaymentEvent, updatePayment } from './payments.repository.ts';

export interface ProviderEvidence {
  /** 'capture', 'webhook', 'postback', 'verify', 'reconcile', 'review' */
  kind: string;
  body: unknown;
  providerPaymentId?: string | null;
}

export type Settlement = 'settled' | 'already-settled' | 'not-payable';

const METHOD_OF = {
  paypal: PaymentMethod.PayPal,
  payu: PaymentMethod.PayU,
  bank_transfer: PaymentMethod.NEFT,
} as const satisfies Record<string, PaymentMethodCode>;

/**
 * A payment succeeded: once, whatever path reports it first (return page, webhook, postback,
 * sweep, admin review). The order becomes Paid, its artworks sold and out of every cart, the
 * buyer's cart empty; then the storefront cache is cleared and the e-mails go out.
 */
export async function settlePaymentSucceeded(
  ctx: AppContext,
  paymentId: string,
  evidence: ProviderEvidence,
): Promise<Settlement> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, { lock: true });
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    await recordPaymentEvent(tx, payment.id, evidence.kind, evidence.body);
    if (payment.status === 'completed') return { settlement: 'already-settled' as const, orderId: payment.orderId };
    const now = ctx.now();
    await updatePayment(tx, payment.id, {
      status: 'completed',
      providerPaymentId: evidence.providerPaymentId ?? payment.providerPaymentId,
      completedAt: now,
      updatedAt: now,
    });
    const paid = await movePaymentStatus(tx, payment.orderId, PaymentStatus.Paid, {
      paymentMethod: METHOD_OF[payment.provider],
      paidAt: now,
      updatedAt: now,
    });
    // Money arrived for an order that cannot take it (paid twice, replaced): kept for a refund, never sold twice.
    if (!paid) return { settlement: 'not-payable' as const, orderId: payment.orderId };
    await markOrderArtworksSold(tx, payment.orderId, now);
    await recordPaymentCaptured(tx, payment.orderId, now);
    return { settlement: 'settled' as const, orderId: payment.orderId };
  });
  if (outcome.settlement === 'settled') {
    ctx.catalogCache.clear();
    await sendOrderPaidMails(ctx, outcome.orderId);
  }
  return outcome.settlement;
}

async function markOrderArtworksSold(tx: Database, orderId: string, now: Date): Promise<void> {
  const order = await findOrder(tx, orderId);
  const productIds = (await findOrderItems(tx, [orderId])).map((item) => item.productId);
  await tx.update(products).set({ isSoldOut: true, updatedAt: now }).where(inArray(products.id, productIds));
  await releaseOrderHolds(tx, orderId, 'sold', now);
  await tx.delete(cartItems).where(inArray(cartItems.productId, productIds));
  if (order) await tx.delete(cartItems).where(eq(cartItems.customerId, order.customerId));
}

/**
 * A payment attempt failed or was cancelled: the attempt is closed and its artworks released, so
 * the buyer may try again (online) or the order fails (a rejected bank transfer).
 */
export async function settlePaymentFailed(
  ctx: AppContext,
  paymentId: string,
  evidence: ProviderEvidence,
  options: { status?: 'failed' | 'cancelled'; failOrder?: boolean } = {},
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, { lock: true });
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    await recordPaymentEvent(tx, payment.id, evidence.kind, evidence.body);
    if (payment.status === 'completed' || payment.status === 'failed' || payment.status === 'cancelled') return;
    const now = ctx.now();
    await updatePayment(tx, payment.id, { status: options.status ?? 'failed', updatedAt: now });
    if (options.failOrder) await movePaymentStatus(tx, payment.orderId, PaymentStatus.Failed, { updatedAt: now });
    await releaseOrderHolds(tx, payment.orderId, options.status ?? 'failed', now);
  });
}
