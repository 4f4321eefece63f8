import { LedgerAccount, LedgerEvent, type PaymentMethodCode } from '@art-market/domain/rules';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.ts';
import {
  bankAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderItems,
  orders,
  payoutItems,
  vendorOrders,
  vendors,
} from '#api/db/schema.ts';

export interface EarningsFilter {
  from: Date;
  /** Exclusive. */
  to: Date;
  paymentMethod?: PaymentMethodCode;
}

const captured = alias(ledgerTransactions, 'captured');

/**
 * Vendor orders whose customer payment the ledger captured within the range (the range is of payment
 * dates: the Earnings tab shows money received), optionally of one payment method.
 */
const capturedInRange = (filter: EarningsFilter): SQL =>
  and(
    eq(captured.kind, LedgerEvent.PaymentCaptured),
    gte(captured.occurredAt, filter.from),
    lt(captured.occurredAt, filter.to),
    filter.paymentMethod === undefined ? undefined : eq(orders.paymentMethod, filter.paymentMethod),
  ) as SQL;

/** One row per vendor order, newest first: the Earnings tab's table. */
export async function findEarningsRows(db: Database, filter: EarningsFilter, page: { offset: number; limit: number }) {
  return db
    .select({
      id: vendorOrders.id,
      vendorOrderNumber: vendorOrders.vendorOrderNumber,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: vendorOrders.status,
      deliveredAt: vendorOrders.deliveredAt,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      trackingNumber: vendorOrders.trackingNumber,
      shippingProvider: vendorOrders.shippingProvider,
      vendorId: vendors.id,
      vendorName: vendors.displayName,
      vendorEmail: vendors.email,
      vendorPhone: vendors.mobileNumber,
      totalCents: sql<number>`(select coalesce(sum(${orderItems.totalCents}), 0)::int from ${orderItems} where ${orderItems.vendorOrderId} = ${vendorOrders.id})`,
      commissionCents: sql<number>`(select coalesce(sum(${orderItems.commissionCents}), 0)::int from ${orderItems} where ${orderItems.vendorOrderId} = ${vendorOrders.id})`,
      disputeLossCents: sql<number>`(select coalesce(sum(${ledgerEntries.amountCents}), 0)::int from ${ledgerEntries} join ${orderItems} on ${orderItems.id} = ${ledgerEntries.orderItemId} where ${orderItems.vendorOrderId} = ${vendorOrders.id} and ${ledgerEntries.account} = ${LedgerAccount.DisputeLosses})`,
      paidOutItems: sql<number>`(select count(*)::int from ${payoutItems} join ${orderItems} on ${orderItems.id} = ${payoutItems.orderItemId} where ${orderItems.vendorOrderId} = ${vendorOrders.id})`,
    })
    .from(captured)
    .innerJoin(orders, eq(orders.id, captured.orderId))
    .innerJoin(vendorOrders, eq(vendorOrders.orderId, orders.id))
    .innerJoin(vendors, eq(vendors.id, vendorOrders.vendorId))
    .where(capturedInRange(filter))
    .orderBy(desc(captured.occurredAt), asc(vendorOrders.vendorOrderNumber))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countEarningsRows(db: Database, filter: EarningsFilter): Promise<number> {
  const query = db
    .select({ count: sql<number>`count(*)::int` })
    .from(captured)
    .innerJoin(vendorOrders, eq(vendorOrders.orderId, captured.orderId))
    .$dynamic();
  // The orders table is joined only when the payment method filters: the count is the tab's hottest query.
  if (filter.paymentMethod !== undefined) query.innerJoin(orders, eq(orders.id, captured.orderId));
  const [row] = await query.where(capturedInRange(filter));
  return row?.count ?? 0;
}

export async function findEarningsItems(db: Database, vendorOrderIds: string[]) {
  if (vendorOrderIds.length === 0) return [];
  return db
    .select({
      id: orderItems.id,
      vendorOrderId: orderItems.vendorOrderId,
      productTitle: orderItems.title,
      quantity: orderItems.quantity,
      priceCents: orderItems.priceCents,
      taxCents: orderItems.taxCents,
      shippingCents: orderItems.shippingCents,
      discountCents: orderItems.discountCents,
      totalCents: orderItems.totalCents,
      commissionCents: orderItems.commissionCents,
    })
    .from(orderItems)
    .where(inArray(orderItems.vendorOrderId, vendorOrderIds))
    .orderBy(asc(orderItems.title));
}

export async function findDefaultBankAccounts(db: Database, vendorIds: string[]) {
  if (vendorIds.length === 0) return [];
  return db
    .select()
    .from(bankAccounts)
    .where(and(inArray(bankAccounts.vendorId, vendorIds), eq(bankAccounts.isDefault, true)));
}

/**
 * Sums over the ledger per week of the range: order value (what the customers' funds gained) and
 * commission, from the captures, refunds (granted, whole or in part) and chargebacks that happened in it, so
 * a refund counts in its own week; a granted refund counts when it is owed to the customer (refunds_due).
 */
export async function sumLedgerByWeek(db: Database, filter: EarningsFilter) {
  // Per transaction in the range, its entries are read through the covering index (a lateral join keeps
  // the planner from hashing the whole entries table), then summed per week.
  const byMethod =
    filter.paymentMethod === undefined
      ? sql``
      : sql`and exists (select 1 from orders o where o.id = t.order_id and o.payment_method = ${filter.paymentMethod})`;
  const result = await db.execute(sql`
    select (date_trunc('week', t.occurred_at at time zone 'UTC'))::date::text as "weekStart",
      coalesce(sum(e.funds), 0)::text as "orderValueCents", coalesce(sum(e.commission), 0)::text as "commissionCents"
    from ledger_transactions t
    cross join lateral (
      select sum(amount_cents) filter (where account in (${LedgerAccount.CustomerFunds}, ${LedgerAccount.RefundsDue})) as funds,
        -sum(amount_cents) filter (where account = ${LedgerAccount.CommissionRevenue}) as commission
      from ledger_entries where transaction_id = t.id
    ) e
    where t.kind in (${LedgerEvent.PaymentCaptured}, ${LedgerEvent.Refunded}, ${LedgerEvent.RefundOwed}, ${LedgerEvent.ChargedBack})
      and t.occurred_at >= ${filter.from.toISOString()} and t.occurred_at < ${filter.to.toISOString()} ${byMethod}
    group by 1 order by 1`);
  return (result as unknown as { rows: { weekStart: string; orderValueCents: string; commissionCents: string }[] }).rows;
}

/** The platform's dispute losses booked in the range (by when the chargeback arrived), in cents. */
export async function sumDisputeLosses(db: Database, filter: EarningsFilter): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(orders, eq(orders.id, ledgerTransactions.orderId))
    .where(
      and(
        eq(ledgerTransactions.kind, LedgerEvent.DisputeLost),
        eq(ledgerEntries.account, LedgerAccount.DisputeLosses),
        gte(ledgerTransactions.occurredAt, filter.from),
        lt(ledgerTransactions.occurredAt, filter.to),
        filter.paymentMethod === undefined ? undefined : eq(orders.paymentMethod, filter.paymentMethod),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** What all vendors are owed now: the credit balance of payable (a covering index keeps it to those entries). */
export async function sumPayable(db: Database): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, LedgerAccount.VendorPayable));
  return Number(row?.cents ?? 0);
}

