import { OrderStatus, PaymentStatus, type PaymentStatusCode, paymentStatusesBefore } from '@art-market/domain';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, vendorOrders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The next value of the order number sequence (selected from a one-row VALUES list). */
export async function nextOrderSequence(db: Database): Promise<number> {
  const [row] = await db.select({ value: sql<string>`nextval('order_number_seq')::text` }).from(sql`(values (1)) as one (x)`);
  return Number(row?.value);
}

export async function insertOrder(db: Database, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function insertVendorOrder(db: Database, values: typeof vendorOrders.$inferInsert): Promise<string> {
  const [row] = await db.insert(vendorOrders).values(values).returning({ id: vendorOrders.id });
  if (!row) throw new Error('vendor order insert returned nothing');
  return row.id;
}

export async function insertOrderItems(db: Database, rows: (typeof orderItems.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(orderItems).values(rows);
}

/** The customer's newest unpaid order for exactly this cart, if any. */
export async function findReusableOrder(db: Database, customerId: string, cartKey: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.cartKey, cartKey),
        eq(orders.status, OrderStatus.Pending),
        eq(orders.paymentStatus, PaymentStatus.Pending),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

/** Cancels the customer's other unpaid orders (a changed cart replaces them); answers their ids. */
export async function cancelUnpaidOrders(db: Database, customerId: string, keepOrderId: string, now: Date): Promise<string[]> {
  const cancelled = await db
    .update(orders)
    .set({ status: OrderStatus.Cancelled, updatedAt: now })
    .where(
      and(
        eq(orders.customerId, customerId),
        ne(orders.id, keepOrderId),
        eq(orders.status, OrderStatus.Pending),
        eq(orders.paymentStatus, PaymentStatus.Pending),
      ),
    )
    .returning({ id: orders.id });
  return cancelled.map((row) => row.id);
}

export async function updateOrder(db: Database, orderId: string, values: Partial<typeof orders.$inferInsert>): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, orderId));
}

/** An order, optionally locked for the rest of the transaction. */
export async function findOrder(db: Database, orderId: string, options: { lock?: boolean } = {}): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findCustomerOrder(db: Database, customerId: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return row;
}

export async function findOrderItems(db: Database, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.title));
}

/**
 * Moves the order's payment status forward only (domain `canMovePaymentStatus`): the update is
 * guarded in SQL, so two settlements racing cannot move it backwards. Answers whether it moved.
 */
export async function movePaymentStatus(
  db: Database,
  orderId: string,
  to: PaymentStatusCode,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ ...values, paymentStatus: to })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, paymentStatusesBefore(to))))
    .returning({ id: orders.id });
  return moved.length > 0;
}
