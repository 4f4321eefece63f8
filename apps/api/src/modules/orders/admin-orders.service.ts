import { AdminOrderMessages } from '@art-market/domain/copy';
import { allocateOrderCharges, calendarRangeBounds, PaymentStatus, refundableCents, toDollars } from '@art-market/domain/rules';
import type { AdminOrder, AdminOrderRow, AdminOrdersQuery } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { pageWindow } from '#api/db/page-window.ts';
import { NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { countOrders, findItemsOfOrder, findOrdersPage, findOrderWithCustomer } from './admin-orders.repository.ts';
import { payuChargeOf } from './payments-port.ts';
import { toRefundViews } from './refund-view.ts';
import { findOrderRefunds } from './refunds.repository.ts';

/** A page of every customer's orders, filtered and sorted on the server, with the number of matches. */
export async function listAdminOrders(
  ctx: AppContext,
  query: AdminOrdersQuery,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const filter = { ...calendarRangeBounds(query), status: query.status, paymentStatus: query.paymentStatus };
  const [rows, total] = await Promise.all([
    findOrdersPage(ctx.db, filter, query.sort, pageWindow(query)),
    countOrders(ctx.db, filter),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      customerId: row.customerId,
      customerName: `${row.firstName} ${row.lastName}`,
      customerEmail: row.email,
      itemCount: row.itemCount,
      totalAmount: toDollars(row.totalCents),
      status: row.status,
      paymentStatus: row.paymentStatus,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * One order with its items; the order's tax, shipping and discount are shared out over the items in
 * proportion to their prices (the spec's details modal), so the item totals add up to the order total.
 * Orders keep one address: it serves as billing address too.
 */
export async function getAdminOrder(ctx: AppContext, orderId: string): Promise<AdminOrder> {
  const found = isUuid(orderId) ? await findOrderWithCustomer(ctx.db, orderId) : undefined;
  if (!found) throw new NotFound(AdminOrderMessages.orderNotFound);
  const { order } = found;
  const [items, refunds, attempts] = await Promise.all([
    findItemsOfOrder(ctx.db, order.id),
    findOrderRefunds(ctx.db, [order.id]),
    ctx.paymentsPort.findOrderPayments(ctx.db, order.id),
  ]);
  const allocated = allocateOrderCharges(
    items.map((item) => ({ unitPriceCents: item.priceCents, quantity: item.quantity })),
    { discountCents: order.discountCents, taxCents: order.taxCents, shippingCents: order.shippingCents },
  );
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    customerName: `${found.firstName} ${found.lastName}`,
    customerEmail: found.email,
    orderItems: items.map((item, index) => {
      const share = allocated[index];
      return {
        id: item.id,
        productId: item.productId,
        productTitle: item.title,
        quantity: item.quantity,
        unitPrice: toDollars(item.priceCents),
        discountAmount: toDollars(share?.discountCents ?? 0),
        taxAmount: toDollars(share?.taxCents ?? 0),
        shippingAmount: toDollars(share?.shippingCents ?? 0),
        itemTotal: toDollars(share?.totalCents ?? 0),
      };
    }),
    subtotalAmount: toDollars(order.subtotalCents),
    discountAmount: toDollars(order.discountCents),
    taxAmount: toDollars(order.taxCents),
    shippingAmount: toDollars(order.shippingCents),
    totalAmount: toDollars(order.totalCents),
    billingAddress: order.shippingAddress,
    shippingAddress: order.shippingAddress,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    createdAt: order.createdAt.toISOString(),
    refundedAmount: toDollars(order.refundedCents),
    refundableAmount:
      order.paymentStatus === PaymentStatus.Paid ? toDollars(refundableCents(order.totalCents, order.refundedCents)) : 0,
    chargebackAt: order.chargebackAt?.toISOString() ?? null,
    refunds: await toRefundViews(ctx, ctx.db, refunds),
    payuCharge: payuChargeOf(attempts),
  };
}
