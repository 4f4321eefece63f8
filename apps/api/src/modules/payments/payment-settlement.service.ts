import { PaymentMethod, type PaymentMethodCode, PaymentStatus } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { type AfterCommit, withTransaction } from '#api/db/unit-of-work.ts';
import {
  closeUnpaidOrder,
  findOrder,
  findRefund,
  holdUntilAttemptEnds,
  markPaid,
  markPaymentUnderReview,
  paymentReturnedMail,
  recipientOf,
  recordRefundOutcome,
  refundUnallocatedReceipt,
  releaseAttemptHolds,
  reopenForPayment,
  toRefundView,
} from '#api/modules/orders/order-life.ts';
import { orderPaidMails } from './order-mails.ts';
import { type ProviderEvidence, type ProviderReport, providerFor } from './payment-provider.ts';
import { findPayment, moveAttemptStatus, type PaymentRow, recordPaymentEvent } from './payments.repository.ts';

// The one place where money received, money not received and money given back change an order
// (ADR 0013, 0014): every path (return page, webhook, postback, sweep, admin review) comes here,
// with what its provider reported.

/** settled: the order is paid; refund-due: the money goes back (the artwork was gone, the order closed or paid). */
export type Settlement = 'settled' | 'already-settled' | 'refund-due';

/** What applying a report did: the verdict, with a payment that could not be kept told apart. */
export type Applied = 'paid' | 'refund-due' | 'processing' | 'pending' | 'open' | 'failed';

const METHOD_OF = {
  paypal: PaymentMethod.PayPal,
  payu: PaymentMethod.PayU,
  bank_transfer: PaymentMethod.NEFT,
} as const satisfies Record<string, PaymentMethodCode>;

/**
 * Applies what a provider reported about an attempt, from any path. An `approved` verdict is the
 * caller's to act on (a capture): here it changes nothing but the attempt's record.
 */
export async function applyReport(ctx: AppContext, payment: PaymentRow, report: ProviderReport): Promise<Applied> {
  const { verdict, evidence } = report;
  switch (verdict.status) {
    case 'paid': {
      const settlement = await withTransaction(ctx, (tx, after) =>
        settleSucceededIn(ctx, tx, after, payment.id, evidence, verdict.providerPaymentId),
      );
      return settlement === 'refund-due' ? 'refund-due' : 'paid';
    }
    case 'processing':
      await settleProcessing(ctx, payment, evidence, verdict.providerPaymentId);
      return 'processing';
    case 'failed':
    case 'cancelled':
      await settlePaymentFailed(ctx, payment.id, evidence, { status: verdict.status });
      return 'failed';
    case 'pending':
      await settlePending(ctx, payment.id, evidence);
      return 'pending';
    default:
      await recordPaymentEvent(ctx.db, payment.id, evidence.kind, evidence.body);
      return 'open';
  }
}

/**
 * The settlement inside the caller's transaction (an admin's review runs it in its own). The order
 * becomes Paid only if `markPaid` finds it open with every artwork still its own; otherwise the money
 * is an unallocated receipt refunded in full through the provider after the commit, and an order
 * still waiting for it is closed.
 */
export async function settleSucceededIn(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  paymentId: string,
  evidence: ProviderEvidence,
  providerPaymentId: string | null = null,
): Promise<Settlement> {
  const payment = await findPayment(tx, paymentId, { lock: true });
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  await recordPaymentEvent(tx, payment.id, evidence.kind, evidence.body);
  if (payment.status === 'completed') return 'already-settled';
  const now = ctx.now();
  await moveAttemptStatus(tx, payment.id, 'completed', {
    providerPaymentId: providerPaymentId ?? payment.providerPaymentId,
    completedAt: now,
    updatedAt: now,
  });
  const sale = await markPaid(tx, { orderId: payment.orderId, method: METHOD_OF[payment.provider] }, now);
  if (sale.paid) {
    await after.publish({ type: 'order.paid', orderId: payment.orderId });
    for (const message of await orderPaidMails(ctx, tx, sale.order, payment)) await after.mail(message);
    return 'settled';
  }

  const order = sale.order ?? (await findOrder(tx, payment.orderId));
  if (!order) throw new Error(`order ${payment.orderId} not found`);
  const amountCents = payment.currency === 'USD' ? payment.amountMinor : order.totalCents;
  const { refund } = await refundUnallocatedReceipt(tx, { order, payment, amountCents, reason: sale.reason }, now);
  await releaseAttemptHolds(tx, payment.id, 'refunded', now);
  await closeUnpaidOrder(tx, order, sale.reason, now);
  await after.mail(paymentReturnedMail(ctx, await recipientOf(tx, order), order, toRefundView(refund, payment.exchangeRate)));
  after.run(() => payRefund(ctx, refund.id).then(() => undefined));
  return 'refund-due';
}

