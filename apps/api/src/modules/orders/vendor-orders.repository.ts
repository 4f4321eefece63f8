import {
  type OrderStatusCode,
  PaymentStatus,
  type ReturnInspection,
  type ReturnReason,
  type ReturnStatus,
  STATUSES_TO_SHIP,
  statesBefore,
  VENDOR_ORDER_STATUS_MOVES,
} from '@art-market/domain/rules';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { orderItems, orders, products, returnItems, returns, vendorOrders } from '#api/db/schema.ts';

export type VendorOrderRow = typeof vendorOrders.$inferSelect;
/** An order item, with the country its artwork ships from (to notice a shipping option that does not fit). */
export type VendorOrderItemRow = typeof orderItems.$inferSelect & {
  countryOfOrigin: string;
  /** The return that covers the item, if any, and what became of the artwork once back. */
  returned: {
    id: string;
    status: ReturnStatus;
    reason: ReturnReason;
    inspection: ReturnInspection | null;
    requestedAt: Date;
    receivedAt: Date | null;
    inspectedAt: Date | null;
  } | null;
};

/** A vendor order with what it needs of its customer order. */
export interface PaidVendorOrder {
  vendorOrder: VendorOrderRow;
  order: Pick<
    typeof orders.$inferSelect,
    'id' | 'orderNumber' | 'customerId' | 'status' | 'paymentStatus' | 'shippingAddress' | 'paidAt'
  >;
}

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerId: orders.customerId,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  shippingAddress: orders.shippingAddress,
  paidAt: orders.paidAt,
};

// Vendors see an order only once it is paid, and keep seeing it once refunded (a cancellation, a
// return): every query here carries both filters.
const ownPaid = (vendorId: string) =>
  and(eq(vendorOrders.vendorId, vendorId), inArray(orders.paymentStatus, [PaymentStatus.Paid, PaymentStatus.Refunded]));

/** The vendor's paid vendor orders, newest payment first. */
export async function findPaidVendorOrders(db: Database, vendorId: string): Promise<PaidVendorOrder[]> {
  return db
    .select({ vendorOrder: vendorOrders, order: orderColumns })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(ownPaid(vendorId))
    .orderBy(desc(orders.paidAt), desc(vendorOrders.createdAt), desc(vendorOrders.vendorOrderNumber));
}

/**
 * One of the vendor's paid vendor orders. With `lock`, its customer order and then the vendor order
 * are locked for the transaction, in the order every writer takes them (ADR 0031): two vendors of one
 * order recompute its status one after the other, and a collector cancelling at the same moment
 * queues instead of deadlocking.
 */
export async function findPaidVendorOrder(
  db: Database,
  vendorId: string,
  vendorOrderId: string,
  options: { lock?: boolean } = {},
): Promise<PaidVendorOrder | undefined> {
  const query = () =>
    db
      .select({ vendorOrder: vendorOrders, order: orderColumns })
      .from(vendorOrders)
      .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
      .where(and(eq(vendorOrders.id, vendorOrderId), ownPaid(vendorId)));
  const [found] = await query();
  if (!found || !options.lock) return found;
  await db.select({ id: orders.id }).from(orders).where(eq(orders.id, found.order.id)).for('update');
  // Read again under the locks: what the unlocked read saw may have changed while we queued.
  const [row] = await query().for('update', { of: vendorOrders });
  return row;
}

export async function findVendorOrderItems(db: Database, vendorOrderIds: string[]): Promise<VendorOrderItemRow[]> {
  if (vendorOrderIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(orderItems),
      countryOfOrigin: sql<string>`coalesce(${products.countryOfOrigin}, '')`,
      returnId: returns.id,
      returnStatus: returns.status,
      returnReason: returns.reason,
      inspection: returnItems.inspection,
      requestedAt: returns.createdAt,
      receivedAt: returns.receivedAt,
      inspectedAt: returnItems.inspectedAt,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(returnItems, eq(returnItems.orderItemId, orderItems.id))
    .leftJoin(returns, eq(returns.id, returnItems.returnId))
    .where(inArray(orderItems.vendorOrderId, vendorOrderIds))
    .orderBy(asc(orderItems.title))
    .then((rows) =>
      rows.map(({ returnId, returnStatus, returnReason, inspection, requestedAt, receivedAt, inspectedAt, ...item }) => ({
        ...item,
        returned:
          returnId && returnStatus && returnReason && requestedAt
            ? { id: returnId, status: returnStatus, reason: returnReason, inspection, requestedAt, receivedAt, inspectedAt }
            : null,
      })),
    );
}

export async function updateVendorOrder(
  db: Database,
  vendorOrderId: string,
  values: Partial<
    Pick<VendorOrderRow, 'status' | 'trackingNumber' | 'shippingProvider' | 'shippedAt' | 'deliveredAt' | 'updatedAt'>
  >,
): Promise<void> {
  await db.update(vendorOrders).set(values).where(eq(vendorOrders.id, vendorOrderId));
}

/** The statuses of every vendor order of a customer order. */
export async function findSiblingStatuses(db: Database, orderId: string): Promise<OrderStatusCode[]> {
  const rows = await db.select({ status: vendorOrders.status }).from(vendorOrders).where(eq(vendorOrders.orderId, orderId));
  return rows.map((row) => row.status as OrderStatusCode);
}

export async function updateOrderStatus(db: Database, orderId: string, status: OrderStatusCode, now: Date): Promise<void> {
  await db.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, orderId));
}

/** Paid vendor orders still waiting to be sent (neither shipped, delivered nor cancelled). */
export async function countOrdersToShip(db: Database, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(
      and(
        eq(vendorOrders.vendorId, vendorId),
        eq(orders.paymentStatus, PaymentStatus.Paid),
        inArray(vendorOrders.status, [...STATUSES_TO_SHIP]),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Moves vendor orders along the domain's table (`VENDOR_ORDER_STATUS_MOVES`), guarded in SQL.
 * Answers the ids that moved.
 */
export async function moveVendorOrdersStatus(
  db: Database,
  vendorOrderIds: string[],
  to: OrderStatusCode,
  values: Partial<Pick<VendorOrderRow, 'cancelledAt' | 'shippedAt' | 'deliveredAt' | 'updatedAt'>>,
): Promise<string[]> {
  if (vendorOrderIds.length === 0) return [];
  const moved = await db
    .update(vendorOrders)
    .set({ ...values, status: to })
    .where(
      and(inArray(vendorOrders.id, vendorOrderIds), inArray(vendorOrders.status, statesBefore(VENDOR_ORDER_STATUS_MOVES, to))),
    )
    .returning({ id: vendorOrders.id });
  return moved.map((row) => row.id);
}

/** An order's vendor orders, locked for the rest of the transaction. */
export async function lockVendorOrders(db: Database, orderId: string): Promise<VendorOrderRow[]> {
  return db.select().from(vendorOrders).where(eq(vendorOrders.orderId, orderId)).orderBy(asc(vendorOrders.id)).for('update');
}
