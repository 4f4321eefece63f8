import { randomInt } from 'node:crypto';
import {
  formatMinorUnits,
  isIndia,
  PaymentMessages,
  parseMinorUnits,
  payuFormFields,
  usdCentsToInrPaise,
} from '@art-market/domain/rules';
import type { PayUData } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { Conflict, NotFound, ProviderUnavailable } from '#api/errors.ts';
import type { PaymentProvider, ProviderNotice, ProviderReport, StartRequest } from '../payment-provider.ts';
import type { PayUGateway } from '../payment-providers.ts';
import { findPaymentByReference, type PaymentRow } from '../payments.repository.ts';
import { PayUError } from './payu.client.ts';
import type { PayUPostback, PayUTransactionDetails } from './payu.types.ts';
import { additionalChargesOf, hashesMatch, payuRequestHash, payuResponseHash } from './payu-hash.ts';

export function requirePayU(ctx: AppContext): PayUGateway {
  if (!ctx.payments.payu) throw new NotFound(PaymentMessages.payuUnavailable);
  return ctx.payments.payu;
}

/**
 * PayU hosted checkout: the buyer's browser posts our signed form to PayU's page, PayU takes the
 * money there and posts the result back; verify_payment is what we believe.
 */
export function payuProvider(ctx: AppContext): PaymentProvider<void, { payuData: PayUData }> {
  return {
    name: 'payu',
    holdKind: 'online',
    assertOffered: () => void requirePayU(ctx),

    admit(order) {
      if (!isIndia(order.shippingAddress.country)) throw new Conflict(PaymentMessages.payuIndiaOnly);
    },

    /** A new txnid for every attempt, the amount in INR paise at USD_INR_RATE, and the form signed. */
    async open({ order, returnOrigin }: StartRequest<void>) {
      const gateway = requirePayU(ctx);
      const rate = ctx.config.USD_INR_RATE;
      const paise = usdCentsToInrPaise(order.totalCents, rate);
      const address = order.shippingAddress;
      const fields = {
        key: gateway.key,
        txnid: newTxnId(order.orderNumber),
        // Two decimals always: the request hash, PayU's echo and our reverse-hash check then use one string.
        amount: formatMinorUnits(paise),
        productinfo: `Art Market order ${order.orderNumber}`,
        // PayU's field limit.
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
        surl: `${returnOrigin}/api/PayU/success`,
        furl: `${returnOrigin}/api/PayU/failure`,
        hash: payuRequestHash(fields, gateway.salt),
        udf1: fields.udf1,
        udf2: fields.udf2,
        udf3: fields.udf3,
        udf4: fields.udf4,
        udf5: fields.udf5,
      };
      return {
        providerReference: fields.txnid,
        amountMinor: paise,
        currency: 'INR',
        exchangeRate: String(rate),
        evidence: { kind: 'initiate', body: payuFormFields(payuData) },
        answer: { payuData },
      };
    },

    /** verify_payment: only `success` for exactly the amount we asked for is paid. */
    async reconcile(payment) {
      const gateway = requirePayU(ctx);
      const verified = await gateway.client.verifyPayment(payment.providerReference).catch((error: unknown) => {
        if (error instanceof PayUError || error instanceof TypeError)
          throw new ProviderUnavailable('Payment verification failed');
        throw error;
      });
      return reportOf(payment, verified.details, { kind: 'verify', body: verified.answer });
    },

    /**
     * The browser's postback to surl or furl: anyone can post it, so only a reverse hash over OUR
     * amount and key counts, and a success is believed only once verify_payment confirms it (if PayU
     * cannot be asked now, nothing is paid and the return page asks again). Read by `status`, not by
     * which address was posted to.
     */
    async parseNotification({ body }): Promise<ProviderNotice> {
      const posted = body as PayUPostback;
      const gateway = ctx.payments.payu;
      const txnid = posted.txnid ?? '';
      const payment = gateway && txnid ? await findPaymentByReference(ctx.db, 'payu', txnid) : undefined;
      if (!gateway || !payment || !isGenuine(gateway, payment, posted)) return { about: 'nothing' };
      const received = { kind: 'postback', body: posted };
      const status = (posted.status ?? '').toLowerCase();
      if (status === 'success') {
        const report = await this.reconcile(payment).catch((error: unknown) => {
          if (!(error instanceof ProviderUnavailable)) throw error;
          return undefined;
        });
        if (!report) return { about: 'attempt', payment, report: { verdict: { status: 'open' }, evidence: received } };
        return { about: 'attempt', payment, report, received };
      }
      const verdict = status === 'failure' ? ({ status: 'failed' } as const) : ({ status: 'pending' } as const);
      return { about: 'attempt', payment, report: { verdict, evidence: received } };
    },

    /** cancel_refund_transaction: accepted means PayU has queued the refund to the buyer's bank. */
    async refund(payment, refund) {
      const gateway = ctx.payments.payu;
      if (!gateway) return { status: 'failed', failure: 'PayU is not configured on this server' };
      if (!payment.providerPaymentId) return { status: 'failed', failure: 'The payment has no PayU mihpayid' };
      const token = payuRefundToken(refund.id);
      try {
        const answer = await gateway.client.refund(
          payment.providerPaymentId,
          token,
          formatMinorUnits(refund.providerAmountMinor),
        );
        if (answer.status === 1) return { status: 'succeeded', providerRefundId: answer.request_id };
        // PayU refuses a token it has seen: an earlier request (whose answer was lost with its process)
        // may have been queued. What PayU holds under the token is the truth, whatever the refusal says.
        const earlier = (await gateway.client.refundsOf(payment.providerPaymentId)).find((action) => action.token === token);
        if (earlier && earlier.status !== 'failure' && earlier.status !== 'failed') {
          return { status: 'succeeded', providerRefundId: earlier.requestId };
        }
        if (earlier) return { status: 'failed', failure: `PayU failed the refund (request ${earlier.requestId})` };
        return { status: 'failed', failure: `PayU refused the refund: ${answer.msg}` };
      } catch (error) {
        if (error instanceof PayUError) return { status: 'failed', failure: `PayU answered ${error.status}` };
        const reason = error instanceof Error ? `: ${error.message}` : '';
        return { status: 'failed', failure: `The provider could not be reached${reason}` };
      }
    },
  };
}

