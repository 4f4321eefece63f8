import { OrderStatus, parentOrderStatus } from '@art-market/domain/rules';
import type { Database } from '#api/db/client.ts';
import { releaseOrderHolds } from './holds.repository.ts';
import { findOrderItems, moveOrderStatus, type OrderRow, putArtworksBackOnSale } from './orders.repository.ts';
import { findSiblingStatuses, moveVendorOrdersStatus, updateOrderStatus } from './vendor-orders.repository.ts';

/**
 * Cancels vendor orders that have not shipped (the table refuses the others), puts their artworks
 * back on sale and lets the customer order follow (`recomputeParentStatus`), in the caller's
 * transaction. Answers the vendor orders that were cancelled now.
 */
export async function cancelVendorOrders(
  tx: Database,
  order: Pick<OrderRow, 'id' | 'status'>,
  vendorOrderIds: string[],
  now: Date,
): Promise<string[]> {
  const cancelled = await moveVendorOrdersStatus(tx, vendorOrderIds, OrderStatus.Cancelled, { cancelledAt: now, updatedAt: now });
  const items = await findOrderItems(tx, [order.id]);
  await putArtworksBackOnSale(
    tx,
    items.filter((item) => cancelled.includes(item.vendorOrderId)).map((item) => item.productId),
    now,
  );
  await recomputeParentStatus(tx, order, now);
  return cancelled;
}

/** The whole order is cancelled: every vendor order that has not shipped, its holds, and the order itself. */
export async function cancelOrder(tx: Database, order: OrderRow, reason: string, now: Date): Promise<void> {
  await moveOrderStatus(tx, order.id, OrderStatus.Cancelled, { cancelledAt: now, cancelReason: reason, updatedAt: now });
  const items = await findOrderItems(tx, [order.id]);
  const vendorOrderIds = [...new Set(items.map((item) => item.vendorOrderId))];
  await cancelVendorOrders(tx, { id: order.id, status: OrderStatus.Cancelled }, vendorOrderIds, now);
  await releaseOrderHolds(tx, order.id, 'cancelled', now);
}

/** The customer order follows its vendor orders (domain `parentOrderStatus`), in the caller's transaction. */
export async function recomputeParentStatus(tx: Database, order: Pick<OrderRow, 'id' | 'status'>, now: Date): Promise<number> {
  const status = parentOrderStatus(await findSiblingStatuses(tx, order.id));
  if (status !== order.status) await updateOrderStatus(tx, order.id, status, now);
  return status;
}
