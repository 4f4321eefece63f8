import { PaymentStatus } from '@art-market/domain';
import type { AppContext } from '../../../context.ts';
import { Invalid } from '../../../errors.ts';
import { movePaymentStatus } from '../../checkout/orders.repository.ts';
import { recordRefunded } from '../../payouts/ledger.service.ts';
import { findPaymentByReference, recordPaymentEvent } from '../payments.repository.ts';
import { applyPayPalOrder, captureOnce, requirePayPal } from './paypal.service.ts';
import type { PayPalWebhookEvent } from './paypal.types.ts';

export type WebhookOutcome = 'applied' | 'ignored';

/**
 * A PayPal webhook: verified through PayPal's verify-webhook-signature call first (a forged one
 * changes nothing), then applied through the same code as the return page, by asking PayPal for
 * the order, so a buyer who closed the tab after paying still gets a paid order.
 */
export async function handlePayPalWebhook(
  ctx: AppContext,
  headers: Record<string, string>,
  rawBody: string,
): Promise<WebhookOutcome> {
  const gateway = requirePayPal(ctx);
  if (!gateway.webhookId) throw new Invalid('PayPal webhooks are not configured (PAYPAL_WEBHOOK_ID)');
  const verified = await gateway.client.verifyWebhookSignature(headers, rawBody, gateway.webhookId).catch(() => false);
  if (!verified) throw new Invalid('The webhook signature could not be verified');

  const event = JSON.parse(rawBody) as PayPalWebhookEvent;
  const payPalOrderId = payPalOrderIdOf(event);
  const payment = payPalOrderId ? await findPaymentByReference(ctx.db, 'paypal', payPalOrderId) : undefined;
  if (!payment) return 'ignored';

  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED':
      await captureOnce(ctx, payment);
      return 'applied';
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING':
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      await applyPayPalOrder(ctx, payment, await gateway.client.getOrder(payment.providerReference), 'webhook');
      return 'applied';
    case 'PAYMENT.CAPTURE.REFUNDED':
      await ctx.db.transaction(async (tx) => {
        await recordPaymentEvent(tx, payment.id, 'webhook', event);
        const refunded = await movePaymentStatus(tx, payment.orderId, PaymentStatus.Refunded, { updatedAt: ctx.now() });
        if (refunded) await recordRefunded(tx, payment.orderId, ctx.now());
      });
      return 'applied';
    default:
      return 'ignored';
  }
}

/** Capture events name the PayPal order in supplementary data; order events are the order. */
function payPalOrderIdOf(event: PayPalWebhookEvent): string | undefined {
  if (event.event_type.startsWith('CHECKOUT.ORDER')) return typeof event.resource.id === 'string' ? event.resource.id : undefined;
  const related = (event.resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids;
  return typeof related?.order_id === 'string' ? related.order_id : undefined;
}
