import { formatMinorUnits, type PayUOutcome } from '@art-market/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { ProviderUnavailable } from '../../../errors.ts';
import { settlePaymentFailed } from '../payment-settlement.service.ts';
import { findPaymentByReference, type PaymentRow, recordPaymentEvent } from '../payments.repository.ts';
import { verifyWithPayU } from './payu.service.ts';
import type { PayUPostback } from './payu.types.ts';
import { additionalChargesOf, hashesMatch, payuResponseHash } from './payu-hash.ts';
import { markPayUPending } from './payu-settlement.service.ts';

/**
 * PayU's browser postback to surl or furl (reference 2.4): anyone can post it, so only a reverse
 * hash that matches OUR amount and key counts, and a success is believed only once verify_payment
 * confirms it. Routed by `status`, not by which URL was hit (reference 4). Answers where the
 * browser goes next.
 */
export async function handlePayUPostback(ctx: AppContext, posted: PayUPostback, log: FastifyBaseLogger): Promise<string> {
  const cancelled = `${ctx.config.PUBLIC_URL}/payment/cancel`;
  const gateway = ctx.payments.payu;
  const txnid = posted.txnid ?? '';
  const payment = gateway && txnid ? await findPaymentByReference(ctx.db, 'payu', txnid) : undefined;
  if (!gateway || !payment || !isGenuine(gateway, payment, posted)) {
    log.warn({ txnid, status: posted.status }, 'PayU postback refused: unknown transaction or hash mismatch');
    return cancelled;
  }

  const status = (posted.status ?? '').toLowerCase();
  const evidence = { kind: 'postback', body: posted };
  let outcome: PayUOutcome | 'unverified';
  if (status === 'success') {
    await recordPaymentEvent(ctx.db, payment.id, evidence.kind, evidence.body);
    outcome = await verifyWithPayU(ctx, payment).catch((error: unknown) => {
      // PayU could not be asked now: nothing is paid; the return page asks again through verify-payment.
      if (!(error instanceof ProviderUnavailable)) throw error;
      log.warn({ txnid }, 'PayU verify_payment unavailable after a success postback');
      return 'unverified' as const;
    });
  } else if (status === 'failure') {
    await settlePaymentFailed(ctx, payment.id, evidence);
    outcome = 'failure';
  } else {
    await markPayUPending(ctx, payment.id, evidence);
    outcome = 'pending';
  }
  if (outcome === 'failure') return `${cancelled}?source=payu`;

  const query = new URLSearchParams({
    source: 'payu',
    txnid,
    mihpayid: posted.mihpayid ?? '',
    status: outcome === 'unverified' ? status : outcome,
    udf1: payment.orderId,
  });
  return `${ctx.config.PUBLIC_URL}/payment/success?${query}`;
}

/** The reverse hash over what PayU posted, but with our stored amount and our key (reference 2.5). */
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
