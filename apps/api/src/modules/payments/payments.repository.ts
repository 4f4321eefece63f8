import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type PAYMENT_PROVIDERS, paymentEvents, payments } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type PaymentAttemptStatus = PaymentRow['status'];

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

export async function findPayment(db: Database, paymentId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(payments).where(eq(payments.id, paymentId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The order's attempts, newest first. */
export async function findOrderPayments(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt));
}

/** Attempts of one provider still waiting for an outcome, oldest first (the reconciliation sweep). */
export async function findOpenPayments(db: Database, provider: PaymentProvider, createdBefore: Date, limit = 50) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        inArray(payments.status, ['created', 'pending']),
        lt(payments.createdAt, createdBefore),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

export async function updatePayment(db: Database, paymentId: string, values: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(values).where(eq(payments.id, paymentId));
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
