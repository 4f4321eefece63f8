import { inrAmountOf, RefundMessages, toDollars } from '@art-market/domain/rules';
import type { RefundView } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import type { AfterCommit } from '#api/db/unit-of-work.ts';
import { Conflict } from '#api/errors.ts';
import type { RefundMoney } from './order-life.mails.ts';
import { grantRefund, providerAmountOf, type RefundRequest } from './order-refund.service.ts';
import type { OrderRow } from './orders.repository.ts';
import { toRefundView } from './refund-view.ts';
import type { RefundRow } from './refunds.repository.ts';

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
): Promise<{ refund: RefundRow; created: boolean; view: RefundView }> {
  const payment = await ctx.paymentsPort.findPayingAttempt(tx, request.order.id);
  if (!payment) throw new Conflict(RefundMessages.notPaid);
  const granted = await grantRefund(tx, { ...request, payment }, ctx.now());
  if (granted.created) after.run(() => ctx.paymentsPort.payRefund(ctx, granted.refund.id).then(() => undefined));
  return { ...granted, view: toRefundView(granted.refund, payment.exchangeRate) };
}

/**
 * What a refund of `amountCents` would give back if granted now, as `grantRefund` would compute it:
 * for a payment in rupees, the rupees at the payment's rate (the exact remainder when it is the last).
 */
export async function refundQuote(ctx: AppContext, tx: Database, order: OrderRow, amountCents: number): Promise<RefundMoney> {
  const payment = await ctx.paymentsPort.findPayingAttempt(tx, order.id);
  if (payment?.currency !== 'INR' || !payment.exchangeRate) return { amount: toDollars(amountCents), inr: null };
  const refundsEverything = order.refundedCents + amountCents === order.totalCents;
  const paise = await providerAmountOf(tx, payment, amountCents, refundsEverything);
  return { amount: toDollars(amountCents), inr: inrAmountOf(paise, payment.exchangeRate) };
}
