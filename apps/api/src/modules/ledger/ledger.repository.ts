import {
  type ItemBalance,
  LedgerAccount,
  type LedgerEntryDraft,
  LedgerEvent,
  type LedgerEventKind,
  type LedgerItem,
  ledgerKey,
  PaymentStatus,
} from '@art-market/domain/rules';
import { and, eq, inArray, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { ledgerEntries, ledgerTransactions, orderItems, orders, vendorOrders } from '#api/db/schema.ts';

export interface LedgerTransactionDraft {
  kind: LedgerEventKind;
  key: string;
  occurredAt: Date;
  orderId?: string | null;
  vendorOrderId?: string | null;
  payoutId?: string | null;
}

/**
 * Writes a transaction and its entries, unless a transaction with its key exists: each event is
 * recorded once, whichever path reports it first. Answers whether it was written.
 */
export async function insertLedgerTransaction(
  db: Database,
  transaction: LedgerTransactionDraft,
  entries: readonly LedgerEntryDraft[],
): Promise<boolean> {
  const [written] = await db
    .insert(ledgerTransactions)
    .values(transaction)
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!written) return false;
  if (entries.length > 0) {
    await db.insert(ledgerEntries).values(entries.map((entry) => ({ ...entry, transactionId: written.id })));
  }
  return true;
}

const ENTRIES_PER_INSERT = 2000;

/** Many transactions at once (the back-fill): those whose key exists are skipped with their entries. */
export async function insertLedgerTransactions(
  db: Database,
  drafts: readonly { transaction: LedgerTransactionDraft; entries: readonly LedgerEntryDraft[] }[],
): Promise<number> {
  if (drafts.length === 0) return 0;
  const written = await db
    .insert(ledgerTransactions)
    .values(drafts.map((draft) => draft.transaction))
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id, key: ledgerTransactions.key });
  const idOf = new Map(written.map((row) => [row.key, row.id]));
  const entries = drafts.flatMap((draft) => {
    const transactionId = idOf.get(draft.transaction.key);
    return transactionId ? draft.entries.map((entry) => ({ ...entry, transactionId })) : [];
  });
  for (let start = 0; start < entries.length; start += ENTRIES_PER_INSERT) {
    await db.insert(ledgerEntries).values(entries.slice(start, start + ENTRIES_PER_INSERT));
  }
  return written.length;
}

/** The items of some orders, or of one vendor order, as the ledger needs them, with their order. */
export async function findLedgerItems(
  db: Database,
  scope: { orderIds: string[] } | { vendorOrderId: string },
): Promise<(LedgerItem & { orderId: string })[]> {
  if ('orderIds' in scope && scope.orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      orderItemId: orderItems.id,
      vendorId: vendorOrders.vendorId,
      totalCents: orderItems.totalCents,
      commissionCents: orderItems.commissionCents,
    })
    .from(orderItems)
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .where('orderIds' in scope ? inArray(orderItems.orderId, scope.orderIds) : eq(orderItems.vendorOrderId, scope.vendorOrderId));
}

/**
 * Which of these items were delivered: their vendor order has its `delivered` transaction (which has
 * no entry for an item that had nothing left to move).
 */
export async function findDeliveredItemIds(db: Database, orderItemIds: string[]): Promise<Set<string>> {
  if (orderItemIds.length === 0) return new Set();
  const rows = await db
    .select({ orderItemId: orderItems.id })
    .from(orderItems)
    .innerJoin(
      ledgerTransactions,
      and(eq(ledgerTransactions.vendorOrderId, orderItems.vendorOrderId), eq(ledgerTransactions.kind, LedgerEvent.Delivered)),
    )
    .where(inArray(orderItems.id, orderItemIds));
  return new Set(rows.map((row) => row.orderItemId));
}

export type VendorAccount = typeof LedgerAccount.VendorUnearned | typeof LedgerAccount.VendorPayable;
export type VendorBalanceScope = { vendorOrderId: string } | { orderItemIds: string[] } | { vendorIds?: string[] };

/**
 * What the vendor is owed on each item on one of its accounts: minus the sum of the item's entries
 * there (credits are what it is owed). For a vendor order or a list of items every item is answered,
 * 0 when it has no entries; for vendors (or all of them), which spans the whole history, only the
 * items whose balance is not 0.
 */
