import { REFUND_MOVES, type RefundStatus, statesBefore } from '@art-market/domain/rules';
import { and, asc, desc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, orders, payments, refunds } from '#api/db/schema.ts';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Records a refund once per idempotency key: a replay (or a parallel twin) answers the row that is
 * there, and `created` says whether this call wrote it.
 */
export async function insertRefundOnce(
  db: Database,
  values: typeof refunds.$inferInsert,
): Promise<{ refund: RefundRow; created: boolean }> {
  const [written] = await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.idempotencyKey }).returning();
  if (written) return { refund: written, created: true };
  const [existing] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, values.idempotencyKey));
  if (!existing) throw new Error(`refund ${values.idempotencyKey} vanished`);
  return { refund: existing, created: false };
}

export async function findRefund(db: Database, refundId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(refunds).where(eq(refunds.id, refundId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findRefundByKey(db: Database, idempotencyKey: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function findRefundByProviderId(db: Database, providerRefundId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row;
}

export async function findOrderRefunds(db: Database, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.createdAt));
}

/** What the provider has been asked for so far on one payment, in its minor units. */
export async function sumProviderRefunds(db: Database, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.providerAmountMinor}), 0)::text` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return Number(row?.total ?? 0);
}

/** Moves a refund along the domain's table (`REFUND_MOVES`), guarded in SQL. Answers whether it moved. */
export async function moveRefundStatus(
  db: Database,
  refundId: string,
  to: RefundStatus,
  values: Partial<typeof refunds.$inferInsert> = {},
): Promise<boolean> {
  const moved = await db
    .update(refunds)
    .set({ ...values, status: to })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, statesBefore(REFUND_MOVES, to))))
    .returning({ id: refunds.id });
  return moved.length > 0;
}

/** The provider is still processing a refund: its id is kept, the refund stays pending. */
export async function noteRefundProcessing(
  db: Database,
  refundId: string,
  values: { providerRefundId: string; attempts: number; updatedAt: Date },
): Promise<void> {
  // The claim is over: the next look is a stall's, two minutes on.
  await db
    .update(refunds)
    .set({ ...values, claimedBy: null })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
}

/**
 * Claims pending refunds for the reconciliation: those nobody has touched since `untouchedSince`
 * (granted, but the provider was never asked because the process stopped; or still processing at the
 * provider), and, when the sweep names its lease `holder`, those another holder claimed: payment sweeps
 * run one at a time under their job lease, so a claim left pending by another holder is one whose run
 * died (or lost its lease) mid-step, and waits for nobody. Rows another instance is claiming are
 * skipped, and each claimed row goes to the back of the line, marked with its claimant.
 */
export async function claimStalledRefunds(
  db: Database,
  untouchedSince: Date,
  now: Date,
  limit: number,
  holder?: string,
): Promise<RefundRow[]> {
  const stalled = lt(refunds.updatedAt, untouchedSince);
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        holder === undefined ? stalled : or(stalled, and(isNotNull(refunds.claimedBy), ne(refunds.claimedBy, holder))),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(refunds)
    .set({ updatedAt: now, claimedBy: holder ?? null })
    .where(inArray(refunds.id, due))
    .returning();
}

/** Refunds that need an admin: failed at the provider, or a bank transfer to send by hand. */
export async function findRefundsNeedingAttention(db: Database) {
  return db
    .select({
      refund: refunds,
      provider: payments.provider,
      rate: payments.exchangeRate,
      orderNumber: orders.orderNumber,
      customerEmail: customers.email,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(inArray(refunds.status, ['failed', 'manual', 'pending']))
    .orderBy(desc(refunds.createdAt));
}
