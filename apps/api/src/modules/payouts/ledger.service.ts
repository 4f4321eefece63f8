import {
  deliveredEntries,
  LedgerEvent,
  type LedgerItem,
  ledgerKey,
  PaymentStatus,
  paymentCapturedEntries,
  refundedEntries,
  vendorPaidEntries,
} from '@art-market/domain';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import {
  findDeliveredItemIds,
  findLedgerItems,
  findOrdersWithoutCapture,
  insertLedgerTransaction,
  insertLedgerTransactions,
  isVendorOrderRefunded,
  vacuumLedger,
} from './ledger.repository.ts';

// The ledger's one writer (ADR 0006): every money event goes through these functions, inside the
// transaction of the change that causes it, so the ledger and the orders can never disagree.

/** The customer's payment for an order was captured (settlement, or a bank transfer approved). */
export async function recordPaymentCaptured(tx: Database, orderId: string, at: Date): Promise<boolean> {
  const items = await findLedgerItems(tx, { orderIds: [orderId] });
  return insertLedgerTransaction(
    tx,
    { kind: LedgerEvent.PaymentCaptured, key: ledgerKey(LedgerEvent.PaymentCaptured, orderId), orderId, occurredAt: at },
    paymentCapturedEntries(items),
  );
}

/**
 * A vendor order was delivered: its earnings become payable once the return window has run. An order
 * refunded before delivery has nothing left to earn, so nothing is recorded.
 */
export async function recordDelivered(tx: Database, vendorOrderId: string, at: Date): Promise<boolean> {
  if (await isVendorOrderRefunded(tx, vendorOrderId)) return false;
  const items = await findLedgerItems(tx, { vendorOrderId });
  return insertLedgerTransaction(
    tx,
    { kind: LedgerEvent.Delivered, key: ledgerKey(LedgerEvent.Delivered, vendorOrderId), vendorOrderId, occurredAt: at },
    deliveredEntries(items),
  );
}

/** A payout paid these items to their vendor. */
export async function recordVendorPaid(tx: Database, payoutId: string, items: readonly LedgerItem[], at: Date): Promise<boolean> {
  return insertLedgerTransaction(
    tx,
    { kind: LedgerEvent.VendorPaid, key: ledgerKey(LedgerEvent.VendorPaid, payoutId), payoutId, occurredAt: at },
    vendorPaidEntries(items),
  );
}

/** The customer's payment was refunded: the capture is reversed from wherever each earning stands. */
export async function recordRefunded(tx: Database, orderId: string, at: Date): Promise<boolean> {
  const items = await findLedgerItems(tx, { orderIds: [orderId] });
  const delivered = await findDeliveredItemIds(
    tx,
    items.map((item) => item.orderItemId),
  );
  return insertLedgerTransaction(
    tx,
    { kind: LedgerEvent.Refunded, key: ledgerKey(LedgerEvent.Refunded, orderId), orderId, occurredAt: at },
    refundedEntries(items.map((item) => ({ ...item, delivered: delivered.has(item.orderItemId) }))),
  );
}

const BACKFILL_BATCH = 1000;

/**
 * Back-fills the captures (and refunds) of orders paid before the ledger existed, a thousand orders
 * per transaction. Idempotent: run at every start, it finds nothing once the ledger is complete.
 */
export async function recordMissingCaptures(ctx: AppContext): Promise<number> {
  let recorded = 0;
  for (;;) {
    const missing = await findOrdersWithoutCapture(ctx.db, BACKFILL_BATCH);
    if (missing.length === 0) {
      // A bulk load leaves the planner without statistics until autovacuum comes round.
      if (recorded > BACKFILL_BATCH) await vacuumLedger(ctx.db);
      return recorded;
    }
    await ctx.db.transaction(async (tx) => {
      const items = await findLedgerItems(tx, { orderIds: missing.map((order) => order.id) });
      const byOrder = new Map<string, LedgerItem[]>();
      for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
      const itemsOf = (orderId: string) => byOrder.get(orderId) ?? [];
      await insertLedgerTransactions(
        tx,
        missing.map((order) => ({
          transaction: {
            kind: LedgerEvent.PaymentCaptured,
            key: ledgerKey(LedgerEvent.PaymentCaptured, order.id),
            orderId: order.id,
            occurredAt: order.paidAt ?? order.updatedAt,
          },
          entries: paymentCapturedEntries(itemsOf(order.id)),
        })),
      );
      // Nothing was delivered before the ledger existed, so a refund takes each earning back from unearned.
      await insertLedgerTransactions(
        tx,
        missing
          .filter((order) => order.paymentStatus === PaymentStatus.Refunded)
          .map((order) => ({
            transaction: {
              kind: LedgerEvent.Refunded,
              key: ledgerKey(LedgerEvent.Refunded, order.id),
              orderId: order.id,
              occurredAt: order.updatedAt,
            },
            entries: refundedEntries(itemsOf(order.id).map((item) => ({ ...item, delivered: false }))),
          })),
      );
    });
    recorded += missing.length;
  }
}
