import {
  ADMIN_CUSTOMER_RECENT_ORDERS,
  type AdminCustomerSort,
  likePattern,
  OrderStatus,
  PaymentStatus,
} from '@art-market/domain/rules';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, orderItems, orders } from '#api/db/schema.ts';

export interface AdminCustomerFilter {
  from?: Date;
  before?: Date;
  searchTerm?: string | undefined;
}

/**
 * The text a search matches: name and e-mail in one expression, which the trigram index
 * `customers_search_trgm_idx` covers, so ILIKE '%term%' needs no scan of every customer.
 */
export const customerSearchText = sql`(${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.email})`;

function whereCustomers(filter: AdminCustomerFilter): SQL | undefined {
  return and(
    filter.from ? gte(customers.createdAt, filter.from) : undefined,
    filter.before ? lt(customers.createdAt, filter.before) : undefined,
    filter.searchTerm ? sql`${customerSearchText} ilike ${likePattern(filter.searchTerm)}` : undefined,
  );
}

// The indexes are built DESC NULLS LAST (Drizzle's default): the sorts name the same null order so they can use them.
const ORDER_BY: Record<AdminCustomerSort, SQL[]> = {
  '-createdAt': [sql`${customers.createdAt} desc nulls last`, desc(customers.id)],
  createdAt: [sql`${customers.createdAt} asc nulls first`, asc(customers.id)],
  name: [asc(customers.firstName), asc(customers.lastName), asc(customers.id)],
  '-name': [desc(customers.firstName), desc(customers.lastName), desc(customers.id)],
};

// Drizzle writes a column of a one-table select without its table ("id"), which inside a subquery would
// mean the subquery's own id: the outer rows are named in full.
const outerCustomerId = sql.raw('"customers"."id"');
const outerOrderId = sql.raw('"orders"."id"');

/**
 * The orders that count for a customer (docs/product/studio-and-console.md#console-customers): those paid at some point,
 * Paid or (everything went back) Refunded. Checkouts never paid (held, awaiting a transfer, failed, cancelled
 * before payment) are left out of the counts and of the money.
 */
const paidOrder = sql`${orders.paymentStatus} in (${PaymentStatus.Paid}, ${PaymentStatus.Refunded})`;

// Per customer through orders_customer_idx; PostgreSQL evaluates these after the sort and limit, for the page only.
const totalOrders = sql<number>`(select count(*) from ${orders}
  where ${orders.customerId} = ${outerCustomerId} and ${paidOrder})::int`;
/** Total spent: what was paid less what was refunded, in cents; a fully refunded order adds 0. */
const spentCents = sql<number>`(select coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0) from ${orders}
  where ${orders.customerId} = ${outerCustomerId} and ${paidOrder})::bigint`;

const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  mobileNumber: customers.mobileNumber,
  createdAt: customers.createdAt,
  totalOrders,
  spentCents: sql<string>`${spentCents}`,
};

export function findCustomersPage(
  db: Database,
  filter: AdminCustomerFilter,
  sort: AdminCustomerSort,
  page: { limit: number; offset: number },
) {
  return db
    .select(customerColumns)
    .from(customers)
    .where(whereCustomers(filter))
    .orderBy(...ORDER_BY[sort])
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCustomers(db: Database, filter: AdminCustomerFilter): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(customers).where(whereCustomers(filter));
  return row?.count ?? 0;
}

export async function findCustomerSummary(db: Database, customerId: string) {
  const [row] = await db
    .select({
      ...customerColumns,
      completedOrders: sql<number>`(select count(*) from ${orders}
        where ${orders.customerId} = ${outerCustomerId} and ${orders.status} = ${OrderStatus.Delivered})::int`,
      cancelledOrders: sql<number>`(select count(*) from ${orders}
        where ${orders.customerId} = ${outerCustomerId} and ${orders.status} = ${OrderStatus.Cancelled} and ${paidOrder})::int`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

export function findRecentOrdersOf(db: Database, customerId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      itemCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${outerOrderId})::int`,
      totalCents: orders.totalCents,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(sql`${orders.createdAt} desc nulls last`, desc(orders.id))
    .limit(ADMIN_CUSTOMER_RECENT_ORDERS);
}
