/**
 * What orders ask of payments (ADR 0052). Payments import orders to report what happened at a provider
 * (`markPaid`, `moveRefundStatus`, ...); orders never import payments: they read an order's attempts and have
 * refunds paid through this port, which payments implement (`payments/orders-port.ts`) and app.ts puts on the
 * context as `ctx.paymentsPort`.
 */

import { type InrAmount, inrAmountOf } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import type { bankTransfers, payments } from '#api/db/schema.ts';
import type { OrderRow } from './orders.repository.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type BankTransferRow = typeof bankTransfers.$inferSelect;

export interface PaymentsPort {
  /** An order's payment attempts, newest first. */
  findOrderPayments(db: Database, orderId: string): Promise<PaymentRow[]>;
  /** The attempts of several orders, newest first. */
  findOrdersPayments(db: Database, orderIds: readonly string[]): Promise<PaymentRow[]>;
  /** The attempt whose money is in: the one a refund goes back through. */
  findPayingAttempt(db: Database, orderId: string): Promise<PaymentRow | undefined>;
  /** The exchange rate recorded on each of these attempts (rupee payments only), by attempt id. */
  findPaymentRates(db: Database, paymentIds: readonly string[]): Promise<Map<string, string>>;
  /** The order's newest bank transfer. */
  findOrderTransfer(db: Database, orderId: string): Promise<BankTransferRow | undefined>;
  /** PayPal orders the buyer approved that were not captured yet, by our order id (the dashboard offers to finish). */
  findApprovedPayPalOrders(ctx: AppContext, orders: OrderRow[]): Promise<Map<string, string>>;
  /** Pays a granted refund through the provider that took the money, which reports back through `recordRefundOutcome`. */
  payRefund(ctx: AppContext, refundId: string): Promise<string | undefined>;
}

/**
 * The rupees of an order's PayU payment as recorded on it (paise and rate, newest attempt first in
 * `attempts`): the completed one, else the latest still under way; null when there is none.
 */
export function payuChargeOf(attempts: readonly PaymentRow[]): InrAmount | null {
  const payu = attempts.filter((attempt) => attempt.provider === 'payu' && attempt.currency === 'INR');
  const charge =
    payu.find((attempt) => attempt.status === 'completed') ??
    payu.find((attempt) => attempt.status === 'created' || attempt.status === 'pending');
  return charge?.exchangeRate ? inrAmountOf(charge.amountMinor, charge.exchangeRate) : null;
}
