import { type LedgerEntryDraft, LedgerEvent, type LedgerEventKind, type LedgerItem, PaymentStatus } from '@art-market/domain';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions, orderItems, orders, vendorOrders } from '../../db/schema.ts';

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

/** Which of these items have been moved to payable (their vendor order was delivered). */
export async function findDeliveredItemIds(db: Database, orderItemIds: string[]): Promise<Set<string>> {
  if (orderItemIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderItemId: ledgerEntries.orderItemId })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerTransactions.kind, LedgerEvent.Delivered), inArray(ledgerEntries.orderItemId, orderItemIds)));
  return new Set(rows.map((row) => row.orderItemId as string));
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

/** Whether the order of this vendor order has been refunded in the ledger. */
export async function isVendorOrderRefunded(db: Database, vendorOrderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .innerJoin(vendorOrders, eq(vendorOrders.orderId, ledgerTransactions.orderId))
    .where(and(eq(vendorOrders.id, vendorOrderId), eq(ledgerTransactions.kind, LedgerEvent.Refunded)))
    .limit(1);
  return row !== undefined;
}

/** After a bulk load: statistics for the planner, and the visibility map that lets sums read indexes alone. */
export async function vacuumLedger(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) ledger_transactions, ledger_entries`);
}
