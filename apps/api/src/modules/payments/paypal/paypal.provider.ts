import { formatMinorUnits, PaymentMessages, parseMinorUnits } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { Invalid, NotFound, ProviderUnavailable } from '#api/errors.ts';
import type { OrderItemRow, OrderRow, RefundOutcome } from '#api/modules/orders/order-life.ts';
import type { PaymentProvider, ProviderNotice, ProviderRefund, ProviderReport, StartRequest } from '../payment-provider.ts';
import type { PayPalGateway } from '../payment-providers.ts';
import { findPaymentByProviderPaymentId, findPaymentByReference, type PaymentRow } from '../payments.repository.ts';
import { PayPalError } from './paypal.client.ts';
import { approvalLinkOf, firstCaptureOf, type PayPalOrder, type PayPalWebhookEvent } from './paypal.types.ts';

export interface PayPalStarted {
  payPalOrderId: string;
  approvalUrl: string;
}

export function requirePayPal(ctx: AppContext): PayPalGateway {
  if (!ctx.payments.paypal) throw new NotFound(PaymentMessages.paypalUnavailable);
  return ctx.payments.paypal;
}

/**
 * PayPal Orders v2 and Payments v2: the buyer approves an order on PayPal's page and we capture it;
 * webhooks are verified by PayPal's own verify-webhook-signature call.
 */
export function paypalProvider(ctx: AppContext): PaymentProvider<void, PayPalStarted> {
  return {
    name: 'paypal',
    holdKind: 'online',
    assertOffered: () => void requirePayPal(ctx),

    /** The request id comes from the order and its amount, so a retry creates nothing new at PayPal. */
    async open({ order, items, returnOrigin }: StartRequest<void>) {
      const gateway = requirePayPal(ctx);
      const created = await gateway.client
        .createOrder(orderRequest(order, items, returnOrigin), `am-create-${order.id}-${order.totalCents}`)
        .catch((error: unknown) => {
          throw new ProviderUnavailable(
            `Failed to create PayPal order${error instanceof PayPalError ? ` (${error.issue ?? error.status})` : ''}`,
          );
        });
      const approvalUrl = approvalLinkOf(created);
      if (!approvalUrl) throw new ProviderUnavailable('No PayPal order ID received');
      return {
        providerReference: created.id,
        amountMinor: order.totalCents,
        currency: 'USD',
        evidence: { kind: 'create', body: created },
        answer: { payPalOrderId: created.id, approvalUrl },
      };
    },

    /** Captures under the attempt's own request id: a repeated capture is answered, never taken twice. */
    async capture(payment) {
      const gateway = requirePayPal(ctx);
      try {
        const captured = await gateway.client.captureOrder(payment.providerReference, `am-capture-${payment.id}`);
        return reportOf(payment, captured, 'capture');
      } catch (error) {
        if (!(error instanceof PayPalError)) throw unavailable(error);
        if (error.issue === 'ORDER_ALREADY_CAPTURED') return this.reconcile(payment);
        const evidence = { kind: 'capture', body: error.body };
        if (error.issue === 'INSTRUMENT_DECLINED') return { verdict: { status: 'failed' }, evidence };
        if (error.issue === 'ORDER_NOT_APPROVED' || error.issue === 'PAYER_ACTION_REQUIRED') {
          return { verdict: { status: 'open' }, evidence };
        }
        throw new ProviderUnavailable('Payment verification failed');
      }
    },

    /** PayPal's order as it stands; an order PayPal does not know (404) will never take money. */
    async reconcile(payment) {
      const gateway = requirePayPal(ctx);
      try {
        return reportOf(payment, await gateway.client.getOrder(payment.providerReference), 'reconcile');
      } catch (error) {
        if (error instanceof PayPalError && error.status === 404) {
          return { verdict: { status: 'cancelled' }, evidence: { kind: 'reconcile', body: error.body } };
        }
        throw unavailable(error);
      }
    },

    /**
     * A webhook: verified through PayPal's verify-webhook-signature call first, so a forged one changes
     * nothing; then what it is about is read from PayPal itself (the order as it stands), so a buyer
     * who closed the tab after paying still gets a paid order.
     */
    async parseNotification({ headers, body }) {
      const gateway = requirePayPal(ctx);
      if (!gateway.webhookId) throw new Invalid('PayPal webhooks are not configured (PAYPAL_WEBHOOK_ID)');
      const rawBody = String(body ?? '');
      const verified = await gateway.client.verifyWebhookSignature(headers, rawBody, gateway.webhookId).catch(() => false);
      if (!verified) throw new Invalid('The webhook signature could not be verified');
      const event = JSON.parse(rawBody) as PayPalWebhookEvent;
      const payment = await findEventPayment(ctx, event);
      if (!payment) return { about: 'nothing' };
      return noticeOf(gateway, payment, event);
    },

    /** Payments v2: the capture is refunded by the exact amount, under the refund's own request id. */
    async refund(payment, refund) {
      const gateway = ctx.payments.paypal;
      if (!gateway) return notConfigured();
      if (!payment.providerPaymentId) return { status: 'failed', failure: 'The payment has no PayPal capture id' };
      try {
        const answer = await gateway.client.refundCapture(payment.providerPaymentId, {
          amount: { currency_code: refund.currency, value: formatMinorUnits(refund.providerAmountMinor) },
          requestId: `am-refund-${refund.id}`,
          invoiceId: `refund-${refund.id}`,
        });
        return refundOutcomeOf(answer);
      } catch (error) {
        return { status: 'failed', failure: refundFailureOf(error) };
      }
    },

    async refundStatus(refund) {
      const gateway = ctx.payments.paypal;
      if (!gateway) return notConfigured();
      return refundOutcomeOf(await gateway.client.getRefund(refund.providerRefundId));
    },
  };
}

