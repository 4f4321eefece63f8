import { PaymentStatus, refundableCents, splitRefund } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import {
  findRefundableItems,
  recordChargeback as recordChargebackInLedger,
  recordDisputeLoss,
} from '#api/modules/ledger/ledger.service.ts';
import {
  findOrder,
  findRefund,
  findRefundByProviderId,
  grantRefund,
  markChargedBack,
  markRefundSucceeded,
  type RefundRow,
} from '#api/modules/orders/order-life.ts';
import type { ProviderRefund } from './payment-provider.ts';
import { type PaymentRow, recordPaymentEvent } from './payments.repository.ts';

// What a provider tells us about money that went back without our asking, or that we asked for and
// it finished: refunds made in the provider's own dashboard, late answers to ours, and chargebacks.

/**
 * The provider says a refund of this payment went through. One of ours is marked done (once); one
 * made in the provider's dashboard is recorded as a refund of that amount (never past what is left),
 * with commission and earnings reversed in proportion.
 */
export async function recordRefundAtProvider(ctx: AppContext, payment: PaymentRow, event: unknown, refunded: ProviderRefund) {
  await withTransaction(ctx, async (tx, after) => {
    await recordPaymentEvent(tx, payment.id, 'webhook', event);
    const now = ctx.now();
    const ours = await findOurRefund(tx, refunded);
    if (ours) {
      await markRefundSucceeded(ctx, tx, after, ours, refunded.id, now);
      return;
    }
    const order = await findOrder(tx, payment.orderId, { lock: true });
    if (!order || order.paymentStatus !== PaymentStatus.Paid) return;
    const amountCents = Math.min(refunded.amountCents, refundableCents(order.totalCents, order.refundedCents));
    if (amountCents <= 0) return;
    const { refund, created } = await grantRefund(
      tx,
      {
        order,
        payment,
        kind: 'provider',
        idempotencyKey: `provider-refund:${payment.provider}:${refunded.id}`,
        reason: 'Refunded at the payment provider',
        requestedBy: payment.provider,
        amountCents,
      },
      now,
    );
    if (!created) return;
    await markRefundSucceeded(ctx, tx, after, refund, refunded.id, now);
  });
}

async function findOurRefund(tx: Parameters<typeof findRefund>[0], refunded: ProviderRefund): Promise<RefundRow | undefined> {
  const byProviderId = await findRefundByProviderId(tx, refunded.id);
  if (byProviderId) return byProviderId;
  return refunded.ourRefundId ? findRefund(tx, refunded.ourRefundId, { lock: true }) : undefined;
}

/**
 * A chargeback: the buyer's bank took the money back. The amount is reversed straight from the funds
 * held (the vendor's earning in proportion, wherever it stands, so a vendor already paid owes it back
 * from the next payouts), the order counts it as refunded, and it is flagged for an admin. What it
 * took beyond what was left to refund (a payment refunded already: the money left twice) is the
 * platform's dispute loss. Once per reversal, however often the provider repeats it.
 */
export async function recordChargeback(ctx: AppContext, payment: PaymentRow, event: unknown, reversal: ProviderRefund) {
  await withTransaction(ctx, async (tx) => {
    await recordPaymentEvent(tx, payment.id, 'webhook', event);
    const order = await findOrder(tx, payment.orderId, { lock: true });
    if (!order) return;
    const now = ctx.now();
    const items = await findRefundableItems(tx, { orderIds: [order.id] });
    const left = items.reduce((sum, item) => sum + item.totalCents - item.refundedCents, 0);
    const amountCents = Math.min(reversal.amountCents, left, refundableCents(order.totalCents, order.refundedCents));
    const key = `${payment.provider}:${reversal.id}`;
    const recorded =
      amountCents > 0 && (await recordChargebackInLedger(tx, { key, orderId: order.id }, splitRefund(items, amountCents), now));
    const lossCents = reversal.amountCents - Math.max(amountCents, 0);
    if (lossCents > 0) await recordDisputeLoss(tx, { key, orderId: order.id }, lossCents, now);
    await markChargedBack(tx, order, recorded ? amountCents : 0, now);
  });
}
