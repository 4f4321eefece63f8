import { randomUUID } from 'node:crypto';
import { formatMinorUnits, OrderMessages, PaymentMessages, PaymentMethod, PaymentStatus } from '@art-market/domain';
import type { AppContext } from '../../../context.ts';
import { Conflict, NotFound, ProviderUnavailable } from '../../../errors.ts';
import {
  checkArtworksAvailable,
  findCustomerOrder,
  findOrder,
  holdUntilAttemptEnds,
  moveAttemptHolds,
  movePaymentStatus,
  type OrderItemRow,
  type OrderRow,
  releaseAttemptHolds,
} from '../../orders/order-life.ts';
import { assertPayable, holdForOnlinePayment } from '../payable-order.ts';
import type { PayPalGateway } from '../payment-providers.ts';
import { settlePaymentFailed, settlePaymentSucceeded } from '../payment-settlement.service.ts';
import {
  findPaymentByReference,
  insertPaymentOnce,
  moveAttemptStatus,
  type PaymentRow,
  recordPaymentEvent,
} from '../payments.repository.ts';
import { PayPalError } from './paypal.client.ts';
import { approvalLinkOf, firstCaptureOf, type PayPalOrder } from './paypal.types.ts';

export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'NOT_APPROVED';

export function requirePayPal(ctx: AppContext): PayPalGateway {
  if (!ctx.payments.paypal) throw new NotFound(PaymentMessages.paypalUnavailable);
  return ctx.payments.paypal;
}

/**
 * Creates the PayPal order for one of our orders, after holding its artworks. The request id is
 * derived from the order and its amount, so a retry creates nothing new at PayPal.
 */
export async function startPayPalPayment(ctx: AppContext, customerId: string, orderId: string) {
  const gateway = requirePayPal(ctx);
  const attemptId = randomUUID();
  const { order, items } = await holdForOnlinePayment(ctx, customerId, orderId, attemptId);
  const requestId = `am-create-${order.id}-${order.totalCents}`;
  const created = await gateway.client
    .createOrder(payPalOrderRequest(ctx, order, items), requestId)
    .catch(async (error: unknown) => {
      // Nothing was started: what this attempt holds goes back at once.
      await releaseAttemptHolds(ctx.db, attemptId, 'provider_error', ctx.now());
      throw new ProviderUnavailable(
        `Failed to create PayPal order${error instanceof PayPalError ? ` (${error.issue ?? error.status})` : ''}`,
      );
    });
  const approvalUrl = approvalLinkOf(created);
  if (!approvalUrl) throw new ProviderUnavailable('No PayPal order ID received');
  await ctx.db.transaction(async (tx) => {
    const payment = await insertPaymentOnce(tx, {
      id: attemptId,
      orderId: order.id,
      provider: 'paypal',
      providerReference: created.id,
      amountMinor: order.totalCents,
      currency: 'USD',
    });
    // PayPal answered an earlier attempt's order again (same request id): that attempt keeps the holds.
    await moveAttemptHolds(tx, attemptId, payment.id);
    await recordPaymentEvent(tx, payment.id, 'create', created);
  });
  return { payPalOrderId: created.id, approvalUrl };
}

/** The Orders v2 body: one purchase unit whose breakdown sums exactly to the amount, in USD. */
function payPalOrderRequest(ctx: AppContext, order: OrderRow, items: OrderItemRow[]) {
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
          return_url: `${ctx.config.PUBLIC_URL}/payment/success`,
          cancel_url: `${ctx.config.PUBLIC_URL}/payment/cancel`,
        },
      },
    },
  };
}

/** The buyer came back from PayPal: capture once, for the caller's own order only. */
export async function capturePayPalPayment(ctx: AppContext, customerId: string, orderId: string, payPalOrderId: string) {
  const payment = await findPaymentByReference(ctx.db, 'paypal', payPalOrderId);
  const order = payment ? await findCustomerOrder(ctx.db, customerId, payment.orderId) : undefined;
  if (!payment || !order || order.id !== orderId) throw new NotFound(OrderMessages.orderNotFound);
  return { orderId: order.id, status: await captureOnce(ctx, payment) };
}