/**
 * Per vendor, the balance of each vendor account and what payouts have paid (payable's entries in
 * payouts: the items paid less the debts netted). Payable is negative while the vendor owes money back.
 */
export async function sumVendorLedger(db: Database, vendorIds?: string[]) {
  return db
    .select({
      vendorId: ledgerEntries.vendorId,
      unearnedCents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = ${LedgerAccount.VendorUnearned}), 0)`,
      payableCents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = ${LedgerAccount.VendorPayable}), 0)`,
      paidCents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = ${LedgerAccount.VendorPayable} and ${ledgerTransactions.kind} = ${LedgerEvent.VendorPaid}), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.account, [LedgerAccount.VendorUnearned, LedgerAccount.VendorPayable]),
        vendorIds ? inArray(ledgerEntries.vendorId, vendorIds) : undefined,
      ),
    )
    .groupBy(ledgerEntries.vendorId);
}

/** A vendor's earnings per week (captures less refunds and chargebacks), by when the money event happened. */
export async function sumVendorEarningsByWeek(db: Database, vendorId: string, since: Date) {
  const week = sql<string>`to_char(date_trunc('week', ${ledgerTransactions.occurredAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ weekStart: week, earningsCents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.vendorId, vendorId),
        // A capture credits unearned; a refund or chargeback takes its share back from unearned or payable.
        inArray(ledgerEntries.account, [LedgerAccount.VendorUnearned, LedgerAccount.VendorPayable]),
        inArray(ledgerTransactions.kind, [
          LedgerEvent.PaymentCaptured,
          LedgerEvent.Refunded,
          LedgerEvent.RefundOwed,
          LedgerEvent.ChargedBack,
        ]),
        gte(ledgerTransactions.occurredAt, since),
      ),
    )
    .groupBy(week)
    .orderBy(week);
}

/**
 * What each refund (or chargeback) took off the vendor's earning on these vendor orders, one line per
 * ledger transaction: the debits it made to the vendor's accounts (earning reversed), oldest first.
 */
export async function findEarningDeductions(db: Database, vendorOrderIds: string[]) {
  if (vendorOrderIds.length === 0) return [];
  const rows = await db
    .select({
      vendorOrderId: orderItems.vendorOrderId,
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      occurredAt: ledgerTransactions.occurredAt,
      cents: sql<string>`sum(${ledgerEntries.amountCents})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
    .where(
      and(
        inArray(orderItems.vendorOrderId, vendorOrderIds),
        inArray(ledgerEntries.account, [LedgerAccount.VendorUnearned, LedgerAccount.VendorPayable]),
        inArray(ledgerTransactions.kind, [LedgerEvent.RefundOwed, LedgerEvent.Refunded, LedgerEvent.ChargedBack]),
      ),
    )
    .groupBy(orderItems.vendorOrderId, ledgerTransactions.id, ledgerTransactions.kind, ledgerTransactions.occurredAt)
    .orderBy(asc(ledgerTransactions.occurredAt));
  return rows.map((row) => ({ ...row, cents: Number(row.cents) })).filter((row) => row.cents > 0);
}