/**
 * The money is taken but the provider still reviews it: the order waits in Processing and the
 * attempt's artworks stay held until the provider completes or denies it.
 */
async function settleProcessing(
  ctx: AppContext,
  payment: PaymentRow,
  evidence: ProviderEvidence,
  providerPaymentId: string | null,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const now = ctx.now();
    await recordPaymentEvent(tx, payment.id, evidence.kind, evidence.body);
    await moveAttemptStatus(tx, payment.id, 'pending', { providerPaymentId, updatedAt: now });
    await markPaymentUnderReview(tx, payment.orderId, METHOD_OF[payment.provider], now);
    await holdUntilAttemptEnds(tx, payment.id);
  });
}

/** The provider has not decided: the attempt waits, the order does not move. */
async function settlePending(ctx: AppContext, paymentId: string, evidence: ProviderEvidence): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const payment = await findPayment(tx, paymentId, { lock: true });
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    await recordPaymentEvent(tx, payment.id, evidence.kind, evidence.body);
    if (payment.status === 'created') await moveAttemptStatus(tx, payment.id, 'pending', { updatedAt: ctx.now() });
  });
}

/**
 * A payment attempt failed or was cancelled: the attempt is closed and what IT holds released, never
 * another attempt's holds (a bank transfer under review keeps its artworks). An online attempt whose
 * capture had put the order in Processing gives it back to Pending, so the buyer may pay again (a
 * rejected bank transfer does the same in `rejectTransferIn`).
 */
export async function settlePaymentFailed(
  ctx: AppContext,
  paymentId: string,
  evidence: ProviderEvidence,
  options: { status?: 'failed' | 'cancelled' } = {},
): Promise<void> {
  await withTransaction(ctx, (tx) => settleFailedIn(ctx, tx, paymentId, evidence, options));
}

export async function settleFailedIn(
  ctx: AppContext,
  tx: Database,
  paymentId: string,
  evidence: ProviderEvidence,
  options: { status?: 'failed' | 'cancelled' } = {},
): Promise<void> {
  const payment = await findPayment(tx, paymentId, { lock: true });
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  await recordPaymentEvent(tx, payment.id, evidence.kind, evidence.body);
  const status = options.status ?? 'failed';
  const now = ctx.now();
  if (!(await moveAttemptStatus(tx, payment.id, status, { updatedAt: now }))) return;
  await releaseAttemptHolds(tx, payment.id, status, now);
  if (payment.status === 'pending' && payment.provider !== 'bank_transfer') {
    const order = await findOrder(tx, payment.orderId, { lock: true });
    if (order?.paymentStatus === PaymentStatus.Processing && order.paymentMethod === METHOD_OF[payment.provider]) {
      await reopenForPayment(tx, order.id, now);
    }
  }
}

/**
 * Pays a granted refund back through the provider the buyer paid with (after the commit that granted
 * it). The provider call carries the refund's own idempotency key, so a retry, or two instances
 * racing, refund once. A bank transfer's refund waits for an admin to send it (manual); a provider's
 * refusal leaves it failed, listed for the admin. Answers the refund's status.
 */
export async function payRefund(ctx: AppContext, refundId: string): Promise<string | undefined> {
  const refund = await findRefund(ctx.db, refundId);
  if (!refund || (refund.status !== 'pending' && refund.status !== 'failed')) return refund?.status;
  const payment = (await findPayment(ctx.db, refund.paymentId)) as PaymentRow;
  const outcome = await providerFor(ctx, payment.provider).refund(payment, refund);
  return recordRefundOutcome(ctx, refund, outcome);
}
