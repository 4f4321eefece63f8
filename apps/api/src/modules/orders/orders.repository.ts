import {
  ORDER_STATUS_MOVES,
  OrderStatus,
  type OrderStatusCode,
  PaymentStatus,
  type PaymentStatusCode,
  paymentStatusesBefore,
  statesBefore,
} from '@art-market/domain/rules';
import type { ShippingAddress } from '@art-market/domain/schemas';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { jsonRowsOf } from '#api/db/json-rows.ts';
import { placeholderFor, preparedStatement } from '#api/db/prepared-statement.ts';
import { artworkHolds, cartItems, customers, orderItems, orders, products, vendorOrders, vendors } from '#api/db/schema.ts';
import type { Recipient } from './order-life.mails.ts';

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
  'offerId',
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

/** Locks these artworks' rows for the rest of the transaction, in one order so two sales cannot deadlock. */
export async function lockArtworks(db: Database, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ id: products.id, isSoldOut: products.isSoldOut })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('update');
}

/** The sale: these artworks are sold, out of every cart, and the buyer's cart is empty. */
export async function markArtworksSold(db: Database, productIds: string[], buyerId: string, now: Date): Promise<void> {
  await db.update(products).set({ isSoldOut: true, updatedAt: now }).where(inArray(products.id, productIds));
  await db.delete(cartItems).where(or(inArray(cartItems.productId, productIds), eq(cartItems.customerId, buyerId)));
}

/** Puts artworks back on sale (a cancelled or returned order gave them back). */
export async function putArtworksBackOnSale(db: Database, productIds: string[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await db.update(products).set({ isSoldOut: false, updatedAt: now }).where(inArray(products.id, productIds));
}

/**
 * Moves the order's status along the domain's table (`ORDER_STATUS_MOVES`), guarded in SQL so a
 * move the table does not allow is never written. Answers whether it moved.
 */
export async function moveOrderStatus(
  db: Database,
  orderId: string,
  to: OrderStatusCode,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ ...values, status: to })
    .where(and(eq(orders.id, orderId), inArray(orders.status, statesBefore(ORDER_STATUS_MOVES, to))))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/** Adds a refund to the order's refunded total; the database refuses a total past what was paid. */
export async function addRefunded(db: Database, orderId: string, cents: number, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${cents}`, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/** A chargeback arrived: the order is flagged for an admin (the first time is kept). */
export async function flagChargeback(db: Database, orderId: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ chargebackAt: sql`coalesce(${orders.chargebackAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/** Customer mail goes to the account's own address and name, not to what was typed at checkout. */
export async function recipientOf(db: Database, order: Pick<OrderRow, 'customerId'>): Promise<Recipient> {
  const [row] = await db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!row) throw new Error(`customer ${order.customerId} not found`);
  return row;
}

/** The vendors of an order, with their vendor order, for notices. */
export async function vendorsOf(db: Database, orderId: string) {
  return db
    .select({
      vendorOrderId: vendorOrders.id,
      vendorId: vendorOrders.vendorId,
      number: vendorOrders.vendorOrderNumber,
      email: vendors.email,
    })
    .from(vendorOrders)
    .innerJoin(vendors, eq(vendors.id, vendorOrders.vendorId))
    .where(eq(vendorOrders.orderId, orderId));
}

/** Writes the bank-transfer prices of an order's lines (discount, commission on the discounted price, total). */
export async function repriceOrderItems(
  db: Database,
  lines: readonly { id: string; discountCents: number; commissionCents: number; totalCents: number }[],
): Promise<void> {
  for (const { id, ...prices } of lines) await db.update(orderItems).set(prices).where(eq(orderItems.id, id));
}
