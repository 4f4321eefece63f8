import type { AdminOrderSort } from '@art-market/domain/rules';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, orderItems, orders } from '#api/db/schema.ts';

export interface AdminOrderFilter {
  from?: Date;
  before?: Date;
  status?: number | undefined;
  paymentStatus?: number | undefined;
}

/** Each filter has an index: created_at, (status, payment_status, created_at), (payment_status, created_at). */
function whereOrders(filter: AdminOrderFilter): SQL | undefined {
  return and(
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.before ? lt(orders.createdAt, filter.before) : undefined,
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.paymentStatus === undefined ? undefined : eq(orders.paymentStatus, filter.paymentStatus),
  );
}

// The indexes are built DESC NULLS LAST (Drizzle's default): the sorts name the same null order so they can use them.
const ORDER_BY: Record<AdminOrderSort, SQL[]> = {
  '-createdAt': [sql`${orders.createdAt} desc nulls last`, desc(orders.id)],
  createdAt: [sql`${orders.createdAt} asc nulls first`, asc(orders.id)],
  '-totalAmount': [desc(orders.totalCents), desc(orders.id)],
  totalAmount: [asc(orders.totalCents), asc(orders.id)],
};

// Named in full: Drizzle leaves the table off a column when a select reads one table only.
const itemCount = sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${sql.raw('"orders"."id"')})::int`;

/** One page of orders with the customer's name and the number of items; the item count runs for the page only. */
export function findOrdersPage(
  db: Database,
  filter: AdminOrderFilter,
  sort: AdminOrderSort,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      itemCount,
      totalCents: orders.totalCents,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(whereOrders(filter))
    .orderBy(...ORDER_BY[sort])
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrders(db: Database, filter: AdminOrderFilter): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(whereOrders(filter));
  return row?.count ?? 0;
}

export async function findOrderWithCustomer(db: Database, orderId: string) {
  const [row] = await db
    .select({ order: orders, firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  return row;
}

/** The items of an order in a stable order (the order they were bought in has no column; id keeps it fixed). */
export function findItemsOfOrder(db: Database, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      title: orderItems.title,
      quantity: orderItems.quantity,
      priceCents: orderItems.priceCents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
