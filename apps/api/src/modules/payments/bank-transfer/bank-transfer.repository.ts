import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  artworkHolds,
  bankTransferReceipts,
  bankTransfers,
  collectorFundReturns,
  customers,
  orders,
  payments,
} from '#api/db/schema.ts';

export type BankTransferRow = typeof bankTransfers.$inferSelect;
export type BankTransferReceiptRow = typeof bankTransferReceipts.$inferSelect;

/** What admins have recorded as received on a transfer so far, in its currency's minor units. */
const receivedMinorOf = (transferId: typeof bankTransfers.id) =>
  sql<number>`(select coalesce(sum(${bankTransferReceipts.amountMinor}), 0) from ${bankTransferReceipts}
    where ${bankTransferReceipts.transferId} = ${transferId})`.mapWith(Number);

export async function findReceivedMinor(db: Database, transferId: string): Promise<number> {
  const [row] = await db
    .select({ received: sql<number>`coalesce(sum(${bankTransferReceipts.amountMinor}), 0)`.mapWith(Number) })
    .from(bankTransferReceipts)
    .where(eq(bankTransferReceipts.transferId, transferId));
  return row?.received ?? 0;
}

/** The receipt a request with this idempotency key already recorded on the transfer, if any. */
export async function findReceiptByKey(
  db: Database,
  transferId: string,
  idempotencyKey: string,
): Promise<BankTransferReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(bankTransferReceipts)
    .where(and(eq(bankTransferReceipts.transferId, transferId), eq(bankTransferReceipts.idempotencyKey, idempotencyKey)));
  return row;
}

export async function insertReceipt(
  db: Database,
  values: typeof bankTransferReceipts.$inferInsert,
): Promise<BankTransferReceiptRow> {
  const [row] = await db.insert(bankTransferReceipts).values(values).returning();
  if (!row) throw new Error('receipt insert returned nothing');
  return row;
}

export async function insertBankTransfer(db: Database, values: typeof bankTransfers.$inferInsert): Promise<BankTransferRow> {
  const [row] = await db.insert(bankTransfers).values(values).returning();
  if (!row) throw new Error('bank transfer insert returned nothing');
  return row;
}

/** The order's newest transfer, optionally locked so that two reviews of it run one after the other. */
export async function findOrderTransfer(
  db: Database,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<BankTransferRow | undefined> {
  const query = db
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.orderId, orderId))
    .orderBy(desc(bankTransfers.createdAt))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findTransferByPayment(db: Database, paymentId: string) {
  const [row] = await db
    .select({ proofPath: bankTransfers.proofPath, orderNumber: orders.orderNumber })
    .from(bankTransfers)
    .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
    .where(eq(bankTransfers.paymentId, paymentId));
  return row;
}

/** Records the review once: answers false when another review got there first. */
export async function markTransferReviewed(
  db: Database,
  transferId: string,
  review: { reviewedBy: string; reviewedAt: Date; reviewNotes: string | null },
): Promise<boolean> {
  const reviewed = await db
    .update(bankTransfers)
    .set(review)
    .where(and(eq(bankTransfers.id, transferId), isNull(bankTransfers.reviewedAt)))
    .returning({ id: bankTransfers.id });
  return reviewed.length > 0;
}

/** Transfers waiting for an admin, oldest first, with their order, customer and payment. */
export async function findPendingTransfers(db: Database) {
  return db
    .select({
      transfer: bankTransfers,
      order: {
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        subtotalCents: orders.subtotalCents,
        discountCents: orders.discountCents,
        taxCents: orders.taxCents,
        shippingCents: orders.shippingCents,
        totalCents: orders.totalCents,
      },
      customer: { id: customers.id, firstName: customers.firstName, lastName: customers.lastName, email: customers.email },
      payment: { exchangeRate: payments.exchangeRate },
      receivedMinor: receivedMinorOf(bankTransfers.id),
      holdExpiresAt:
        sql<Date | null>`(select max(${artworkHolds.expiresAt}) from ${artworkHolds} where ${artworkHolds.attemptId} = ${payments.id})`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
    })
    .from(bankTransfers)
    .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(payments, eq(payments.id, bankTransfers.paymentId))
    .where(and(isNull(bankTransfers.reviewedAt), inArray(payments.status, ['created', 'pending'])))
    .orderBy(asc(bankTransfers.createdAt));
}

/**
 * Transfers still waiting for review whose hold has lapsed and whose customer has not been told yet,
 * with the customer's own address.
 */
export async function findOverdueUnnotified(db: Database, now: Date) {
  return db
    .select({
      transferId: bankTransfers.id,
      order: { id: orders.id, orderNumber: orders.orderNumber },
      customer: { email: customers.email, firstName: customers.firstName },
    })
    .from(bankTransfers)
    .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(payments, eq(payments.id, bankTransfers.paymentId))
    .where(
      and(
        isNull(bankTransfers.reviewedAt),
        isNull(bankTransfers.overdueNotifiedAt),
        inArray(payments.status, ['created', 'pending']),
        sql`not exists (select 1 from ${artworkHolds} where ${artworkHolds.attemptId} = ${payments.id}
          and ${artworkHolds.releasedAt} is null and ${artworkHolds.expiresAt} > ${now})`,
      ),
    );
}

/** Records that the customer was told, once: answers false when another instance got there first. */
export async function markOverdueNotified(db: Database, transferId: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(bankTransfers)
    .set({ overdueNotifiedAt: now })
    .where(and(eq(bankTransfers.id, transferId), isNull(bankTransfers.overdueNotifiedAt)))
    .returning({ id: bankTransfers.id });
  return marked.length > 0;
}

/**
 * Orders with money held for their collector, with the customer and each order's transfers (newest
 * first, with their attempt's status): what "Money to return" lists.
 */
export async function findOrdersHoldingFunds(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      order: { id: orders.id, orderNumber: orders.orderNumber, status: orders.status, paymentStatus: orders.paymentStatus },
      customer: { firstName: customers.firstName, lastName: customers.lastName, email: customers.email },
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.createdAt));
  const transfers = await findTransfersOf(db, orderIds);
  return rows.map((row) => ({ ...row, transfers: transfers.filter((transfer) => transfer.orderId === row.order.id) }));
}

/** The orders' transfers, newest first, with the status of the attempt each one is. */
export async function findTransfersOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: bankTransfers.id,
      orderId: bankTransfers.orderId,
      transactionId: bankTransfers.transactionId,
      bankName: bankTransfers.bankName,
      accountHolderName: bankTransfers.accountHolderName,
      reviewedAt: bankTransfers.reviewedAt,
      paymentStatus: payments.status,
    })
    .from(bankTransfers)
    .innerJoin(payments, eq(payments.id, bankTransfers.paymentId))
    .where(inArray(bankTransfers.orderId, orderIds))
    .orderBy(desc(bankTransfers.createdAt));
}

export type CollectorFundReturnRow = typeof collectorFundReturns.$inferSelect;

export async function findFundReturnByKey(db: Database, idempotencyKey: string): Promise<CollectorFundReturnRow | undefined> {
  const [row] = await db.select().from(collectorFundReturns).where(eq(collectorFundReturns.idempotencyKey, idempotencyKey));
  return row;
}

export async function insertFundReturn(
  db: Database,
  values: typeof collectorFundReturns.$inferInsert,
): Promise<CollectorFundReturnRow> {
  const [row] = await db.insert(collectorFundReturns).values(values).returning();
  if (!row) throw new Error('money return insert returned nothing');
  return row;
}
