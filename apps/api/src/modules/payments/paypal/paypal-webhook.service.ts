import { parseMinorUnits } from '@art-market/domain';
import type { AppContext } from '../../../context.ts';
import { Invalid } from '../../../errors.ts';
import { findPaymentByProviderPaymentId, findPaymentByReference } from '../payments.repository.ts';
import { type ProviderRefund, recordChargeback, recordRefundAtProvider } from '../provider-refunds.service.ts';
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
  const payment = await findEventPayment(ctx, event);
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
      await recordRefundAtProvider(ctx, payment, event, refundOf(event));
      return 'applied';
    case 'PAYMENT.CAPTURE.REVERSED':
      await recordChargeback(ctx, payment, event, refundOf(event));
      return 'applied';
    default:
      return 'ignored';
  }
}

/**
 * A refund event's resource: PayPal's refund id, what this refund gave back (not the capture's total),
 * and our refund's id when we asked for it (sent as its invoice_id).
 */
function refundOf(event: PayPalWebhookEvent): ProviderRefund {
  const resource = event.resource as {
    id?: unknown;
    invoice_id?: unknown;
    amount?: { value?: unknown; currency_code?: unknown };
  };
  const cents = typeof resource.amount?.value === 'string' ? parseMinorUnits(resource.amount.value) : undefined;
  if (typeof resource.id !== 'string' || cents === undefined || resource.amount?.currency_code !== 'USD') {
    throw new Invalid('The refund event has no refund id or USD amount');
  }
  const ours = typeof resource.invoice_id === 'string' ? /^refund-([0-9a-f-]{36})$/.exec(resource.invoice_id)?.[1] : undefined;
  return { id: resource.id, amountCents: cents, ourRefundId: ours };
}

/**
 * The attempt an event is about. A refund's resource is the refund, whose `up` link is the capture it
 * came from (refunds carry no order id); capture events name the PayPal order in supplementary data;
 * order events are the order.
 */
async function findEventPayment(ctx: AppContext, event: PayPalWebhookEvent) {
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED' || event.event_type === 'PAYMENT.CAPTURE.REVERSED') {
    const links = (event.resource.links ?? []) as { rel?: unknown; href?: unknown }[];
    const up = links.find((link) => link.rel === 'up' && typeof link.href === 'string')?.href as string | undefined;
    const captureId = up ? /\/v2\/payments\/captures\/([^/?#]+)/.exec(up)?.[1] : undefined;
    return captureId ? findPaymentByProviderPaymentId(ctx.db, 'paypal', decodeURIComponent(captureId)) : undefined;
  }
  const payPalOrderId = payPalOrderIdOf(event);
  return payPalOrderId ? findPaymentByReference(ctx.db, 'paypal', payPalOrderId) : undefined;
}

/** Capture events name the PayPal order in supplementary data; order events are the order. */
function payPalOrderIdOf(event: PayPalWebhookEvent): string | undefined {
  if (event.event_type.startsWith('CHECKOUT.ORDER')) return typeof event.resource.id === 'string' ? event.resource.id : undefined;
  const related = (event.resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids;
  return typeof related?.order_id === 'string' ? related.order_id : undefined;
}
