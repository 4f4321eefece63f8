import { ATTEMPT_MOVES, type AttemptStatus, statesBefore } from '@art-market/domain/rules';
import { and, asc, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { type PAYMENT_PROVIDERS, paymentEvents, payments, refunds } from '#api/db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export async function insertPayment(db: Database, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function findPaymentByReference(
  db: Database,
  provider: PaymentProvider,
  providerReference: string,
  options: { lock?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, providerReference)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The attempt a provider's payment id belongs to (a PayPal capture id, a PayU mihpayid). */
export async function findPaymentByProviderPaymentId(db: Database, provider: PaymentProvider, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

export async function findPayment(db: Database, paymentId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(payments).where(eq(payments.id, paymentId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The order's attempts, newest first. */
export async function findOrderPayments(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
}

/**
 * Claims attempts of one provider still waiting for an outcome, for the reconciliation sweep: the
 * least recently touched first, rows another instance is claiming skipped (SKIP LOCKED), and each
 * claimed row's `updated_at` moved to now, so it goes to the back of the line and no other sweep
 * takes it until it is older than `untouchedSince` again.
 */
export async function claimOpenPayments(
  db: Database,
  provider: PaymentProvider,
  untouchedSince: Date,
  now: Date,
  limit: number,
): Promise<PaymentRow[]> {
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        inArray(payments.status, ['created', 'pending']),
        lt(payments.updatedAt, untouchedSince),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db.update(payments).set({ updatedAt: now }).where(inArray(payments.id, due)).returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Moves an attempt along the domain's table (`ATTEMPT_MOVES`), guarded in SQL. Answers whether it moved. */
export async function moveAttemptStatus(
  db: Database,
  paymentId: string,
  to: AttemptStatus,
  values: Partial<typeof payments.$inferInsert> = {},
): Promise<boolean> {
  const moved = await db
    .update(payments)
    .set({ ...values, status: to })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, statesBefore(ATTEMPT_MOVES, to))))
    .returning({ id: payments.id });
  return moved.length > 0;
}

/** Keeps a provider's answer as received, for audit. */
export async function recordPaymentEvent(db: Database, paymentId: string, kind: string, body: unknown): Promise<void> {
  await db.insert(paymentEvents).values({ paymentId, kind, body: body ?? null });
}

/** Records an attempt once: a provider's idempotent replay gives back the same reference and row. */
export async function insertPaymentOnce(db: Database, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.provider, payments.providerReference] });
  const row = await findPaymentByReference(db, values.provider, values.providerReference);
  if (!row) throw new Error('payment row missing after insert');
  return row;
}

/**
 * The attempt whose money paid the order: completed, and not money that was owed back because the
 * order could not take it. Locked when asked, so two refunds of one payment run one after the other.
 */
export async function findPayingAttempt(db: Database, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'completed'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refunds)
            .where(and(eq(refunds.paymentId, payments.id), eq(refunds.kind, 'artwork_gone'))),
        ),
      ),
    )
    .orderBy(asc(payments.completedAt))
    .limit(1);
  return row;
}

/** The exchange rate recorded on each of these payments (rupee payments only), for showing their refunds in rupees. */
export async function findPaymentRates(db: Database, paymentIds: readonly string[]): Promise<Map<string, string>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: payments.id, rate: payments.exchangeRate })
    .from(payments)
    .where(and(inArray(payments.id, [...new Set(paymentIds)]), eq(payments.currency, 'INR')));
  return new Map(rows.flatMap((row) => (row.rate ? [[row.id, row.rate] as const] : [])));
}

/** The payment attempts of these orders, newest first. */
export async function findOrdersPayments(db: Database, orderIds: readonly string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(desc(payments.createdAt));
}
