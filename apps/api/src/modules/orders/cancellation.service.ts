import { CancelMessages, OrderMessages } from '@art-market/domain/copy';
import { cancellationRefusal, type OrderStatusCode, type PaymentStatusCode, toDollars } from '@art-market/domain/rules';
import type { CancelledOrder } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { cancelOrder } from './order-cancel.service.ts';
import { orderCancelledMail, vendorOrderCancelledNotice } from './order-life.mails.ts';
import { findCustomerOrder, findOrder, recipientOf, vendorsOf } from './orders.repository.ts';
import { refundInTransaction } from './refund-grants.ts';
import { lockVendorOrders } from './vendor-orders.repository.ts';

/**
 * The collector cancels a paid order (storefront: within 24 hours of payment, while nothing has
 * shipped). In one transaction: the whole amount paid is refunded (products, tax, shipping) against
 * the attempt that paid, every vendor order is cancelled and its artworks go back on sale; after the
 * commit the provider pays the refund and the collector and the artists are told. A second call
 * finds the order cancelled and refunds nothing.
 */
export async function cancelOrderByCustomer(
  ctx: AppContext,
  customerId: string,
  orderId: string,
  reason: string,
): Promise<CancelledOrder> {
  const owned = isUuid(orderId) ? await findCustomerOrder(ctx.db, customerId, orderId) : undefined;
  if (!owned) throw new NotFound(OrderMessages.orderNotFound);
  return withTransaction(ctx, async (tx, after) => {
    const order = await findOrder(tx, owned.id, { lock: true });
    if (!order) throw new NotFound(OrderMessages.orderNotFound);
    const vendorOrders = await lockVendorOrders(tx, order.id);
    const now = ctx.now();
    const refusal = cancellationRefusal(
      {
        status: order.status as OrderStatusCode,
        paymentStatus: order.paymentStatus as PaymentStatusCode,
        paidAt: order.paidAt,
        vendorStatuses: vendorOrders.map((vendorOrder) => vendorOrder.status as OrderStatusCode),
      },
      now,
    );
    if (refusal) throw new Conflict(refusal);

    const reasonText = reason || 'Cancelled by the collector';
    const { view } = await refundInTransaction(ctx, tx, after, {
      order,
      kind: 'cancellation',
      idempotencyKey: `cancel:${order.id}`,
      reason: reasonText,
      requestedBy: `customer:${customerId}`,
    });
    await cancelOrder(tx, order, reasonText, now);
    await after.publish({ type: 'order.cancelled', orderId: order.id });
    await after.mail(orderCancelledMail(ctx, await recipientOf(tx, order), order, view));
    for (const vendor of await vendorsOf(tx, order.id)) {
      await after.mail(vendorOrderCancelledNotice(ctx, vendor.email, vendor.number, true));
    }
    const cancelled = await findOrder(tx, order.id);
    if (!cancelled) throw new Error(`order ${order.id} vanished`);
    return {
      orderId: cancelled.id,
      status: cancelled.status,
      paymentStatus: cancelled.paymentStatus,
      refundedAmount: toDollars(cancelled.refundedCents),
      refund: view,
      message: CancelMessages.cancelled,
    };
  });
}
