import { OrderMessages } from '@art-market/domain';
import type { AppContext } from '../../../context.ts';
import { NotFound } from '../../../errors.ts';
import { findCustomerOrder } from '../../orders/order-life.ts';
import { applyNotice, confirmAttempt } from '../payment-attempt.service.ts';
import type { Applied } from '../payment-settlement.service.ts';
import { findPaymentByReference } from '../payments.repository.ts';
import { paypalProvider } from './paypal.provider.ts';

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

/** A PayPal webhook, proven genuine, applied as any other news from a provider. */
export async function handlePayPalWebhook(
  ctx: AppContext,
  headers: Record<string, string>,
  rawBody: string,
): Promise<'applied' | 'ignored'> {
  const notice = await paypalProvider(ctx).parseNotification?.({ headers, body: rawBody });
  if (!notice) return 'ignored';
  return (await applyNotice(ctx, notice)) === 'ignored' ? 'ignored' : 'applied';
}
