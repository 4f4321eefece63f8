import {
  OrderStatus,
  PaymentStatus,
  type PaymentStatusCode,
  paymentStatusesBefore,
  type ShippingAddress,
} from '@art-market/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { artworkHolds, orderItems, orders, vendorOrders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The next value of the order number sequence (selected from a one-row VALUES list). */
export async function nextOrderSequence(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: sql<string>`nextval('order_number_seq')::text` })
    .from(sql`(values (1)) as one (x)`)
    .prepare('next_order_number')
    .execute();
  return Number(row?.value);
}

export interface NewOrder {
  order: typeof orders.$inferInsert & { id: string; customerId: string };
  vendorOrders: (typeof vendorOrders.$inferInsert & { id: string })[];
  items: (typeof orderItems.$inferInsert)[];
}

/**
 * Writes a new order with its vendor orders and items, cancels the customer's other open orders and
 * releases their holds, in one statement: the caller chooses the ids, so no insert waits for another's
 * returned id, and PostgreSQL checks the foreign keys at the statement's end.
 */
export async function insertOrderReplacingOpen(db: Database, order: NewOrder, now: Date): Promise<void> {
  const cancelled = db
    .update(orders)
    .set({ status: OrderStatus.Cancelled, updatedAt: now })
    .where(
      and(
        eq(orders.customerId, order.order.customerId),
        eq(orders.status, OrderStatus.Pending),
        eq(orders.paymentStatus, PaymentStatus.Pending),
      ),
    )
    .returning({ id: orders.id });
  const released = db
    .update(artworkHolds)
    .set({ releasedAt: now, releaseReason: 'replaced' })
    .where(and(inArray(artworkHolds.orderId, sql`(select id from cancelled)`), isNull(artworkHolds.releasedAt)));
  await db.execute(sql`with
    cancelled as (${cancelled.getSQL()}),
    released as (${released.getSQL()}),
    new_order as (${db.insert(orders).values(order.order).getSQL()}),
    new_vendor_orders as (${db.insert(vendorOrders).values(order.vendorOrders).getSQL()})
    ${db.insert(orderItems).values(order.items).getSQL()}`);
}

/** Moves an open order to a new address; answers its order number. */
export async function updateOrderAddress(db: Database, orderId: string, address: ShippingAddress, now: Date): Promise<string> {
  const [row] = await db
    .update(orders)
    .set({ shippingAddress: address, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning({ orderNumber: orders.orderNumber });
  if (!row) throw new Error(`order ${orderId} vanished under its customer's lock`);
  return row.orderNumber;
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
