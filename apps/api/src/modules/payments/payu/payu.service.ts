import { randomInt, randomUUID } from 'node:crypto';
import {
  formatMinorUnits,
  isIndia,
  OrderMessages,
  PaymentMessages,
  type PayUData,
  type PayUOutcome,
  type PayUVerifyAnswer,
  payuFormFields,
  usdCentsToInrPaise,
} from '@art-market/domain';
import type { AppContext } from '../../../context.ts';
import { Conflict, NotFound, ProviderUnavailable } from '../../../errors.ts';
import { findCustomerOrder } from '../../orders/order-life.ts';
import { findPayableOrder, holdForOnlinePayment } from '../payable-order.ts';
import type { PayUGateway } from '../payment-providers.ts';
import { findPaymentByReference, insertPayment, type PaymentRow, recordPaymentEvent } from '../payments.repository.ts';
import { PayUError } from './payu.client.ts';
import { payuRequestHash } from './payu-hash.ts';
import { applyPayUTransaction } from './payu-settlement.service.ts';

export function requirePayU(ctx: AppContext): PayUGateway {
  if (!ctx.payments.payu) throw new NotFound(PaymentMessages.payuUnavailable);
  return ctx.payments.payu;
}

/** PayU's txnid: at most 25 characters, letters and digits are the safe set (reference 2.7, 4). */
const TXNID_MAX_LENGTH = 25;
const TXNID_RANDOM_LENGTH = 10;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** AM, the order number's digits, then random characters: a new txnid for every attempt (reference 2.7). */
export function newTxnId(orderNumber: string): string {
  const orderDigits = orderNumber.replace(/\D/g, '').slice(-(TXNID_MAX_LENGTH - 2 - TXNID_RANDOM_LENGTH));
  const random = Array.from({ length: TXNID_RANDOM_LENGTH }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  return `AM${orderDigits}${random}`;
}

/**
 * Starts a PayU payment for an order shipped to India (storefront section 4): holds its artworks,
 * records a new attempt in INR paise at USD_INR_RATE, and answers the signed form for PayU's page.
 */
export async function startPayUPayment(ctx: AppContext, customerId: string, orderId: string): Promise<{ payuData: PayUData }> {
  const gateway = requirePayU(ctx);
  const payable = await findPayableOrder(ctx.db, customerId, orderId);
  if (!isIndia(payable.shippingAddress.country)) throw new Conflict(PaymentMessages.payuIndiaOnly);
  const attemptId = randomUUID();
  const { order } = await holdForOnlinePayment(ctx, customerId, orderId, attemptId);

  const rate = ctx.config.USD_INR_RATE;
  const paise = usdCentsToInrPaise(order.totalCents, rate);
  const address = order.shippingAddress;
  const fields = {
    key: gateway.key,
    txnid: newTxnId(order.orderNumber),
    // Two decimals always: the request hash, PayU's echo and our reverse-hash check then use one string (reference 2.7).
    amount: formatMinorUnits(paise),
    productinfo: `Art Market order ${order.orderNumber}`,
    // PayU's field limits (reference 2.2).
    firstname: address.firstName.slice(0, 60),
    email: address.email,
    udf1: order.id,
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
  };
  const payuData: PayUData = {
    paymentUrl: gateway.paymentUrl,
    key: fields.key,
    txnId: fields.txnid,
    amount: fields.amount,
    productInfo: fields.productinfo,
    firstName: fields.firstname,
    email: fields.email,
    phone: address.phone.replace(/\D/g, ''),
    surl: `${ctx.config.PUBLIC_URL}/api/PayU/success`,
    furl: `${ctx.config.PUBLIC_URL}/api/PayU/failure`,
    hash: payuRequestHash(fields, gateway.salt),
    udf1: fields.udf1,
    udf2: fields.udf2,
    udf3: fields.udf3,
    udf4: fields.udf4,
    udf5: fields.udf5,
  };
  await ctx.db.transaction(async (tx) => {
    const payment = await insertPayment(tx, {
      id: attemptId,
      orderId: order.id,
      provider: 'payu',
      providerReference: fields.txnid,
      amountMinor: paise,
      currency: 'INR',
      exchangeRate: String(rate),
    });
    await recordPaymentEvent(tx, payment.id, 'initiate', payuFormFields(payuData));
  });
  return { payuData };
}

/**
 * Asks PayU what became of an attempt (verify_payment) and applies it. A settled attempt answers
 * its stored result without asking again.
 */
export async function verifyWithPayU(ctx: AppContext, payment: PaymentRow): Promise<PayUOutcome> {
  if (payment.status === 'completed') return 'success';
  if (payment.status === 'failed' || payment.status === 'cancelled') return 'failure';
  const gateway = requirePayU(ctx);
  const verified = await gateway.client.verifyPayment(payment.providerReference).catch((error: unknown) => {
    if (error instanceof PayUError || error instanceof TypeError) throw new ProviderUnavailable('Payment verification failed');
    throw error;
  });
  return applyPayUTransaction(ctx, payment, verified.details, { kind: 'verify', body: verified.answer });
}

/** POST /PayU/verify-payment: the return page asks for a check of the caller's own attempt only. */
export async function verifyPayUPayment(
  ctx: AppContext,
  customerId: string,
  orderId: string,
  txnId: string,
): Promise<PayUVerifyAnswer> {
  const payment = await findPaymentByReference(ctx.db, 'payu', txnId);
  const owned = payment ? await findCustomerOrder(ctx.db, customerId, payment.orderId) : undefined;
  if (!payment || !owned || owned.id !== orderId) throw new NotFound(OrderMessages.orderNotFound);
  const status = await verifyWithPayU(ctx, payment);
  const order = await findCustomerOrder(ctx.db, customerId, orderId);
  return { orderId, paymentStatus: order?.paymentStatus ?? owned.paymentStatus, status };
}
