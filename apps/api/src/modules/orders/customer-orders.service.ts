import { CustomerDashboardMessages } from '@art-market/domain/copy';
import {
  CANCELLATION_WINDOW_MS,
  cancellationRefusal,
  firstDeliveryOf,
  type OrderStatusCode,
  type PaymentStatusCode,
  RETURN_REQUEST_WINDOW_MS,
  type ReturnStatus,
  returnRefund,
  toDollars,
} from '@art-market/domain/rules';
import type { DashboardOrder } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { findHistoryOrders, findOrdersTracking, type VendorTracking } from './customer-orders.repository.ts';
import { findCustomerOrder, findOrderItems, type OrderItemRow, type OrderRow } from './orders.repository.ts';
import { payuChargeOf } from './payments-port.ts';
import { toRefundViews } from './refund-view.ts';
import { findOrderRefunds } from './refunds.repository.ts';
import { findReturnableItemsOf } from './returns.repository.ts';

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
  const [items, tracking, refunds, returnable, approved, attempts] = await Promise.all([
    findOrderItems(ctx.db, ids),
    findOrdersTracking(ctx.db, ids),
    findOrderRefunds(ctx.db, ids).then(async (rows) => ({ rows, views: await toRefundViews(ctx, ctx.db, rows) })),
    findReturnableItemsOf(ctx.db, ids),
    ctx.paymentsPort.findApprovedPayPalOrders(ctx, rows),
    ctx.paymentsPort.findOrdersPayments(ctx.db, ids),
  ]);
  const now = ctx.now();
  return rows.map((row) => ({
    ...toDashboardOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      tracking.filter((entry) => entry.orderId === row.id),
    ),
    ...afterSaleOf(
      row,
      tracking.filter((entry) => entry.orderId === row.id),
      returnable.filter((item) => item.orderId === row.id),
      now,
    ),
    refunds: refunds.views.filter((_, index) => refunds.rows[index]?.orderId === row.id),
    payuCharge: payuChargeOf(attempts.filter((attempt) => attempt.orderId === row.id)),
    paymentToComplete: approved.has(row.id) ? { payPalOrderId: approved.get(row.id) as string } : null,
  }));
}

/**
 * What the collector may still do with an order: cancel it until when (domain `cancellationRefusal`),
 * return its delivered artworks until when, and for how much (domain `returnRefund`).
 */
function afterSaleOf(
  order: OrderRow,
  tracking: VendorTracking[],
  returnable: Awaited<ReturnType<typeof findReturnableItemsOf>>,
  now: Date,
) {
  const refusal = cancellationRefusal(
    {
      status: order.status as OrderStatusCode,
      paymentStatus: order.paymentStatus as PaymentStatusCode,
      paidAt: order.paidAt,
      vendorStatuses: tracking.map((entry) => entry.status as OrderStatusCode),
    },
    now,
  );
  const open = returnable.filter((item) => item.deliveredAt && item.returnId === null);
  const firstDelivery = firstDeliveryOf(open);
  const returnableUntil =
    firstDelivery && now.getTime() - firstDelivery.getTime() <= RETURN_REQUEST_WINDOW_MS
      ? new Date(firstDelivery.getTime() + RETURN_REQUEST_WINDOW_MS)
      : null;
  const claim = { reason: 'changed_mind' as const, deliveredAt: firstDelivery ?? now, requestedAt: now, photoCount: 0 };
  const withFee = returnRefund(open, claim);
  const inFull = returnRefund(open, { ...claim, reason: 'damaged', photoCount: 1 });
  return {
    paidAt: order.paidAt?.toISOString() ?? null,
    cancellableUntil: refusal || !order.paidAt ? null : new Date(order.paidAt.getTime() + CANCELLATION_WINDOW_MS).toISOString(),
    returnableUntil: returnableUntil?.toISOString() ?? null,
    returnQuote: returnableUntil
      ? {
          refund: toDollars(withFee.refundCents),
          restockingFee: toDollars(withFee.restockingFeeCents),
          fullRefund: toDollars(inFull.refundCents),
        }
      : null,
    refundedAmount: toDollars(order.refundedCents),
    returnStatus: returnStatusOf(returnable),
  };
}

/** The order's return the collector is following: one waiting for a decision first, then approved, then received. */
function returnStatusOf(items: { returnStatus: ReturnStatus | null }[]): DashboardOrder['returnStatus'] {
  const statuses = new Set(items.map((item) => item.returnStatus));
  return OPEN_RETURN_ORDER.find((status) => statuses.has(status)) ?? null;
}
const OPEN_RETURN_ORDER = ['requested', 'approved', 'received'] as const;

function toDashboardOrder(
  order: OrderRow,
  items: OrderItemRow[],
  tracking: VendorTracking[],
): Omit<DashboardOrder, keyof ReturnType<typeof afterSaleOf> | 'refunds' | 'payuCharge' | 'paymentToComplete'> {
  // An order split across vendors has one tracking number per parcel: the top-level fields show the first
  // parcel that has one, `shipments` every parcel.
  const tracked = tracking.find((entry) => entry.trackingNumber);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    date: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    subTotal: toDollars(order.subtotalCents - order.discountCents),
    discountAmount: toDollars(order.discountCents),
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
    // Each artwork at the price its page showed, tax included (ADR 0045).
    items: items.map((item) => ({
      name: item.title,
      unitPrice: toDollars(item.priceCents + item.taxCents),
      taxAmount: toDollars(item.taxCents),
      quantity: item.quantity,
      totalPrice: toDollars((item.priceCents + item.taxCents) * item.quantity),
    })),
  };
}
