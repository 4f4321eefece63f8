import { OrderMessages } from '@art-market/domain/copy';
import { PaymentMessages } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { Invalid, NotFound } from '#api/errors.ts';
import { findCustomerOrder } from '#api/modules/orders/order-life.ts';
import { clientKey, ThrottleRules } from '#api/plugins/throttle.ts';
import { applyNotice, confirmAttempt } from '../payment-attempt.service.ts';
import type { Applied } from '../payment-settlement.service.ts';
import { findPaymentByReference } from '../payments.repository.ts';
import { paypalProvider, requirePayPal } from './paypal.provider.ts';
import { isTransmissionHandled, rememberTransmission } from './paypal-webhook.repository.ts';
import { isPayPalCertificate, signatureHeadersOf } from './paypal-webhook-headers.ts';

export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'NOT_APPROVED';

/** The capture's answer as the return page reads it; money taken but refunded as due still went through PayPal. */
const CAPTURE_OUTCOME_OF: Record<Applied, CaptureOutcome> = {
  paid: 'COMPLETED',
  'refund-due': 'COMPLETED',
  processing: 'PENDING',
  failed: 'DECLINED',
  pending: 'NOT_APPROVED',
  open: 'NOT_APPROVED',
};

/** The buyer came back from PayPal: capture once, for the caller's own order only. */
export async function capturePayPalPayment(ctx: AppContext, customerId: string, orderId: string, payPalOrderId: string) {
  const payment = await findPaymentByReference(ctx.db, 'paypal', payPalOrderId);
  const order = payment ? await findCustomerOrder(ctx.db, customerId, payment.orderId) : undefined;
  if (!payment || !order || order.id !== orderId) throw new NotFound(OrderMessages.orderNotFound);
  return { orderId: order.id, status: CAPTURE_OUTCOME_OF[await confirmAttempt(ctx, payment)] };
}

/**
 * A PayPal webhook, proven genuine, applied as any other news from a provider. Proving it costs a call
 * to PayPal, so a forger must not be able to make us call at will: a delivery without PayPal's
 * well-formed signature headers, or naming a certificate PayPal does not serve, is refused first;
 * a delivery handled before is answered from our own record; and the calls are limited per address.
 */
export async function handlePayPalWebhook(
  ctx: AppContext,
  clientAddress: string,
  headers: Record<string, string>,
  rawBody: string,
): Promise<'applied' | 'ignored'> {
  const gateway = requirePayPal(ctx);
  const signature = signatureHeadersOf(headers);
  if (!signature) throw new Invalid(PaymentMessages.webhookUnsigned);
  if (!isPayPalCertificate(signature['paypal-cert-url'], gateway.certOrigins)) {
    throw new Invalid(PaymentMessages.webhookUnsigned);
  }
  const transmissionId = signature['paypal-transmission-id'];
  if (await isTransmissionHandled(ctx.db, transmissionId)) return 'ignored';
  await ctx.throttle.take([[`paypal-webhook:${clientKey(clientAddress)}`, ThrottleRules.paypalWebhooksPerIp]]);
  const notice = await paypalProvider(ctx).parseNotification?.({ headers: { ...signature }, body: rawBody });
  const outcome = notice && (await applyNotice(ctx, notice)) !== 'ignored' ? 'applied' : 'ignored';
  await rememberTransmission(ctx.db, transmissionId, ctx.now());
  return outcome;
}
