import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { sandboxPayuRefunds, sandboxPayuTransactions } from '#api/db/schema.ts';

// The built-in PayU sandbox's records (ADR 0020): in the database, so any instance answers for any payment.

/** How the payer ends a sandbox payment; PayU's postback `status` values. */
export type PayUSandboxOutcome = 'success' | 'failure' | 'pending';

export interface SandboxTransaction {
  /** The checkout form as posted. */
  request: Record<string, string>;
  /** The amount as PayU echoes it: always two decimals. */
  amount: string;
  mihpayid: string;
  bankRefNum: string;
  addedon: string;
  outcome?: PayUSandboxOutcome;
}

/** A refund PayU queued, under the merchant's token (var2). */
export interface SandboxRefund {
  requestId: string;
  mihpayid: string;
  /** Rupees, two decimals. */
  amount: string;
  bankRefNum: string;
}

const transactionOf = (row: typeof sandboxPayuTransactions.$inferSelect): SandboxTransaction => ({
  request: row.request,
  amount: row.amount,
  mihpayid: row.mihpayid,
  bankRefNum: row.bankRefNum,
  addedon: row.addedon,
  ...(row.outcome && { outcome: row.outcome as PayUSandboxOutcome }),
});

/**
 * Opens a checkout under the txnid, replacing an earlier one that did not succeed (its payer may try
 * again); false when the txnid already succeeded, which PayU refuses as a duplicate.
 */
export async function openSandboxTransaction(db: Database, txnid: string, opened: SandboxTransaction): Promise<boolean> {
  const row = { ...opened, outcome: null };
  const written = await db
    .insert(sandboxPayuTransactions)
    .values({ txnid, ...row })
    .onConflictDoUpdate({
      target: sandboxPayuTransactions.txnid,
      set: row,
      setWhere: sql`${sandboxPayuTransactions.outcome} is distinct from 'success'`,
    })
    .returning({ txnid: sandboxPayuTransactions.txnid });
  return written.length > 0;
}

/** Records how the payer ended the payment; the transaction as it now is, or undefined if unknown. */
export async function decideSandboxTransaction(
  db: Database,
  txnid: string,
  outcome: PayUSandboxOutcome,
): Promise<SandboxTransaction | undefined> {
  const [row] = await db
    .update(sandboxPayuTransactions)
    .set({ outcome })
    .where(eq(sandboxPayuTransactions.txnid, txnid))
    .returning();
  return row && transactionOf(row);
}

export async function findSandboxTransactions(db: Database, txnids: string[]): Promise<Map<string, SandboxTransaction>> {
  if (txnids.length === 0) return new Map();
  const rows = await db.select().from(sandboxPayuTransactions).where(inArray(sandboxPayuTransactions.txnid, txnids));
  return new Map(rows.map((row) => [row.txnid, transactionOf(row)]));
}

/** The transaction PayU numbered `mihpayid`, locked until the transaction of `db` ends. */
export async function lockSandboxTransactionByPayment(db: Database, mihpayid: string): Promise<SandboxTransaction | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayuTransactions)
    .where(eq(sandboxPayuTransactions.mihpayid, mihpayid))
    .for('update');
  return row && transactionOf(row);
}

/** Paise refunded from the payment so far. */
export async function refundedPaiseOf(db: Database, mihpayid: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${sandboxPayuRefunds.paise}), 0)` })
    .from(sandboxPayuRefunds)
    .where(eq(sandboxPayuRefunds.mihpayid, mihpayid));
  return Number(row?.total ?? 0);
}

/** Queues the refund under its token; false when the token was used already. */
export async function insertSandboxRefund(db: Database, token: string, refund: SandboxRefund, paise: number): Promise<boolean> {
  const written = await db
    .insert(sandboxPayuRefunds)
    .values({ token, paise, ...refund })
    .onConflictDoNothing()
    .returning({ token: sandboxPayuRefunds.token });
  return written.length > 0;
}

export async function findSandboxRefund(db: Database, token: string): Promise<SandboxRefund | undefined> {
  const [row] = await db.select().from(sandboxPayuRefunds).where(eq(sandboxPayuRefunds.token, token));
  return row && { requestId: row.requestId, mihpayid: row.mihpayid, amount: row.amount, bankRefNum: row.bankRefNum };
}

/** The refunds queued against one payment, or the one with this request id, each with its token. */
export async function findSandboxRefundActions(
  db: Database,
  by: { mihpayid: string } | { requestId: string },
): Promise<(SandboxRefund & { token: string })[]> {
  const rows = await db
    .select()
    .from(sandboxPayuRefunds)
    .where('mihpayid' in by ? eq(sandboxPayuRefunds.mihpayid, by.mihpayid) : eq(sandboxPayuRefunds.requestId, by.requestId))
    .orderBy(sandboxPayuRefunds.createdAt);
  return rows.map((row) => ({
    token: row.token,
    requestId: row.requestId,
    mihpayid: row.mihpayid,
    amount: row.amount,
    bankRefNum: row.bankRefNum,
  }));
}

export async function countSandboxRefunds(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sandboxPayuRefunds);
  return row?.total ?? 0;
}
