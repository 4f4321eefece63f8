import { LedgerAccount, LedgerEvent, ledgerKey, RETURN_MOVES, statesBefore } from '@art-market/domain/rules';
import { and, desc, eq, exists, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.ts';
import {
  bankAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderItems,
  payoutItems,
  payoutRuns,
  payouts,
  returnItems,
  returns,
  vendorOrders,
} from '#api/db/schema.ts';

/** What a payout needs to know of an item besides its balance (domain `isPayoutEligible`). */
export interface PayoutFacts {
  orderItemId: string;
  vendorOrderId: string;
  deliveredAt: Date | null;
  openReturn: boolean;
  paidOut: boolean;
}

const delivered = alias(ledgerTransactions, 'delivered');
const returnedItem = alias(orderItems, 'returned_item');

/** A return is open while it can still be received, and so refunded: its refund is not known yet. */
const OPEN_RETURN_STATUSES = statesBefore(RETURN_MOVES, 'received');

/**
 * Of these items: their vendor order, when it was delivered (its `delivered` transaction), whether a
 * return of it is open, and whether a payout has paid the item.
 */
export async function findPayoutFacts(db: Database, orderItemIds: string[]): Promise<Map<string, PayoutFacts>> {
  if (orderItemIds.length === 0) return new Map();
  const openReturn = exists(
    db
      .select({ one: sql`1` })
      .from(returnItems)
      .innerJoin(returns, eq(returns.id, returnItems.returnId))
      .innerJoin(returnedItem, eq(returnedItem.id, returnItems.orderItemId))
      .where(and(eq(returnedItem.vendorOrderId, orderItems.vendorOrderId), inArray(returns.status, OPEN_RETURN_STATUSES))),
  );
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      vendorOrderId: orderItems.vendorOrderId,
      deliveredAt: delivered.occurredAt,
      openReturn: sql<boolean>`${openReturn}`,
      paidOut: sql<boolean>`${payoutItems.id} is not null`,
    })
    .from(orderItems)
    .leftJoin(delivered, and(eq(delivered.vendorOrderId, orderItems.vendorOrderId), eq(delivered.kind, LedgerEvent.Delivered)))
    .leftJoin(payoutItems, eq(payoutItems.orderItemId, orderItems.id))
    .where(inArray(orderItems.id, orderItemIds));
  return new Map(rows.map((row) => [row.orderItemId, row]));
}

/** Which of these vendors have an active bank account a payout could be sent to. */
export async function findVendorsWithActiveAccount(db: Database, vendorIds: string[]): Promise<Set<string>> {
  if (vendorIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ vendorId: bankAccounts.vendorId })
    .from(bankAccounts)
    .where(and(inArray(bankAccounts.vendorId, vendorIds), eq(bankAccounts.isActive, true)));
  return new Set(rows.map((row) => row.vendorId));
}

/** When the payout details of each vendor's default bank account were entered (the 72-hour hold counts from it). */
export async function findDefaultAccountsSince(db: Database, vendorIds: string[]): Promise<Map<string, Date>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .select({ vendorId: bankAccounts.vendorId, detailsSince: bankAccounts.detailsSince })
    .from(bankAccounts)
    .where(and(inArray(bankAccounts.vendorId, vendorIds), eq(bankAccounts.isDefault, true)));
  return new Map(rows.map((row) => [row.vendorId, row.detailsSince]));
}

/** Whether any item of the vendor order has been paid out. */
export async function isVendorOrderPaidOut(db: Database, vendorOrderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payoutItems.id })
    .from(payoutItems)
    .innerJoin(orderItems, eq(orderItems.id, payoutItems.orderItemId))
    .where(eq(orderItems.vendorOrderId, vendorOrderId))
    .limit(1);
  return row !== undefined;
}

export async function insertPayout(db: Database, values: typeof payouts.$inferInsert): Promise<string> {
  const [row] = await db.insert(payouts).values(values).returning({ id: payouts.id });
  if (!row) throw new Error('payout insert returned nothing');
  return row.id;
}

/** The unique index on the order item makes a second payment of an item fail here, whoever races. */
export async function insertPayoutItems(
  db: Database,
  payoutId: string,
  items: readonly { orderItemId: string; amountCents: number }[],
) {
  await db.insert(payoutItems).values(items.map((item) => ({ payoutId, ...item })));
}

export async function insertPayoutRun(db: Database, startedBy: string | null): Promise<string> {
  const [row] = await db.insert(payoutRuns).values({ startedBy }).returning({ id: payoutRuns.id });
  if (!row) throw new Error('payout run insert returned nothing');
  return row.id;
}

export async function finishPayoutRun(db: Database, runId: string, amountCents: number, payoutCount: number) {
  await db.update(payoutRuns).set({ amountCents, payoutCount }).where(eq(payoutRuns.id, runId));
}

/** Only one payout run at a time, across every server process: a transaction-scoped advisory lock. */
export async function lockPayoutRuns(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('art-market:payout-run'))`);
}

/** A vendor's payouts, newest first, with how many items each paid. */
export async function findVendorPayouts(db: Database, vendorId: string) {
  return db
    .select({
      id: payouts.id,
      kind: payouts.kind,
      transactionId: payouts.transactionId,
      amountCents: payouts.amountCents,
      createdAt: payouts.createdAt,
      itemCount: sql<number>`count(${payoutItems.id})::int`,
    })
    .from(payouts)
    .leftJoin(payoutItems, eq(payoutItems.payoutId, payouts.id))
    .where(eq(payouts.vendorId, vendorId))
    .groupBy(payouts.id)
    .orderBy(desc(payouts.createdAt));
}

export async function findVendorPayout(db: Database, vendorId: string, payoutId: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.vendorId, vendorId)));
  return row;
}

/** The lines of a payout statement: each item paid with its order and the amounts it was paid on. */
export async function findPayoutStatementLines(db: Database, payoutId: string) {
  return db
    .select({
      orderItemId: orderItems.id,
      vendorOrderNumber: vendorOrders.vendorOrderNumber,
      title: orderItems.title,
      priceCents: orderItems.priceCents,
      taxCents: orderItems.taxCents,
      shippingCents: orderItems.shippingCents,
      discountCents: orderItems.discountCents,
      totalCents: orderItems.totalCents,
      commissionCents: orderItems.commissionCents,
      amountCents: payoutItems.amountCents,
    })
    .from(payoutItems)
    .innerJoin(orderItems, eq(orderItems.id, payoutItems.orderItemId))
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .where(eq(payoutItems.payoutId, payoutId))
    .orderBy(vendorOrders.vendorOrderNumber, orderItems.title);
}

/**
 * The debts a payout netted off: in its `vendor_paid` transaction, the entries that cleared a debit
 * balance of payable (credits), each with its item and order. The amount is negative.
 */
export async function findNettedDebts(db: Database, payoutId: string) {
  return db
    .select({
      orderItemId: orderItems.id,
      vendorOrderNumber: vendorOrders.vendorOrderNumber,
      title: orderItems.title,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .where(
      and(
        eq(ledgerTransactions.key, ledgerKey(LedgerEvent.VendorPaid, payoutId)),
        eq(ledgerEntries.account, LedgerAccount.VendorPayable),
        lt(ledgerEntries.amountCents, 0),
      ),
    )
    .orderBy(vendorOrders.vendorOrderNumber, orderItems.title);
}
