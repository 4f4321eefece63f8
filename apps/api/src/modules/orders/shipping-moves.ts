import { OrderStatus, type OrderStatusCode } from '@art-market/domain/rules';
import type { Database } from '#api/db/client.ts';
import { recomputeParentStatus } from './order-cancel.service.ts';
import { type PaidVendorOrder, updateVendorOrder } from './vendor-orders.repository.ts';

// What fulfilment may do to a vendor's part of an order, each move named for what happened to the parcel
// (ADR 0052). Fulfilment checks the move is allowed (`canMoveVendorOrderStatus`) on the locked row first; every
// move then lets the customer order follow its parts, and answers the row as it now stands.

/**
 * The parcel has its tracking: the part is Shipped (first shipped when it first got one). A shipped part may
 * correct its tracking; `changed` says whether anything the collector sees changed.
 */
export async function shipVendorOrder(
  tx: Database,
  row: PaidVendorOrder,
  tracking: { trackingNumber: string; shippingProvider: string },
  now: Date,
): Promise<{ row: PaidVendorOrder; changed: boolean }> {
  const { vendorOrder } = row;
  const changed =
    vendorOrder.status !== OrderStatus.Shipped ||
    vendorOrder.trackingNumber !== tracking.trackingNumber ||
    vendorOrder.shippingProvider !== tracking.shippingProvider;
  const values = { ...tracking, status: OrderStatus.Shipped, shippedAt: vendorOrder.shippedAt ?? now, updatedAt: now };
  if (changed) await updateVendorOrder(tx, vendorOrder.id, values);
  return { row: await withParentStatus(tx, { ...row, vendorOrder: { ...vendorOrder, ...values } }, now), changed };
}

/** The part moves on, short of delivery (`deliverVendorOrder`): Shipped keeps the first time it shipped. */
export async function advanceVendorOrder(
  tx: Database,
  row: PaidVendorOrder,
  to: OrderStatusCode,
  now: Date,
): Promise<PaidVendorOrder> {
  const shippedAt = to === OrderStatus.Shipped ? (row.vendorOrder.shippedAt ?? now) : row.vendorOrder.shippedAt;
  return moveTo(tx, row, { status: to, shippedAt, updatedAt: now }, now);
}

/** The parcel arrived: the part is Delivered (and shipped, if it never said so). */
export async function deliverVendorOrder(tx: Database, row: PaidVendorOrder, now: Date): Promise<PaidVendorOrder> {
  const values = { status: OrderStatus.Delivered, shippedAt: row.vendorOrder.shippedAt ?? now, deliveredAt: now, updatedAt: now };
  return moveTo(tx, row, values, now);
}

async function moveTo(
  tx: Database,
  row: PaidVendorOrder,
  values: { status: OrderStatusCode; shippedAt: Date | null; deliveredAt?: Date; updatedAt: Date },
  now: Date,
): Promise<PaidVendorOrder> {
  await updateVendorOrder(tx, row.vendorOrder.id, values);
  return withParentStatus(tx, { ...row, vendorOrder: { ...row.vendorOrder, ...values } }, now);
}

async function withParentStatus(tx: Database, row: PaidVendorOrder, now: Date): Promise<PaidVendorOrder> {
  const status = await recomputeParentStatus(tx, row.order, now);
  return { ...row, order: { ...row.order, status } };
}
