import { CustomerDashboardMessages, type DashboardOrder, toDollars } from '@art-market/domain';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { findCustomerOrder, findOrderItems, type OrderItemRow, type OrderRow } from '../checkout/orders.repository.ts';
import { isUuid } from '../products/product.repository.ts';
import { findHistoryOrders, findOrdersTracking, type VendorTracking } from './customer-orders.repository.ts';

/** One page of the caller's order history, newest first (see findHistoryOrders for what is listed). */
export async function listCustomerOrders(
  ctx: AppContext,
  customerId: string,
  page: { page: number; pageSize: number },
): Promise<DashboardOrder[]> {
  const rows = await findHistoryOrders(ctx.db, customerId, {
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return toDashboardOrders(ctx, rows);
}

/** One of the caller's orders; another customer's (or no) order answers 404. */
export async function getCustomerDashboardOrder(ctx: AppContext, customerId: string, orderId: string): Promise<DashboardOrder> {
  const order = isUuid(orderId) ? await findCustomerOrder(ctx.db, customerId, orderId) : undefined;
  if (!order) throw new NotFound(CustomerDashboardMessages.orderNotFound);
  const [view] = await toDashboardOrders(ctx, [order]);
  if (!view) throw new NotFound(CustomerDashboardMessages.orderNotFound);
  return view;
}

async function toDashboardOrders(ctx: AppContext, rows: OrderRow[]): Promise<DashboardOrder[]> {
  const ids = rows.map((row) => row.id);
  const [items, tracking] = await Promise.all([findOrderItems(ctx.db, ids), findOrdersTracking(ctx.db, ids)]);
  return rows.map((row) =>
    toDashboardOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      tracking.filter((entry) => entry.orderId === row.id),
    ),
  );
}

function toDashboardOrder(order: OrderRow, items: OrderItemRow[], tracking: VendorTracking[]): DashboardOrder {
  // An order split across vendors has one tracking number per parcel: the top-level fields show the first
  // parcel that has one, `shipments` every parcel.
  const tracked = tracking.find((entry) => entry.trackingNumber);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    date: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    subTotal: toDollars(order.subtotalCents - order.discountCents),
    taxAmount: toDollars(order.taxCents),
    shippingAmount: toDollars(order.shippingCents),
    totalAmount: toDollars(order.totalCents),
    trackingNumber: tracked?.trackingNumber ?? null,
    shippingProvider: tracked?.shippingProvider ?? null,
    shipments: tracking.map(({ vendorOrderNumber, status, trackingNumber, shippingProvider }) => ({
      vendorOrderNumber,
      status,
      trackingNumber,
      shippingProvider,
    })),
    items: items.map((item) => ({
      name: item.title,
      unitPrice: toDollars(item.priceCents),
      quantity: item.quantity,
      totalPrice: toDollars(item.priceCents * item.quantity),
    })),
  };
}
