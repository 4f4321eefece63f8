import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  sandboxPaypalOrders,
  sandboxPaypalRefunds,
  sandboxPaypalRequests,
  sandboxPaypalTokens,
  sandboxPaypalWebhooks,
} from '#api/db/schema.ts';
import type { PayPalOrder, PayPalRefund } from './paypal.types.ts';

// The built-in PayPal sandbox's records (ADR 0020): in the database, so any instance answers for any order.

/** What the payer chooses on the sandbox approval page; the last two are test hooks. */
export type SandboxOutcome = 'approve' | 'cancel' | 'decline' | 'pending';

export interface SandboxOrder {
  order: PayPalOrder;
  returnUrl: string;
  cancelUrl: string;
  outcome?: SandboxOutcome;
}

export interface SandboxRefund {
  refund: PayPalRefund;
  /** Made by PayPal itself (a chargeback), not asked for. */
  reversal: boolean;
}

const orderOf = (row: typeof sandboxPaypalOrders.$inferSelect): SandboxOrder => ({
  order: row.order as PayPalOrder,
  returnUrl: row.returnUrl,
  cancelUrl: row.cancelUrl,
  ...(row.outcome && { outcome: row.outcome as SandboxOutcome }),
});

export async function insertSandboxOrder(db: Database, entry: SandboxOrder): Promise<void> {
  await db.insert(sandboxPaypalOrders).values({
    id: entry.order.id,
    order: entry.order,
    returnUrl: entry.returnUrl,
    cancelUrl: entry.cancelUrl,
  });
}

/** The order by PayPal's id, or by the id of its capture; `lock` holds it until the transaction ends. */
export async function findSandboxOrder(
  db: Database,
  by: { id: string } | { captureId: string },
  options: { lock?: boolean } = {},
): Promise<SandboxOrder | undefined> {
  const where = 'id' in by ? eq(sandboxPaypalOrders.id, by.id) : eq(sandboxPaypalOrders.captureId, by.captureId);
  const query = db.select().from(sandboxPaypalOrders).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row && orderOf(row);
}

/** Stores the order as it now is: its record, the payer's choice and its capture's id. */
export async function saveSandboxOrder(db: Database, entry: SandboxOrder, captureId?: string): Promise<void> {
  await db
    .update(sandboxPaypalOrders)
    .set({ order: entry.order, outcome: entry.outcome ?? null, ...(captureId && { captureId }) })
    .where(eq(sandboxPaypalOrders.id, entry.order.id));
}

/** Minor units given back from the capture so far, refunds and reversals. */
export async function refundedMinorOf(db: Database, captureId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${sandboxPaypalRefunds.minor}), 0)` })
    .from(sandboxPaypalRefunds)
    .where(eq(sandboxPaypalRefunds.captureId, captureId));
  return Number(row?.total ?? 0);
}

export async function insertSandboxRefund(
  db: Database,
  captureId: string,
  minor: number,
  { refund, reversal }: SandboxRefund,
): Promise<void> {
  await db.insert(sandboxPaypalRefunds).values({ id: refund.id, captureId, minor, reversal, refund });
}

export async function findSandboxRefund(db: Database, id: string): Promise<SandboxRefund | undefined> {
  const [row] = await db.select().from(sandboxPaypalRefunds).where(eq(sandboxPaypalRefunds.id, id));
  return row && { refund: row.refund as PayPalRefund, reversal: row.reversal };
}

export async function countSandboxRefunds(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sandboxPaypalRefunds);
  return row?.total ?? 0;
}

/** The answer stored for a request key, if any. */
export async function findRequestAnswer(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ answer: sandboxPaypalRequests.answer })
    .from(sandboxPaypalRequests)
    .where(eq(sandboxPaypalRequests.key, key));
  return row?.answer;
}

/** Stores the answer under the key; false when the key already had one (a twin request got there first). */
export async function storeRequestAnswer(db: Database, key: string, answer: unknown): Promise<boolean> {
  const stored = await db
    .insert(sandboxPaypalRequests)
    .values({ key, answer })
    .onConflictDoNothing()
    .returning({ key: sandboxPaypalRequests.key });
  return stored.length > 0;
}

export async function insertSandboxToken(db: Database, token: string): Promise<void> {
  await db.insert(sandboxPaypalTokens).values({ token });
}

export async function sandboxTokenExists(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .select({ token: sandboxPaypalTokens.token })
    .from(sandboxPaypalTokens)
    .where(eq(sandboxPaypalTokens.token, token));
  return rows.length > 0;
}

export async function insertSandboxTransmission(db: Database, transmissionId: string): Promise<void> {
  await db.insert(sandboxPaypalWebhooks).values({ transmissionId });
}

export async function sandboxTransmissionExists(db: Database, transmissionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sandboxPaypalWebhooks.transmissionId })
    .from(sandboxPaypalWebhooks)
    .where(eq(sandboxPaypalWebhooks.transmissionId, transmissionId));
  return rows.length > 0;
}
