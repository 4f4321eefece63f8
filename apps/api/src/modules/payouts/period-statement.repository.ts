import { LedgerAccount, LedgerEvent } from '@art-market/domain/rules';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { ledgerEntries, ledgerTransactions, orderItems, payouts, vendorOrders } from '#api/db/schema.ts';

const VENDOR_ACCOUNTS = [LedgerAccount.VendorUnearned, LedgerAccount.VendorPayable];

const ownEntries = (vendorId: string) =>
  and(eq(ledgerEntries.vendorId, vendorId), inArray(ledgerEntries.account, VENDOR_ACCOUNTS));

/** What the platform owed the vendor just before `at` (its vendor accounts' credit balance), in cents. */
export async function sumOwedBefore(db: Database, vendorId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(ownEntries(vendorId), lt(ledgerTransactions.occurredAt, at)));
  return Number(row?.cents ?? 0);
}

/**
 * The vendor's sales and refunds in [from, to): one line per ledger transaction and vendor order, with
 * what it moved on the vendor's accounts (credit positive: a sale's earning; debit negative: a refund's).
 */
export async function findOrderMovements(db: Database, vendorId: string, from: Date, to: Date) {
  const rows = await db
    .select({
      kind: ledgerTransactions.kind,
      occurredAt: ledgerTransactions.occurredAt,
      vendorOrderNumber: vendorOrders.vendorOrderNumber,
      title: sql<string>`string_agg(distinct ${orderItems.title}, ', ')`,
      cents: sql<string>`(-sum(${ledgerEntries.amountCents}))::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(orderItems, eq(orderItems.id, ledgerEntries.orderItemId))
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .where(
      and(
        ownEntries(vendorId),
        inArray(ledgerTransactions.kind, [
          LedgerEvent.PaymentCaptured,
          LedgerEvent.RefundOwed,
          LedgerEvent.Refunded,
          LedgerEvent.ChargedBack,
        ]),
        gte(ledgerTransactions.occurredAt, from),
        lt(ledgerTransactions.occurredAt, to),
      ),
    )
    .groupBy(ledgerTransactions.id, ledgerTransactions.kind, ledgerTransactions.occurredAt, vendorOrders.vendorOrderNumber)
    .orderBy(asc(ledgerTransactions.occurredAt), asc(vendorOrders.vendorOrderNumber));
  return rows.map((row) => ({ ...row, cents: Number(row.cents) })).filter((row) => row.cents !== 0);
}

/** The payouts made to the vendor in [from, to), with what each took off the balance owed. */
export async function findPayoutMovements(db: Database, vendorId: string, from: Date, to: Date) {
  const rows = await db
    .select({
      occurredAt: ledgerTransactions.occurredAt,
      transactionId: payouts.transactionId,
      cents: sql<string>`sum(${ledgerEntries.amountCents})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(payouts, eq(payouts.id, ledgerTransactions.payoutId))
    .where(
      and(
        ownEntries(vendorId),
        eq(ledgerTransactions.kind, LedgerEvent.VendorPaid),
        gte(ledgerTransactions.occurredAt, from),
        lt(ledgerTransactions.occurredAt, to),
      ),
    )
    .groupBy(ledgerTransactions.id, ledgerTransactions.occurredAt, payouts.transactionId)
    .orderBy(asc(ledgerTransactions.occurredAt));
  return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
}
