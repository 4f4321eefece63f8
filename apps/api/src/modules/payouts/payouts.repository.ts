import { LedgerEvent, type LedgerItem } from '@art-market/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ledgerTransactions, orderItems, payoutItems, payoutRuns, payouts, vendorOrders } from '../../db/schema.ts';

export interface PayableItem extends LedgerItem {
  vendorOrderId: string;
  deliveredAt: Date;
  refunded: boolean;
}

const delivered = alias(ledgerTransactions, 'delivered');
const captured = alias(ledgerTransactions, 'captured');
const refund = alias(ledgerTransactions, 'refund');

/**
 * Items whose vendor order was delivered and that no payout has paid yet, with when they were
 * delivered and whether their order was refunded (domain `isPayoutEligible` decides the rest).
 */
export async function findUnpaidDeliveredItems(db: Database, vendorOrderId?: string): Promise<PayableItem[]> {
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      vendorId: vendorOrders.vendorId,
      vendorOrderId: vendorOrders.id,
      totalCents: orderItems.totalCents,
      commissionCents: orderItems.commissionCents,
      deliveredAt: delivered.occurredAt,
      refunded: sql<boolean>`${refund.id} is not null`,
    })
    .from(orderItems)
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .innerJoin(delivered, and(eq(delivered.vendorOrderId, vendorOrders.id), eq(delivered.kind, LedgerEvent.Delivered)))
    .innerJoin(captured, and(eq(captured.orderId, orderItems.orderId), eq(captured.kind, LedgerEvent.PaymentCaptured)))
    .leftJoin(refund, and(eq(refund.orderId, orderItems.orderId), eq(refund.kind, LedgerEvent.Refunded)))
    .leftJoin(payoutItems, eq(payoutItems.orderItemId, orderItems.id))
    .where(and(isNull(payoutItems.id), vendorOrderId ? eq(vendorOrders.id, vendorOrderId) : undefined));
  return rows;
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

/** The lines of a payout statement: each item with its order and the amounts it was paid on. */
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
