import {
  OrderStatus,
  PaymentStatus,
  RETURN_MOVES,
  type ReturnInspection,
  type ReturnStatus,
  statesBefore,
} from '@art-market/domain/rules';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, orderItems, orders, returnItems, returns, vendorOrders, vendors } from '#api/db/schema.ts';

export type ReturnRow = typeof returns.$inferSelect;

/** The items of an order with their vendor order's delivery, and the return that already covers them (and its status). */
export async function findReturnableItems(db: Database, orderId: string) {
  return findReturnableItemsOf(db, [orderId]);
}

/** `findReturnableItems` for several orders at once (the dashboard's list). */
export async function findReturnableItemsOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      title: orderItems.title,
      productId: orderItems.productId,
      vendorOrderId: orderItems.vendorOrderId,
      priceCents: orderItems.priceCents,
      discountCents: orderItems.discountCents,
      taxCents: orderItems.taxCents,
      shippingCents: orderItems.shippingCents,
      vendorOrderStatus: vendorOrders.status,
      deliveredAt: vendorOrders.deliveredAt,
      returnId: returnItems.returnId,
      returnStatus: returns.status,
    })
    .from(orderItems)
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .leftJoin(returnItems, eq(returnItems.orderItemId, orderItems.id))
    .leftJoin(returns, eq(returns.id, returnItems.returnId))
    .where(inArray(orderItems.orderId, orderIds));
}

/** Writes a return with its items; the unique index on the items refuses one that is already being returned. */
export async function insertReturn(
  db: Database,
  values: typeof returns.$inferInsert,
  orderItemIds: readonly string[],
): Promise<ReturnRow> {
  const [row] = await db.insert(returns).values(values).returning();
  if (!row) throw new Error('return insert returned nothing');
  await db.insert(returnItems).values(orderItemIds.map((orderItemId) => ({ returnId: row.id, orderItemId })));
  return row;
}

export async function findReturn(db: Database, returnId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(returns).where(eq(returns.id, returnId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Returns with their order number and customer, newest first: one, a customer's own, or all (filtered by status). */
export async function findReturns(db: Database, filter: { returnId?: string; customerId?: string; status?: ReturnStatus }) {
  return db
    .select({
      return: returns,
      orderNumber: orders.orderNumber,
      customerName: customers.firstName,
      customerLastName: customers.lastName,
      customerEmail: customers.email,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(customers, eq(customers.id, returns.customerId))
    .where(
      and(
        filter.returnId ? eq(returns.id, filter.returnId) : undefined,
        filter.customerId ? eq(returns.customerId, filter.customerId) : undefined,
        filter.status ? eq(returns.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(returns.createdAt));
}

export async function findReturnItems(db: Database, returnIds: string[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      returnId: returnItems.returnId,
      id: orderItems.id,
      title: orderItems.title,
      productId: orderItems.productId,
      inspection: returnItems.inspection,
      vendorId: vendorOrders.vendorId,
      vendorOrderId: orderItems.vendorOrderId,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .where(inArray(returnItems.returnId, returnIds));
}

/** Moves a return along the domain's table (`RETURN_MOVES`), guarded in SQL. Answers whether it moved. */
export async function moveReturnStatus(
  db: Database,
  returnId: string,
  to: ReturnStatus,
  values: Partial<typeof returns.$inferInsert> = {},
): Promise<boolean> {
  const moved = await db
    .update(returns)
    .set({ ...values, status: to })
    .where(and(eq(returns.id, returnId), inArray(returns.status, statesBefore(RETURN_MOVES, to))))
    .returning({ id: returns.id });
  return moved.length > 0;
}

/** Vendor orders with a return still open (requested or approved): their earning waits. */
export async function hasOpenReturn(db: Database, vendorOrderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: returns.id })
    .from(returns)
    .innerJoin(returnItems, eq(returnItems.returnId, returns.id))
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(and(eq(orderItems.vendorOrderId, vendorOrderId), inArray(returns.status, ['requested', 'approved'])))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a sale of this artwork still stands: an item of a paid order whose vendor order was not
 * cancelled and which no received return gave back. Such an artwork belongs to its buyer and cannot
 * be put on sale again; one marked sold out by hand, or given back, can.
 */
export async function hasStandingSale(db: Database, productId: string): Promise<boolean> {
  const [sale] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .leftJoin(returnItems, eq(returnItems.orderItemId, orderItems.id))
    .leftJoin(returns, and(eq(returns.id, returnItems.returnId), eq(returns.status, 'received')))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orders.paymentStatus, PaymentStatus.Paid),
        ne(vendorOrders.status, OrderStatus.Cancelled),
        isNull(returns.id),
      ),
    )
    .limit(1);
  return sale !== undefined;
}

/** Sets what becomes of returned items (`RETURN_INSPECTIONS`): `awaiting` on receipt, then the decision. */
export async function setInspection(
  db: Database,
  orderItemIds: readonly string[],
  inspection: ReturnInspection,
  now: Date | null,
): Promise<void> {
  if (orderItemIds.length === 0) return;
  await db
    .update(returnItems)
    .set({ inspection, inspectedAt: now })
    .where(inArray(returnItems.orderItemId, [...orderItemIds]));
}

/** The returned items of this artwork waiting to be relisted once its listing change is approved. */
export async function findRelistAfterEdit(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: returnItems.orderItemId })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(and(eq(orderItems.productId, productId), eq(returnItems.inspection, 'relist_after_edit')));
  return rows.map((row) => row.id);
}

/** The returned items of this artwork still awaiting a decision, or set aside (any but relisted). */
export async function findUndecidedReturnItems(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: returnItems.orderItemId })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(
      and(
        eq(orderItems.productId, productId),
        inArray(returnItems.inspection, ['awaiting', 'relist_after_edit', 'kept_off_sale']),
      ),
    );
  return rows.map((row) => row.id);
}

/** What the vendors' return addresses are made of (`returnAddressLines`), by vendor. */
export async function findReturnAddressSources(db: Database, vendorIds: readonly string[]) {
  if (vendorIds.length === 0) return [];
  return db
    .select({
      vendorId: vendors.id,
      displayName: vendors.displayName,
      returnAddress: vendors.returnAddress,
      address1: vendors.address1,
      address2: vendors.address2,
      storeCity: vendors.storeCity,
      storeState: vendors.storeState,
      storePostCode: vendors.storePostCode,
      storeCountry: vendors.storeCountry,
    })
    .from(vendors)
    .where(inArray(vendors.id, [...new Set(vendorIds)]));
}
