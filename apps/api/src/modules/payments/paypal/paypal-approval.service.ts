import { OrderStatus, PaymentStatus } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { AppError } from '#api/errors.ts';
import type { OrderRow } from '#api/modules/orders/order-life.ts';
import { APPROVAL_WINDOW_MS } from '../payment-attempt.service.ts';
import { findOrderPayments } from '../payments.repository.ts';
import { paypalProvider } from './paypal.provider.ts';

/**
 * The PayPal orders the buyer approved and we have not captured yet, by our order id: the return
 * page never ran (another origin, a closed tab), so the dashboard offers to complete the payment.
 * PayPal is asked (a read, nothing is taken) only for unpaid orders with an attempt still in its
 * approval window; PayPal not answering just leaves the offer out this time.
 */
export async function findApprovedPayPalOrders(ctx: AppContext, orders: OrderRow[]): Promise<Map<string, string>> {
  const approved = new Map<string, string>();
  if (!ctx.payments.paypal) return approved;
  const since = ctx.now().getTime() - APPROVAL_WINDOW_MS;
  const unpaid = orders.filter((order) => order.paymentStatus === PaymentStatus.Pending && order.status === OrderStatus.Pending);
  for (const order of unpaid) {
    const [latest] = await findOrderPayments(ctx.db, order.id);
    if (latest?.provider !== 'paypal' || latest.status !== 'created' || latest.createdAt.getTime() < since) continue;
    const report = await paypalProvider(ctx)
      .reconcile(latest)
      .catch((error: unknown) => {
        if (error instanceof AppError) return undefined;
        throw error;
      });
    if (report?.verdict.status === 'approved') approved.set(order.id, latest.providerReference);
  }
  return approved;
}
