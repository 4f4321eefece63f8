import { OrderMessages } from '@art-market/domain/copy';
import type { PayUOutcome } from '@art-market/domain/rules';
import type { PayUVerifyAnswer } from '@art-market/domain/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/context.ts';
import { NotFound } from '#api/errors.ts';
import { findCustomerOrder } from '#api/modules/orders/order-life.ts';
import { applyAttemptNotice, confirmAttempt } from '../payment-attempt.service.ts';
import type { Applied } from '../payment-settlement.service.ts';
import { findPaymentByReference } from '../payments.repository.ts';
import { payuProvider } from './payu.provider.ts';
import type { PayUPostback } from './payu.types.ts';

// The buyer's way back from PayU's page: the browser's postback, then the return page's own check.

const OUTCOME_OF: Record<Applied, PayUOutcome> = {
  paid: 'success',
  'refund-due': 'failure',
  failed: 'failure',
  processing: 'pending',
  pending: 'pending',
  open: 'pending',
};

/** Applies PayU's postback to surl or furl and answers where the browser goes next, on the shopper's origin. */
export async function handlePayUPostback(
  ctx: AppContext,
  posted: PayUPostback,
  log: FastifyBaseLogger,
  returnOrigin: string,
): Promise<string> {
  const cancelled = `${returnOrigin}/payment/cancel`;
  const notice = await payuProvider(ctx).parseNotification?.({ headers: {}, body: posted });
  if (notice?.about !== 'attempt') {
    log.warn({ txnid: posted.txnid, status: posted.status }, 'PayU postback refused: unknown transaction or hash mismatch');
    return cancelled;
  }
  const applied = await applyAttemptNotice(ctx, notice);
  if (applied === 'refund-due') return `${cancelled}?source=payu`;
  // A failed payment is not one the buyer cancelled: the page says which, from what PayU reported.
  if (applied === 'failed') return `${cancelled}?${failureQuery(posted)}`;
  const query = new URLSearchParams({
    source: 'payu',
    txnid: notice.payment.providerReference,
    mihpayid: posted.mihpayid ?? '',
    // Not verified yet (PayU could not be asked): the return page asks again with what PayU posted.
    status: applied === 'open' ? (posted.status ?? '').toLowerCase() : OUTCOME_OF[applied],
    udf1: notice.payment.orderId,
  });
  return `${returnOrigin}/payment/success?${query}`;
}

function failureQuery(posted: PayUPostback): URLSearchParams {
  const query = new URLSearchParams({ source: 'payu' });
  if (posted.unmappedstatus !== 'userCancelled') query.set('reason', 'failed');
  return query;
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
  const status = OUTCOME_OF[await confirmAttempt(ctx, payment)];
  const order = await findCustomerOrder(ctx.db, customerId, orderId);
  return { orderId, paymentStatus: order?.paymentStatus ?? owned.paymentStatus, status };
}