/** The Orders v2 body: one purchase unit whose breakdown sums exactly to the amount, in USD. */
function orderRequest(order: OrderRow, items: OrderItemRow[], returnOrigin: string) {
  const usd = (cents: number) => ({ currency_code: 'USD', value: formatMinorUnits(cents) });
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: order.orderNumber,
        custom_id: order.id,
        description: `Art Market order ${order.orderNumber}`,
        amount: {
          ...usd(order.totalCents),
          breakdown: {
            item_total: usd(order.subtotalCents),
            tax_total: usd(order.taxCents),
            shipping: usd(order.shippingCents),
            discount: usd(order.discountCents),
          },
        },
        items: items.map((item) => ({
          name: item.title.slice(0, 127),
          unit_amount: usd(item.priceCents),
          tax: usd(item.taxCents),
          quantity: String(item.quantity),
          category: 'PHYSICAL_GOODS',
        })),
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          brand_name: 'Art Market',
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          return_url: `${returnOrigin}/payment/success`,
          cancel_url: `${returnOrigin}/payment/cancel`,
        },
      },
    },
  };
}

/**
 * What a PayPal order says of the attempt. Only a COMPLETED capture of exactly the amount we asked
 * for is paid; a capture PayPal still reviews is processing; any other capture, or a voided order,
 * failed; an approved order waits for our capture.
 */
function reportOf(payment: PaymentRow, order: PayPalOrder, kind: string): ProviderReport {
  const evidence = { kind, body: order };
  const capture = firstCaptureOf(order);
  const amountMatches =
    capture?.amount?.currency_code === payment.currency && capture.amount.value === formatMinorUnits(payment.amountMinor);
  if (order.status === 'COMPLETED' && capture?.status === 'COMPLETED' && amountMatches) {
    return { verdict: { status: 'paid', providerPaymentId: capture.id }, evidence };
  }
  if (capture?.status === 'PENDING') return { verdict: { status: 'processing', providerPaymentId: capture.id }, evidence };
  if (capture || order.status === 'VOIDED') return { verdict: { status: 'failed' }, evidence };
  if (order.status === 'APPROVED') return { verdict: { status: 'approved' }, evidence };
  return { verdict: { status: 'open' }, evidence };
}

async function noticeOf(gateway: PayPalGateway, payment: PaymentRow, event: PayPalWebhookEvent): Promise<ProviderNotice> {
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED':
      return {
        about: 'attempt',
        payment,
        report: { verdict: { status: 'approved' }, evidence: { kind: 'webhook', body: event } },
      };
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING':
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const order = await gateway.client.getOrder(payment.providerReference).catch((error: unknown) => {
        throw unavailable(error);
      });
      return { about: 'attempt', payment, report: reportOf(payment, order, 'webhook') };
    }
    case 'PAYMENT.CAPTURE.REFUNDED':
      return { about: 'refund', payment, refund: refundOf(event), event };
    case 'PAYMENT.CAPTURE.REVERSED':
      return { about: 'chargeback', payment, refund: refundOf(event), event };
    default:
      return { about: 'nothing' };
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

function refundOutcomeOf(answer: { id: string; status: string; status_details?: { reason?: string } }): RefundOutcome {
  if (answer.status === 'COMPLETED') return { status: 'succeeded', providerRefundId: answer.id };
  if (answer.status === 'PENDING') return { status: 'processing', providerRefundId: answer.id };
  const reason = answer.status_details?.reason ? ` (${answer.status_details.reason})` : '';
  return { status: 'failed', failure: `PayPal answered ${answer.status}${reason}` };
}

const notConfigured = (): RefundOutcome => ({ status: 'failed', failure: 'PayPal is not configured on this server' });

function refundFailureOf(error: unknown): string {
  if (error instanceof PayPalError) return `PayPal refused the refund (${error.issue ?? error.status})`;
  if (error instanceof Error) return `The provider could not be reached: ${error.message}`;
  return 'The provider could not be reached';
}

/** PayPal could not answer now (down, or refusing for a reason of its own): a 503, and the sweep asks again. */
function unavailable(error: unknown): Error {
  if (error instanceof PayPalError || error instanceof TypeError) return new ProviderUnavailable('PayPal could not be reached');
  return error as Error;
}
