import {
  canMoveVendorOrderStatus,
  FulfilmentMessages,
  OrderStatus,
  type OrderStatusAnswer,
  type OrderStatusCode,
  type OrderTracking,
  parentOrderStatus,
  statusMoveRefusal,
  type TrackingInput,
  type VendorOrder,
} from '@art-market/domain';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { recordDelivered } from '../payouts/ledger.service.ts';
import { isUuid } from '../products/product.repository.ts';
import { sendDeliveredMail, sendShippedMail } from './fulfilment.mails.ts';
import { toVendorOrder } from './vendor-order-view.ts';
import {
  findPaidVendorOrder,
  findPaidVendorOrders,
  findSiblingStatuses,
  findVendorOrderItems,
  type PaidVendorOrder,
  updateOrderStatus,
  updateVendorOrder,
} from './vendor-orders.repository.ts';

/** The caller's paid vendor orders, newest first, with their items and price breakdown. */
export async function listVendorOrders(ctx: AppContext, vendorId: string): Promise<VendorOrder[]> {
  const rows = await findPaidVendorOrders(ctx.db, vendorId);
  const items = await findVendorOrderItems(
    ctx.db,
    rows.map((row) => row.vendorOrder.id),
  );
  return rows.map((row) =>
    toVendorOrder(
      row,
      items.filter((item) => item.vendorOrderId === row.vendorOrder.id),
    ),
  );
}

/** Another vendor's order, an unpaid one or no order at all: the same 404. */
async function findOwnPaidVendorOrder(db: Database, vendorId: string, vendorOrderId: string, lock = false) {
  const found = isUuid(vendorOrderId) ? await findPaidVendorOrder(db, vendorId, vendorOrderId, { lock }) : undefined;
  if (!found) throw new NotFound(FulfilmentMessages.orderNotFound);
  return found;
}

const trackingOf = ({ vendorOrder, order }: PaidVendorOrder): OrderTracking => ({
  orderId: vendorOrder.id,
  trackingNumber: vendorOrder.trackingNumber,
  shippingProvider: vendorOrder.shippingProvider,
  status: vendorOrder.status,
  parentOrderStatus: order.status,
});

export async function getVendorOrderTracking(ctx: AppContext, vendorId: string, vendorOrderId: string): Promise<OrderTracking> {
  return trackingOf(await findOwnPaidVendorOrder(ctx.db, vendorId, vendorOrderId));
}

function assertCanMove(from: number, to: OrderStatusCode): void {
  if (!canMoveVendorOrderStatus(from as OrderStatusCode, to)) throw new Conflict(statusMoveRefusal(from as OrderStatusCode, to));
}

/** The customer order follows its vendor orders (domain `parentOrderStatus`), in the caller's transaction. */
async function recomputeParentStatus(tx: Database, row: PaidVendorOrder, now: Date): Promise<PaidVendorOrder> {
  const status = parentOrderStatus(await findSiblingStatuses(tx, row.order.id));
  if (status !== row.order.status) await updateOrderStatus(tx, row.order.id, status, now);
  return { ...row, order: { ...row.order, status } };
}

/**
 * Saves the parcel's tracking: the vendor order becomes Shipped (a shipped one may correct its
 * tracking; a delivered or cancelled one cannot ship again). The customer is told once it changed.
 */
export async function saveVendorOrderTracking(
  ctx: AppContext,
  vendorId: string,
  vendorOrderId: string,
  tracking: TrackingInput,
): Promise<OrderTracking> {
  const { saved, changed } = await ctx.db.transaction(async (tx) => {
    const row = await findOwnPaidVendorOrder(tx, vendorId, vendorOrderId, true);
    assertCanMove(row.vendorOrder.status, OrderStatus.Shipped);
    const now = ctx.now();
    const { vendorOrder } = row;
    const changed =
      vendorOrder.status !== OrderStatus.Shipped ||
      vendorOrder.trackingNumber !== tracking.trackingNumber ||
      vendorOrder.shippingProvider !== tracking.shippingProvider;
    const values = { ...tracking, status: OrderStatus.Shipped, shippedAt: vendorOrder.shippedAt ?? now, updatedAt: now };
    if (changed) await updateVendorOrder(tx, vendorOrder.id, values);
    const saved = await recomputeParentStatus(tx, { ...row, vendorOrder: { ...vendorOrder, ...values } }, now);
    return { saved, changed };
  });
  if (changed) sendShippedMail(ctx, saved, await findVendorOrderItems(ctx.db, [saved.vendorOrder.id]));
  return trackingOf(saved);
}

/**
 * Moves the delivery status forward (409 otherwise). Delivery goes through `markVendorOrderDelivered`;
 * the customer is e-mailed when the parcel ships or arrives, after the commit.
 */
export async function changeVendorOrderStatus(
  ctx: AppContext,
  vendorId: string,
  vendorOrderId: string,
  to: OrderStatusCode,
): Promise<OrderStatusAnswer> {
  const { saved, moved } = await ctx.db.transaction(async (tx) => {
    const row = await findOwnPaidVendorOrder(tx, vendorId, vendorOrderId, true);
    assertCanMove(row.vendorOrder.status, to);
    if (row.vendorOrder.status === to) return { saved: row, moved: false };
    const now = ctx.now();
    const moved =
      to === OrderStatus.Delivered ? await markVendorOrderDelivered(tx, row, now) : await moveVendorOrder(tx, row, to, now);
    return { saved: await recomputeParentStatus(tx, moved, now), moved: true };
  });
  if (moved && (to === OrderStatus.Shipped || to === OrderStatus.Delivered)) {
    const items = await findVendorOrderItems(ctx.db, [saved.vendorOrder.id]);
    (to === OrderStatus.Shipped ? sendShippedMail : sendDeliveredMail)(ctx, saved, items);
  }
  return { orderId: saved.vendorOrder.id, status: saved.vendorOrder.status, parentOrderStatus: saved.order.status };
}

async function moveVendorOrder(tx: Database, row: PaidVendorOrder, to: OrderStatusCode, now: Date): Promise<PaidVendorOrder> {
  const shippedAt = to === OrderStatus.Shipped ? (row.vendorOrder.shippedAt ?? now) : row.vendorOrder.shippedAt;
  const values = { status: to, shippedAt, updatedAt: now };
  await updateVendorOrder(tx, row.vendorOrder.id, values);
  return { ...row, vendorOrder: { ...row.vendorOrder, ...values } };
}

/**
 * The parcel arrived: the vendor order becomes Delivered, inside the caller's transaction (locked
 * row, forward move already checked). Delivery is when the vendor's earnings become payable.
 */
export async function markVendorOrderDelivered(tx: Database, row: PaidVendorOrder, now: Date): Promise<PaidVendorOrder> {
  const values = { status: OrderStatus.Delivered, shippedAt: row.vendorOrder.shippedAt ?? now, deliveredAt: now, updatedAt: now };
  await updateVendorOrder(tx, row.vendorOrder.id, values);
  await recordDelivered(tx, row.vendorOrder.id, now);
  return { ...row, vendorOrder: { ...row.vendorOrder, ...values } };
}