export async function findVendorBalances(
  db: Database,
  account: VendorAccount,
  scope: VendorBalanceScope,
): Promise<ItemBalance[]> {
  const owed = sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)::text`;
  if ('vendorOrderId' in scope || 'orderItemIds' in scope) {
    if ('orderItemIds' in scope && scope.orderItemIds.length === 0) return [];
    const rows = await db
      .select({ orderItemId: orderItems.id, vendorId: vendorOrders.vendorId, owed })
      .from(orderItems)
      .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
      .leftJoin(ledgerEntries, and(eq(ledgerEntries.orderItemId, orderItems.id), eq(ledgerEntries.account, account)))
      .where(
        'vendorOrderId' in scope ? eq(orderItems.vendorOrderId, scope.vendorOrderId) : inArray(orderItems.id, scope.orderItemIds),
      )
      .groupBy(orderItems.id, vendorOrders.vendorId)
      .orderBy(orderItems.id);
    return rows.map((row) => ({ orderItemId: row.orderItemId, vendorId: row.vendorId, owedCents: Number(row.owed) }));
  }
  if (scope.vendorIds?.length === 0) return [];
  // Read through the (vendor_id, account) index for some vendors, the (account, amount) one for all.
  const rows = await db
    .select({ orderItemId: ledgerEntries.orderItemId, vendorId: ledgerEntries.vendorId, owed })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, account),
        scope.vendorIds ? inArray(ledgerEntries.vendorId, scope.vendorIds) : undefined,
        isNotNull(ledgerEntries.orderItemId),
      ),
    )
    .groupBy(ledgerEntries.vendorId, ledgerEntries.orderItemId)
    .having(ne(sql`sum(${ledgerEntries.amountCents})`, 0))
    .orderBy(ledgerEntries.vendorId, ledgerEntries.orderItemId);
  return rows.map((row) => ({
    orderItemId: row.orderItemId as string,
    vendorId: row.vendorId as string,
    owedCents: Number(row.owed),
  }));
}

/**
 * What has been refunded of each item so far, in cents: the entries that took it from the funds held
 * or owed it back (a legacy whole-order refund, a granted refund, a chargeback).
 */
export async function findItemRefundedCents(db: Database, orderItemIds: string[]): Promise<Map<string, number>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await db
    .select({ orderItemId: ledgerEntries.orderItemId, refunded: sql<string>`(-sum(${ledgerEntries.amountCents}))::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerTransactions.kind, [LedgerEvent.Refunded, LedgerEvent.RefundOwed, LedgerEvent.ChargedBack]),
        inArray(ledgerEntries.account, [LedgerAccount.CustomerFunds, LedgerAccount.RefundsDue]),
        inArray(ledgerEntries.orderItemId, orderItemIds),
      ),
    )
    .groupBy(ledgerEntries.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId as string, Number(row.refunded)]));
}

/**
 * What is held for the collector on each order (the credit balance of `collector_funds` over the
 * order's transactions), in cents: of these orders, or of every order holding something.
 */
export async function findCollectorFundsHeld(db: Database, orderIds?: string[]): Promise<Map<string, number>> {
  if (orderIds?.length === 0) return new Map();
  const rows = await db
    .select({ orderId: ledgerTransactions.orderId, held: sql<string>`(-sum(${ledgerEntries.amountCents}))::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.account, LedgerAccount.CollectorFunds),
        orderIds ? inArray(ledgerTransactions.orderId, orderIds) : isNotNull(ledgerTransactions.orderId),
      ),
    )
    .groupBy(ledgerTransactions.orderId)
    .having(ne(sql`sum(${ledgerEntries.amountCents})`, 0));
  return new Map(rows.map((row) => [row.orderId as string, Number(row.held)]));
}

/** Paid (or since refunded) orders with no capture in the ledger: paid before the ledger existed. */
export async function findOrdersWithoutCapture(db: Database, limit: number) {
  return db
    .select({ id: orders.id, paidAt: orders.paidAt, updatedAt: orders.updatedAt, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, [PaymentStatus.Paid, PaymentStatus.Refunded]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(ledgerTransactions)
            .where(and(eq(ledgerTransactions.orderId, orders.id), eq(ledgerTransactions.kind, LedgerEvent.PaymentCaptured))),
        ),
      ),
    )
    .limit(limit);
}

/** After a bulk load: statistics for the planner, and the visibility map that lets sums read indexes alone. */
export async function vacuumLedger(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) ledger_transactions, ledger_entries`);
}

/**
 * What one refund took off each vendor's earnings: the debits its ledger transaction made to the
 * vendor accounts, in cents per vendor (a vendor it did not touch is absent).
 */
export async function sumEarningTakenByRefund(db: Database, refundId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ vendorId: ledgerEntries.vendorId, cents: sql<string>`sum(${ledgerEntries.amountCents})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.key, ledgerKey(LedgerEvent.RefundOwed, refundId)),
        inArray(ledgerEntries.account, [LedgerAccount.VendorUnearned, LedgerAccount.VendorPayable]),
        isNotNull(ledgerEntries.vendorId),
      ),
    )
    .groupBy(ledgerEntries.vendorId);
  return new Map(rows.filter((row) => Number(row.cents) > 0).map((row) => [row.vendorId as string, Number(row.cents)]));
}
