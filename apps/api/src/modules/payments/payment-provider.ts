import { formatMinorUnits } from '@art-market/domain';
import type { AppContext } from '../../context.ts';
import type { RefundRow } from '../orders/order-life.ts';
import type { PaymentRow } from './payments.repository.ts';
import { PayPalError } from './paypal/paypal.client.ts';
import { PayUError } from './payu/payu.client.ts';

/**
 * What a provider answered to a refund: done (with its id), still processing at the provider (its id
 * kept, the reconciliation asks again), refused, or left to an admin (a bank transfer is sent by hand).
 */
export type RefundOutcome =
  | { status: 'succeeded'; providerRefundId: string }
  | { status: 'processing'; providerRefundId: string }
  | { status: 'failed'; failure: string }
  | { status: 'manual' };

/**
 * A way to pay (ADR 0013). Starting, confirming and notifications still live in each provider's own
 * service; refunds go through this one interface, so the settlement never asks which provider it is.
 */
export interface PaymentProvider {
  refund(payment: PaymentRow, refund: RefundRow): Promise<RefundOutcome>;
  /** What became of a refund the provider was still processing; absent where refunds finish at once. */
  refundStatus?(refund: RefundRow & { providerRefundId: string }): Promise<RefundOutcome>;
}

export function providerFor(ctx: AppContext, provider: PaymentRow['provider']): PaymentProvider {
  if (provider === 'paypal') return paypalRefunds(ctx);
  if (provider === 'payu') return payuRefunds(ctx);
  return bankTransferRefunds;
}

const unavailable = (name: string): RefundOutcome => ({ status: 'failed', failure: `${name} is not configured on this server` });

/** PayPal Payments v2: the capture is refunded by the exact amount, under the refund's own request id. */
function paypalRefunds(ctx: AppContext): PaymentProvider {
  return {
    async refund(payment, refund) {
      const gateway = ctx.payments.paypal;
      if (!gateway) return unavailable('PayPal');
      if (!payment.providerPaymentId) return { status: 'failed', failure: 'The payment has no PayPal capture id' };
      try {
        const answer = await gateway.client.refundCapture(payment.providerPaymentId, {
          amount: { currency_code: refund.currency, value: formatMinorUnits(refund.providerAmountMinor) },
          requestId: `am-refund-${refund.id}`,
          invoiceId: `refund-${refund.id}`,
        });
        if (answer.status === 'COMPLETED') return { status: 'succeeded', providerRefundId: answer.id };
        if (answer.status === 'PENDING') return { status: 'processing', providerRefundId: answer.id };
        return { status: 'failed', failure: `PayPal answered ${answer.status}` };
      } catch (error) {
        return { status: 'failed', failure: failureOf(error) };
      }
    },
    async refundStatus(refund) {
      const gateway = ctx.payments.paypal;
      if (!gateway) return unavailable('PayPal');
      const answer = await gateway.client.getRefund(refund.providerRefundId);
      if (answer.status === 'COMPLETED') return { status: 'succeeded', providerRefundId: answer.id };
      if (answer.status === 'PENDING') return { status: 'processing', providerRefundId: answer.id };
      return {
        status: 'failed',
        failure: `PayPal answered ${answer.status}${answer.status_details?.reason ? ` (${answer.status_details.reason})` : ''}`,
      };
    },
  };
}

/** PayU's cancel_refund_transaction: accepted means PayU has queued the refund to the buyer's bank. */
function payuRefunds(ctx: AppContext): PaymentProvider {
  return {
    async refund(payment, refund) {
      const gateway = ctx.payments.payu;
      if (!gateway) return unavailable('PayU');
      if (!payment.providerPaymentId) return { status: 'failed', failure: 'The payment has no PayU mihpayid' };
      try {
        const answer = await gateway.client.refund(
          payment.providerPaymentId,
          payuRefundToken(refund.id),
          formatMinorUnits(refund.providerAmountMinor),
        );
        if (answer.status === 1) return { status: 'succeeded', providerRefundId: answer.request_id };
        return { status: 'failed', failure: `PayU refused the refund: ${answer.msg}` };
      } catch (error) {
        return { status: 'failed', failure: failureOf(error) };
      }
    },
  };
}

/** PayU takes at most 23 characters; the refund id's first 22 hex digits are unique enough and stable for retries. */
export function payuRefundToken(refundId: string): string {
  return `R${refundId.replace(/-/g, '').slice(0, 22)}`;
}

/** Money received by bank transfer goes back by bank transfer: an admin sends it and records its reference. */
const bankTransferRefunds: PaymentProvider = {
  async refund() {
    return { status: 'manual' };
  },
};

function failureOf(error: unknown): string {
  if (error instanceof PayPalError) return `PayPal refused the refund (${error.issue ?? error.status})`;
  if (error instanceof PayUError) return `PayU answered ${error.status}`;
  if (error instanceof Error) return `The provider could not be reached: ${error.message}`;
  return 'The provider could not be reached';
}