/**
 * Captures a PayPal payment unless it is settled already (a repeated capture answers the stored
 * result). An artwork sold meanwhile, or held by another buyer after this hold lapsed, refuses the
 * capture before PayPal is called; the settlement checks again under lock.
 */
export async function captureOnce(ctx: AppContext, payment: PaymentRow): Promise<CaptureOutcome> {
  if (payment.status === 'completed') return 'COMPLETED';
  const gateway = requirePayPal(ctx);
  // Captured already, waiting for PayPal to complete it: ask, never capture twice.
  if (payment.status === 'pending') {
    return applyPayPalOrder(ctx, payment, await gateway.client.getOrder(payment.providerReference), 'reconcile');
  }
  await ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, payment.orderId, { lock: true });
    if (!order) throw new NotFound(OrderMessages.orderNotFound);
    assertPayable(order);
    const gone = await checkArtworksAvailable(tx, order.id, ctx.now());
    if (gone) throw new Conflict(gone);
  });
  try {
    const captured = await gateway.client.captureOrder(payment.providerReference, `am-capture-${payment.id}`);
    return await applyPayPalOrder(ctx, payment, captured, 'capture');
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    if (error.issue === 'ORDER_ALREADY_CAPTURED') {
      return applyPayPalOrder(ctx, payment, await gateway.client.getOrder(payment.providerReference), 'reconcile');
    }
    if (error.issue === 'INSTRUMENT_DECLINED') {
      await settlePaymentFailed(ctx, payment.id, { kind: 'capture', body: error.body });
      return 'DECLINED';
    }
    if (error.issue === 'ORDER_NOT_APPROVED' || error.issue === 'PAYER_ACTION_REQUIRED') return 'NOT_APPROVED';
    throw new ProviderUnavailable('Payment verification failed');
  }
}

/**
 * Applies what PayPal says about an order, from a capture, a webhook or the sweep alike. Only a
 * COMPLETED capture of exactly the amount we asked for pays the order.
 */
export async function applyPayPalOrder(
  ctx: AppContext,
  payment: PaymentRow,
  payPalOrder: PayPalOrder,
  kind: string,
): Promise<CaptureOutcome> {
  const capture = firstCaptureOf(payPalOrder);
  const amountMatches =
    capture?.amount?.currency_code === payment.currency && capture.amount.value === formatMinorUnits(payment.amountMinor);
  if (payPalOrder.status === 'COMPLETED' && capture?.status === 'COMPLETED' && amountMatches) {
    await settlePaymentSucceeded(ctx, payment.id, { kind, body: payPalOrder, providerPaymentId: capture.id });
    return 'COMPLETED';
  }
  if (capture?.status === 'PENDING') {
    await ctx.db.transaction(async (tx) => {
      await recordPaymentEvent(tx, payment.id, kind, payPalOrder);
      await moveAttemptStatus(tx, payment.id, 'pending', { providerPaymentId: capture.id, updatedAt: ctx.now() });
      await movePaymentStatus(tx, payment.orderId, PaymentStatus.Processing, {
        paymentMethod: PaymentMethod.PayPal,
        updatedAt: ctx.now(),
      });
      // Money is on its way: the artworks stay held until PayPal completes or denies the capture.
      await holdUntilAttemptEnds(tx, payment.id);
    });
    return 'PENDING';
  }
  if (capture || payPalOrder.status === 'VOIDED') {
    await settlePaymentFailed(ctx, payment.id, { kind, body: payPalOrder });
    return 'DECLINED';
  }
  await recordPaymentEvent(ctx.db, payment.id, kind, payPalOrder);
  return 'NOT_APPROVED';
}