/** PayU's txnid: at most 25 characters, letters and digits are the safe set. */
const TXNID_MAX_LENGTH = 25;
const TXNID_RANDOM_LENGTH = 10;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** AM, the order number's digits, then random characters: a new txnid for every attempt. */
export function newTxnId(orderNumber: string): string {
  const orderDigits = orderNumber.replace(/\D/g, '').slice(-(TXNID_MAX_LENGTH - 2 - TXNID_RANDOM_LENGTH));
  const random = Array.from({ length: TXNID_RANDOM_LENGTH }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  return `AM${orderDigits}${random}`;
}

/** PayU takes at most 23 characters; the refund id's first 22 hex digits are unique enough and stable for retries. */
export function payuRefundToken(refundId: string): string {
  return `R${refundId.replace(/-/g, '').slice(0, 22)}`;
}

/** verify_payment's `status` values that end an attempt without money. */
const FAILED_STATUSES = new Set(['failure', 'failed']);

/**
 * What verify_payment says of one attempt. Money for another amount than the order's is never a paid
 * order (the event keeps it for a refund); a transaction PayU does not know yet is open.
 */
function reportOf(
  payment: PaymentRow,
  details: PayUTransactionDetails | undefined,
  evidence: ProviderReport['evidence'],
): ProviderReport {
  const status = details?.status?.toLowerCase();
  if (!details) return { verdict: { status: 'open' }, evidence };
  if (status === 'success') {
    if (!amountMatches(details, payment)) return { verdict: { status: 'failed' }, evidence };
    return { verdict: { status: 'paid', providerPaymentId: details.mihpayid ?? null }, evidence };
  }
  if (status && FAILED_STATUSES.has(status)) return { verdict: { status: 'failed' }, evidence };
  return { verdict: { status: 'pending' }, evidence };
}

/** Compares PayU's original amount (or the net one, when only that is given) with what we asked for. */
function amountMatches(details: PayUTransactionDetails, payment: PaymentRow): boolean {
  const reported = details.transaction_amount ?? details.amt;
  return reported !== undefined && parseMinorUnits(String(reported)) === payment.amountMinor && payment.currency === 'INR';
}

/** The reverse hash over what PayU posted, but with our stored amount and our key. */
function isGenuine(gateway: { key: string; salt: string }, payment: PaymentRow, posted: PayUPostback): boolean {
  const expected = payuResponseHash(
    {
      key: gateway.key,
      txnid: payment.providerReference,
      amount: formatMinorUnits(payment.amountMinor),
      productinfo: posted.productinfo ?? '',
      firstname: posted.firstname ?? '',
      email: posted.email ?? '',
      udf1: posted.udf1 ?? '',
      udf2: posted.udf2 ?? '',
      udf3: posted.udf3 ?? '',
      udf4: posted.udf4 ?? '',
      udf5: posted.udf5 ?? '',
      status: posted.status ?? '',
      additionalCharges: additionalChargesOf(posted),
    },
    gateway.salt,
  );
  return hashesMatch(expected, posted.hash ?? '');
}
