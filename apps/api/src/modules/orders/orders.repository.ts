import {
  OrderStatus,
  PaymentStatus,
  type PaymentStatusCode,
  paymentStatusesBefore,
  type ShippingAddress,
} from '@art-market/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonRowsOf } from '../../db/json-rows.ts';
import { placeholderFor, preparedStatement } from '../../db/prepared-statement.ts';
import { artworkHolds, customers, orderItems, orders, vendorOrders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Locks the customer's row for the rest of the transaction: one checkout at a time per customer. */
const lockCustomerStatement = preparedStatement('lock_customer', (db) =>
  db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId')))
    .for('update'),
);
export async function lockCustomer(db: Database, customerId: string): Promise<void> {
  await lockCustomerStatement(db, { customerId });
}

/** The next value of the order number sequence (selected from a one-row VALUES list). */
const nextOrderSequenceStatement = preparedStatement('next_order_number', (db) =>
  db.select({ value: sql<string>`nextval('order_number_seq')::text` }).from(sql`(values (1)) as one (x)`),
);
export async function nextOrderSequence(db: Database): Promise<number> {
  const [row] = await nextOrderSequenceStatement(db);
  return Number(row?.value);
}

// What a new order, its vendor orders and items are written with; the other columns take their defaults.
const orderRows = jsonRowsOf(orders, [
  'id',
  'orderNumber',
  'customerId',
  'shippingAddress',
  'cartKey',
  'subtotalCents',
  'discountCents',
  'taxCents',
  'shippingCents',
  'totalCents',
] as const);
const vendorOrderRows = jsonRowsOf(vendorOrders, ['id', 'orderId', 'vendorId', 'vendorOrderNumber'] as const);
const itemRows = jsonRowsOf(orderItems, [
  'orderId',
  'vendorOrderId',
  'productId',
  'title',
  'artistName',
  'imageUrl',
  'shippingOptionName',
  'priceCents',
  'taxCents',
  'shippingCents',
  'discountCents',
  'commissionBasisPoints',
  'commissionCents',
  'totalCents',
] as const);

type RowsOf<Rows extends { encode(rows: never): string }> = Parameters<Rows['encode']>[0][number];
export interface NewOrder {
  order: RowsOf<typeof orderRows>;
  vendorOrders: RowsOf<typeof vendorOrderRows>[];
  items: RowsOf<typeof itemRows>[];
}

// One shape for any number of vendor orders and items (they come as JSON), so it is built and planned once.
const insertOrderReplacingOpenStatement = preparedStatement('insert_order_replacing_open', (db) => {
  const now = placeholderFor('now', orders.updatedAt);
  const cancelled = db
    .update(orders)
    .set({ status: OrderStatus.Cancelled, updatedAt: now })
    .where(
      and(
        eq(orders.customerId, sql.placeholder('customerId')),
        eq(orders.status, OrderStatus.Pending),
        eq(orders.paymentStatus, PaymentStatus.Pending),
      ),
    )
    .returning({ id: orders.id });
  const released = db
    .update(artworkHolds)
    .set({ releasedAt: now, releaseReason: 'replaced' })
    .where(and(inArray(artworkHolds.orderId, sql`(select id from cancelled)`), isNull(artworkHolds.releasedAt)));
  return sql`with
    cancelled as (${cancelled.getSQL()}),
    released as (${released.getSQL()}),
    new_order as (${orderRows.insert(sql.placeholder('order'))}),
    new_vendor_orders as (${vendorOrderRows.insert(sql.placeholder('vendorOrders'))})
    ${itemRows.insert(sql.placeholder('items'))}`;
});

/**
 * Writes a new order with its vendor orders and items, cancels the customer's other open orders and
 * releases their holds, in one statement: the caller chooses the ids, so no insert waits for another's
 * returned id, and PostgreSQL checks the foreign keys at the statement's end.
 */
export async function insertOrderReplacingOpen(db: Database, order: NewOrder, now: Date): Promise<void> {
  await insertOrderReplacingOpenStatement(db, {
    customerId: order.order.customerId,
    now,
    order: orderRows.encode([order.order]),
    vendorOrders: vendorOrderRows.encode(order.vendorOrders),
    items: itemRows.encode(order.items),
  });
}

const updateOrderAddressStatement = preparedStatement('update_order_address', (db) =>
  db
    .update(orders)
    .set({
      shippingAddress: placeholderFor('address', orders.shippingAddress),
      updatedAt: placeholderFor('now', orders.updatedAt),
    })
    .where(eq(orders.id, sql.placeholder('orderId')))
    .returning({ orderNumber: orders.orderNumber }),
);

/** Moves an open order to a new address; answers its order number. */
export async function updateOrderAddress(db: Database, orderId: string, address: ShippingAddress, now: Date): Promise<string> {
  const [row] = await updateOrderAddressStatement(db, { orderId, address, now });
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
