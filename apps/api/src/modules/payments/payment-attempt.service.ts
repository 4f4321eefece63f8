import { randomUUID } from 'node:crypto';
import { OrderMessages } from '@art-market/domain/copy';
import type { HoldKind } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { retryOnConnectionLoss } from '#api/db/connection-retry.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { AppError, Conflict, NotFound } from '#api/errors.ts';
import {
  checkArtworksAvailable,
  findOrder,
  findOrderItems,
  holdArtworks,
  moveAttemptHolds,
  type OrderItemRow,
  type OrderRow,
} from '#api/modules/orders/order-life.ts';
import { assertPayable, findPayableOrder } from './payable-order.ts';
import { type PaymentProvider, type ProviderName, type ProviderNotice, providerFor } from './payment-provider.ts';
import { type Applied, applyReport, settlePaymentFailed } from './payment-settlement.service.ts';
import { claimOpenPayments, insertPaymentOnce, type PaymentRow, recordPaymentEvent } from './payments.repository.ts';
import { recordChargeback, recordRefundAtProvider } from './provider-refunds.service.ts';

// An attempt's life, the same for every provider: start (the provider opens it, then the artworks
// are held and the attempt recorded), confirm (the money is taken or asked about), notices and the
// sweep. What the provider reports is applied by the settlement service.

/**
 * Starts a payment for the caller's payable order. The provider opens the attempt first (PayPal
 * creates its order, PayU signs its form, a bank transfer prices its discount): nothing is held
 * yet, so a provider that fails leaves nothing to release, and a start the hold would refuse is
 * refused before the provider is called. Then one transaction checks the order again under lock,
 * holds its artworks for this attempt and records it, with the provider's own records. A provider
 * that answers an earlier attempt again (PayPal's same order for the same request) keeps that
 * attempt, and the holds pass to it.
 */
export async function startAttempt<Input, Answer>(
  ctx: AppContext,
  provider: PaymentProvider<Input, Answer>,
  customerId: string,
  orderId: string,
  input: Input,
  returnOrigin: string = ctx.config.PUBLIC_URL,
): Promise<Answer> {
  provider.assertOffered?.();
  const payable = await findPayableOrder(ctx.db, customerId, orderId);
  provider.admit?.(payable, input);
  const items = await findOrderItems(ctx.db, [payable.id]);
  await assertHoldable(ctx, payable, items, provider.holdKind);
  const attemptId = randomUUID();
  const opened = await provider.open({ order: payable, items, attemptId, input, returnOrigin });
  await withTransaction(ctx, async (tx, after) => {
    const order = await findOrder(tx, payable.id, { lock: true });
    if (!order) throw new NotFound(OrderMessages.orderNotFound);
    assertPayable(order);
    await holdArtworks(ctx, tx, order, items, { attemptId, kind: provider.holdKind });
    const payment = await insertPaymentOnce(tx, {
      id: attemptId,
      orderId: order.id,
      provider: provider.name,
      providerReference: opened.providerReference,
      amountMinor: opened.amountMinor,
      currency: opened.currency,
      exchangeRate: opened.exchangeRate,
      status: opened.status,
    });
    await moveAttemptHolds(tx, attemptId, payment.id);
    await recordPaymentEvent(tx, payment.id, opened.evidence.kind, opened.evidence.body);
    await provider.record?.(tx, after, { order, items, attemptId, input, returnOrigin }, payment);
  });
  return opened.answer;
}

const UNDO = Symbol('undo');

/**
 * Holding is tried first, then undone: a start the hold would refuse (an artwork held by another
 * collector or sold, the customer's cap) is answered with the hold's own message and never reaches
 * the provider.
 */
async function assertHoldable(ctx: AppContext, order: OrderRow, items: OrderItemRow[], kind: HoldKind): Promise<void> {
  // Through the unit of work, so a try that loses a deadlock (an offer's acceptance taking the artwork's row
  // and its hold at the same moment, ADR 0047) is tried again instead of answering 500 (ADR 0031).
  await withTransaction(ctx, async (tx) => {
    // The order first, as every start takes it: a try that skipped it would wait on a start under way
    // (for its holds) while holding what that start's own hold rows need (the order's key), a deadlock.
    await findOrder(tx, order.id, { lock: true });
    await holdArtworks(ctx, tx, order, items, { attemptId: randomUUID(), kind });
    throw UNDO;
  }).catch((error: unknown) => {
    if (error !== UNDO) throw error;
  });
}

/**
 * The buyer is back, or a notice says the buyer approved: the money is taken once. A provider that
 * takes it on our call (a capture) is called only while every artwork is still the order's to sell
 * (the settlement checks again under lock; this spares a needless refund). Anything else, and an
 * attempt whose capture the provider still processes, is asked about instead.
 */
export async function confirmAttempt(ctx: AppContext, payment: PaymentRow): Promise<Applied> {
  if (payment.status === 'completed') return 'paid';
  const provider = providerFor(ctx, payment.provider);
  if (!provider.capture || payment.status === 'pending') return reconcileAttempt(ctx, payment);
  return captureWhileSellable(ctx, payment, provider.capture.bind(provider));
}

