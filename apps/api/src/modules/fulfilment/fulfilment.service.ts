import { FulfilmentMessages } from '@art-market/domain/copy';
import { canMoveVendorOrderStatus, OrderStatus, type OrderStatusCode, statusMoveRefusal } from '@art-market/domain/rules';
import type { OrderStatusAnswer, OrderTracking, TrackingInput, VendorOrder } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { type AfterCommit, withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { issueCertificatesForDelivery } from '#api/modules/certificates/certificates.ts';
import { findRefundedCents, recordDelivered } from '#api/modules/ledger/ledger.service.ts';
import {
  advanceVendorOrder,
  cancelVendorOrders,
  deliverVendorOrder,
  findOrder,
  findPaidVendorOrder,
  findPaidVendorOrders,
  findVendorOrderItems,
  type PaidVendorOrder,
  recipientOf,
  shipVendorOrder,
  vendorCancelledMail,
  vendorOrderCancelledNotice,
  vendorsOf,
} from '#api/modules/orders/order-life.ts';
import { refundInTransaction } from '#api/modules/orders/refund-grants.ts';
import { netPayableOf } from '#api/modules/payouts/net-payable.service.ts';
import { deliveredMail, shippedMail } from './fulfilment.mails.ts';
import { toVendorOrder } from './vendor-order-view.ts';

/** A vendor's paid orders still owed to collectors: those not shipped yet and those on their way. */
export async function countOpenVendorOrders(db: Database, vendorId: string): Promise<{ unshipped: number; shipped: number }> {
  const statuses = (await findPaidVendorOrders(db, vendorId)).map((row) => row.vendorOrder.status);
  return {
    unshipped: statuses.filter((status) => status === OrderStatus.Pending || status === OrderStatus.Processing).length,
    shipped: statuses.filter((status) => status === OrderStatus.Shipped).length,
  };
}

/** The caller's paid vendor orders, newest first, with their items and price breakdown. */
export async function listVendorOrders(ctx: AppContext, vendorId: string): Promise<VendorOrder[]> {
  const rows = await findPaidVendorOrders(ctx.db, vendorId);
  const items = await findVendorOrderItems(
    ctx.db,
    rows.map((row) => row.vendorOrder.id),
  );
  const refunded = await findRefundedCents(
    ctx.db,
    items.map((item) => item.id),
  );
  const own = (vendorOrderId: string) => items.filter((item) => item.vendorOrderId === vendorOrderId);
  const sum = (list: typeof items, pick: (item: (typeof items)[number]) => number) =>
    list.reduce((total, item) => total + pick(item), 0);
  const payable = await netPayableOf(
    ctx.db,
    rows.map((row) => {
      const list = own(row.vendorOrder.id);
      return {
        id: row.vendorOrder.id,
        totalCents: sum(list, (item) => item.totalCents),
        commissionCents: sum(list, (item) => item.commissionCents),
      };
    }),
  );
  return rows.map((row) => toVendorOrder(row, own(row.vendorOrder.id), refunded, payable.get(row.vendorOrder.id)));
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
  return withTransaction(ctx, async (tx, after) => {
    const row = await findOwnPaidVendorOrder(tx, vendorId, vendorOrderId, true);
    assertCanMove(row.vendorOrder.status, OrderStatus.Shipped);
    const { row: saved, changed } = await shipVendorOrder(tx, row, tracking, ctx.now());
    if (changed) {
      const items = await findVendorOrderItems(tx, [saved.vendorOrder.id]);
      await after.mail(shippedMail(ctx, await recipientOf(tx, saved.order), saved, items));
    }
    return trackingOf(saved);
  });
}

/**
 * Moves the delivery status forward (409 otherwise). Delivery goes through `markVendorOrderDelivered`
 * and needs the parcel shipped with a tracking number first; the customer is e-mailed when the parcel
 * ships or arrives, once the change has committed.
 */
export async function changeVendorOrderStatus(
  ctx: AppContext,
  vendorId: string,
  vendorOrderId: string,
  to: OrderStatusCode,
): Promise<OrderStatusAnswer> {
  const saved = await withTransaction(ctx, async (tx, after) => {
    const row = await findOwnPaidVendorOrder(tx, vendorId, vendorOrderId, true);
    assertCanMove(row.vendorOrder.status, to);
    if (row.vendorOrder.status === to) return row;
    if (to === OrderStatus.Delivered && !row.vendorOrder.trackingNumber) {
      throw new Conflict(FulfilmentMessages.deliveredNeedsTracking);
    }
    const now = ctx.now();
    if (to === OrderStatus.Cancelled) return cancelByVendor(ctx, tx, after, vendorId, row);
    const moved =
      to === OrderStatus.Delivered ? await markVendorOrderDelivered(tx, row, now) : await advanceVendorOrder(tx, row, to, now);
    // Each delivered artwork gets its certificate of sale with the delivery, once (ADR 0049).
    if (to === OrderStatus.Delivered) await issueCertificatesForDelivery(ctx, tx, after, moved.vendorOrder.id);
    if (to === OrderStatus.Shipped || to === OrderStatus.Delivered) {
      const items = await findVendorOrderItems(tx, [moved.vendorOrder.id]);
      const mail = to === OrderStatus.Shipped ? shippedMail : deliveredMail;
      await after.mail(mail(ctx, await recipientOf(tx, moved.order), moved, items));
    }
    return moved;
  });
  return { orderId: saved.vendorOrder.id, status: saved.vendorOrder.status, parentOrderStatus: saved.order.status };
}

/**
 * The vendor cannot send a paid order and cancels it before shipping: that vendor order's part is
 * refunded through the provider the buyer paid with (after the commit), its artworks go back on sale,
 * and the buyer and the vendor are told.
 */
async function cancelByVendor(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  vendorId: string,
  row: PaidVendorOrder,
): Promise<PaidVendorOrder> {
  await cancelUnshippedPart(ctx, tx, after, row, {
    kind: 'vendor_cancellation',
    idempotencyKey: `vendor-cancel:${row.vendorOrder.id}`,
    reason: 'Cancelled by the artist before shipping',
    requestedBy: `vendor:${vendorId}`,
  });
  return findOwnPaidVendorOrder(tx, vendorId, row.vendorOrder.id);
}

/**
 * One vendor's part of a paid order that will not ship, cancelled in the caller's transaction: the
 * part is refunded in full (paid back after the commit), its artworks go back on sale, and the buyer
 * and the vendor are told.
 */
export async function cancelUnshippedPart(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  row: PaidVendorOrder,
  grant: { kind: 'vendor_cancellation'; idempotencyKey: string; reason: string; requestedBy: string },
): Promise<void> {
  const order = await findOrder(tx, row.order.id, { lock: true });
  if (!order) throw new NotFound(FulfilmentMessages.orderNotFound);
  const { view } = await refundInTransaction(ctx, tx, after, { order, ...grant, scope: { vendorOrderId: row.vendorOrder.id } });
  await cancelVendorOrders(tx, order, [row.vendorOrder.id], ctx.now());
  await after.publish({ type: 'vendor-order.cancelled', vendorOrderId: row.vendorOrder.id });
  await after.mail(vendorCancelledMail(ctx, await recipientOf(tx, order), order, view));
  const vendor = (await vendorsOf(tx, order.id)).find((candidate) => candidate.vendorOrderId === row.vendorOrder.id);
  if (vendor) await after.mail(vendorOrderCancelledNotice(ctx, vendor.email, vendor.number, false));
}

/** A vendor's paid orders not yet delivered nor cancelled, locked: what stands in the way of closing it. */
export async function lockOpenVendorOrders(tx: Database, vendorId: string): Promise<PaidVendorOrder[]> {
  const rows = await findPaidVendorOrders(tx, vendorId);
  const open = rows.filter((row) => OPEN_VENDOR_ORDER.includes(row.vendorOrder.status as OrderStatusCode));
  const locked: PaidVendorOrder[] = [];
  for (const row of open) {
    const fresh = await findPaidVendorOrder(tx, vendorId, row.vendorOrder.id, { lock: true });
    if (fresh && OPEN_VENDOR_ORDER.includes(fresh.vendorOrder.status as OrderStatusCode)) locked.push(fresh);
  }
  return locked;
}

const OPEN_VENDOR_ORDER: readonly OrderStatusCode[] = [OrderStatus.Pending, OrderStatus.Processing, OrderStatus.Shipped];

/**
 * The parcel arrived: the vendor order becomes Delivered, inside the caller's transaction (locked
 * row, forward move already checked). Delivery is when the vendor's earnings become payable.
 */
export async function markVendorOrderDelivered(tx: Database, row: PaidVendorOrder, now: Date): Promise<PaidVendorOrder> {
  const delivered = await deliverVendorOrder(tx, row, now);
  await recordDelivered(tx, row.vendorOrder.id, now);
  return delivered;
}