/** Asks the provider what became of an attempt and applies it; an approved payment is captured. */
export async function reconcileAttempt(ctx: AppContext, payment: PaymentRow): Promise<Applied> {
  if (payment.status === 'completed') return 'paid';
  const provider = providerFor(ctx, payment.provider);
  // Ended without money at a provider that takes it on its own page: nothing can arrive any more.
  if (!provider.capture && (payment.status === 'failed' || payment.status === 'cancelled')) return 'failed';
  const report = await provider.reconcile(payment);
  if (report.verdict.status === 'approved' && provider.capture && payment.status !== 'pending') {
    await recordPaymentEvent(ctx.db, payment.id, report.evidence.kind, report.evidence.body);
    return captureWhileSellable(ctx, payment, provider.capture.bind(provider));
  }
  return applyReport(ctx, payment, report);
}

/** Takes the money only while the order is payable and every artwork still its own to sell. */
async function captureWhileSellable(
  ctx: AppContext,
  payment: PaymentRow,
  capture: NonNullable<PaymentProvider['capture']>,
): Promise<Applied> {
  await withTransaction(ctx, async (tx) => {
    const order = await findOrder(tx, payment.orderId, { lock: true });
    if (!order) throw new NotFound(OrderMessages.orderNotFound);
    assertPayable(order);
    const gone = await checkArtworksAvailable(tx, order.id, ctx.now());
    if (gone) throw new Conflict(gone);
  });
  const report = await capture(payment);
  // The money is taken: a connection lost now must not leave it unrecorded until the sweep's grace has passed.
  return retryOnConnectionLoss(() => applyReport(ctx, payment, report));
}

export type NoticeOutcome = Applied | 'refund' | 'chargeback' | 'ignored';

/** Applies a provider's genuine notice: news of an attempt, a refund, or a chargeback. */
export async function applyNotice(ctx: AppContext, notice: ProviderNotice): Promise<NoticeOutcome> {
  if (notice.about === 'nothing') return 'ignored';
  if (notice.about === 'attempt') return applyAttemptNotice(ctx, notice);
  if (notice.about === 'refund') {
    await recordRefundAtProvider(ctx, notice.payment, notice.event, notice.refund);
    return 'refund';
  }
  await recordChargeback(ctx, notice.payment, notice.event, notice.refund);
  return 'chargeback';
}

/** News of an attempt: what arrived is kept, then the report applied; an approval is captured. */
export async function applyAttemptNotice(
  ctx: AppContext,
  notice: Extract<ProviderNotice, { about: 'attempt' }>,
): Promise<Applied> {
  const { payment, report, received } = notice;
  if (received) await recordPaymentEvent(ctx.db, payment.id, received.kind, received.body);
  if (report.verdict.status === 'approved') return confirmAttempt(ctx, payment);
  return applyReport(ctx, payment, report);
}

/** Providers the sweep asks; a bank transfer waits for an admin's review instead. */
const SWEPT: readonly ProviderName[] = ['paypal', 'payu'];
/** A buyer has 3 hours to approve a payment (PayPal's own window); an attempt still open after that is abandoned. */
export const APPROVAL_WINDOW_MS = 3 * 60 * 60_000;
/** Attempts younger than this are left to the buyer's own return. */
const SETTLE_GRACE_MS = 2 * 60_000;
/** How many attempts one sweep claims per provider; each claimed one waits a grace period before it is claimed again. */
const SWEEP_BATCH = 50;

/**
 * Settles attempts nobody finished (the tab closed, the server stopped between the provider's
 * capture and our write): asks each provider and applies its answer. Attempts it cannot settle are
 * closed instead of retried for ever: still undecided past the approval window (money that arrives
 * later is still settled, or refunded if the artwork is gone), unknown to the provider, or approved
 * for an order that can no longer take the money. Rows are claimed with SKIP LOCKED and
 * the least recently tried go first, so instances share the work and junk attempts cannot starve a
 * real capture. Answers how many it settled.
 */
export async function reconcileOpenAttempts(ctx: AppContext): Promise<number> {
  const now = ctx.now().getTime();
  let settled = 0;
  for (const name of SWEPT) {
    if (!ctx.payments[name as 'paypal' | 'payu']) continue;
    const due = await claimOpenPayments(ctx.db, name, new Date(now - SETTLE_GRACE_MS), ctx.now(), SWEEP_BATCH);
    for (const payment of due) {
      try {
        const applied = await reconcileAttempt(ctx, payment);
        if ((applied === 'open' || applied === 'pending') && payment.createdAt.getTime() < now - APPROVAL_WINDOW_MS) {
          await settlePaymentFailed(ctx, payment.id, { kind: 'reconcile', body: { abandoned: true } }, { status: 'cancelled' });
        }
        if (applied !== 'open' && applied !== 'pending') settled += 1;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 409) {
          // Approved, but the order can no longer take it: nothing was captured, so the attempt just ends.
          const evidence = { kind: 'reconcile', body: { refused: error.message } };
          await settlePaymentFailed(ctx, payment.id, evidence, { status: 'cancelled' });
        } else if (!(error instanceof AppError)) {
          // A provider that cannot answer now is an AppError (503): the next sweep retries it.
          throw error;
        }
      }
    }
  }
  return settled;
}
