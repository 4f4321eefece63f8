import {
  collectorFundsReleasedEntries,
  deliveredBalanceEntries,
  disputeLossEntries,
  type ItemBalance,
  type ItemRefund,
  itemRefundEntries,
  LedgerAccount,
  type LedgerAccountName,
  LedgerEvent,
  type LedgerItem,
  ledgerKey,
  PaymentStatus,
  paymentCapturedEntries,
  type RefundableItem,
  receiptReturnedEntries,
  receiptUnallocatedEntries,
  refundedEntries,
  transferReceivedEntries,
  vendorSettledEntries,
} from '@art-market/domain/rules';
import type { Database } from '#api/db/client.ts';
import {
  findDeliveredItemIds,
  findItemRefundedCents,
  findLedgerItems,
  findOrdersWithoutCapture,
  findVendorBalances,
  insertLedgerTransaction,
  insertLedgerTransactions,
  vacuumLedger,
} from './ledger.repository.ts';

/** Payouts read what each vendor is owed straight from the ledger's balances. */
/** What is held for collectors, per order: the bank-transfer tab's "Money to return" reads it. */
/** What one refund took off each vendor's earnings (the vendor's refund notice says it). */
export { findCollectorFundsHeld, findVendorBalances, sumEarningTakenByRefund } from './ledger.repository.ts';

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
 * A vendor order was delivered: what is left unearned on each item (after any refund before delivery)
 * becomes payable, to be paid once the return window has run. The transaction is written even when
 * nothing is left, since it records when the order was delivered.
 */
export async function recordDelivered(tx: Database, vendorOrderId: string, at: Date): Promise<boolean> {
  const balances = await findVendorBalances(tx, LedgerAccount.VendorUnearned, { vendorOrderId });
  return insertLedgerTransaction(
    tx,
    { kind: LedgerEvent.Delivered, key: ledgerKey(LedgerEvent.Delivered, vendorOrderId), vendorOrderId, occurredAt: at },
    deliveredBalanceEntries(balances),
  );
}

/**
 * A payout settled these payable balances: what the vendor was owed on the items paid left the
 * funds, and its debts (items refunded after they were paid, negative balances) were netted off.
 */
export async function recordVendorPaid(
  tx: Database,
  payoutId: string,
  settled: readonly ItemBalance[],
  at: Date,
): Promise<boolean> {
  return insertLedgerTransaction(
    tx,
    { kind: LedgerEvent.VendorPaid, key: ledgerKey(LedgerEvent.VendorPaid, payoutId), payoutId, occurredAt: at },
    vendorSettledEntries(settled),
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

/** What has been refunded of each of these items so far, in cents (absent: nothing). */
export async function findRefundedCents(db: Database, orderItemIds: string[]): Promise<Map<string, number>> {
  return findItemRefundedCents(db, orderItemIds);
}

/** The order's items as a refund splits them: total, commission and what was refunded of each so far. */
export async function findRefundableItems(
  tx: Database,
  scope: { orderIds: string[] } | { vendorOrderId: string },
): Promise<RefundableItem[]> {
  const items = await findLedgerItems(tx, scope);
  const refunded = await findItemRefundedCents(
    tx,
    items.map((item) => item.orderItemId),
  );
  return items.map((item) => ({ ...item, refundedCents: refunded.get(item.orderItemId) ?? 0 }));
}

/**
 * A refund was granted: each item's commission and earning are reversed by its share, from where the
 * earning stands, and the amount is owed to the customer until the provider pays it back.
 */
export async function recordRefundOwed(
  tx: Database,
  refund: { id: string; orderId: string },
  splits: readonly ItemRefund[],
  at: Date,
): Promise<boolean> {
  return recordReversal(tx, LedgerEvent.RefundOwed, refund.id, refund.orderId, splits, LedgerAccount.RefundsDue, at);
}

/** The provider paid back what was owed (a granted refund, or money no order could take). */
export async function recordRefundPaid(
  tx: Database,
  refund: { id: string; orderId: string; amountCents: number },
  at: Date,
): Promise<boolean> {
  return insertLedgerTransaction(
    tx,
    { kind: LedgerEvent.RefundPaid, key: ledgerKey(LedgerEvent.RefundPaid, refund.id), orderId: refund.orderId, occurredAt: at },
    receiptReturnedEntries(refund.amountCents),
  );
}

/** Money arrived for an order that could not take it (the artwork was gone): held as owed back. */
export async function recordReceiptUnallocated(
  tx: Database,
  receipt: { paymentId: string; orderId: string; amountCents: number },
  at: Date,
): Promise<boolean> {
  return insertLedgerTransaction(
    tx,
    {
      kind: LedgerEvent.ReceiptUnallocated,
      key: ledgerKey(LedgerEvent.ReceiptUnallocated, receipt.paymentId),
      orderId: receipt.orderId,
      occurredAt: at,
    },
    receiptUnallocatedEntries(receipt.amountCents),
  );
}

/** A chargeback took money back through the customer's bank: the split is reversed straight from the funds held. */
export async function recordChargeback(
  tx: Database,
  chargeback: { key: string; orderId: string },
  splits: readonly ItemRefund[],
  at: Date,
): Promise<boolean> {
  return recordReversal(tx, LedgerEvent.ChargedBack, chargeback.key, chargeback.orderId, splits, LedgerAccount.CustomerFunds, at);
}

/**
 * A chargeback took more than was left of the payment (it had been refunded already): the rest left
 * the funds a second time, booked as the platform's dispute loss. Once per chargeback.
 */
export async function recordDisputeLoss(
  tx: Database,
  chargeback: { key: string; orderId: string },
  amountCents: number,
  at: Date,
): Promise<boolean> {
  const items = await findLedgerItems(tx, { orderIds: [chargeback.orderId] });
  return insertLedgerTransaction(
    tx,
    {
      kind: LedgerEvent.DisputeLost,
      key: ledgerKey(LedgerEvent.DisputeLost, chargeback.key),
      orderId: chargeback.orderId,
      occurredAt: at,
    },
    disputeLossEntries(items, amountCents),
  );
}

/**
 * An admin confirmed money that arrived by bank transfer (one receipt, in cents): held for the
 * collector until the order takes it or it is sent back (ADR 0033).
 */
export async function recordTransferReceived(
  tx: Database,
  receipt: { id: string; orderId: string; amountCents: number },
  at: Date,
): Promise<boolean> {
  return insertLedgerTransaction(
    tx,
    {
      kind: LedgerEvent.TransferReceived,
      key: ledgerKey(LedgerEvent.TransferReceived, receipt.id),
      orderId: receipt.orderId,
      occurredAt: at,
    },
    transferReceivedEntries(receipt.amountCents),
  );
}

/**
 * The transfer's money paid the order (or, its artwork gone, became a refund due): the amount its
 * capture records leaves the collector's holding, so the money is counted once. Once per payment.
 */
export async function recordReceiptsApplied(
  tx: Database,
  payment: { id: string; orderId: string; amountCents: number },
  at: Date,
): Promise<boolean> {
  return insertLedgerTransaction(
    tx,
    {
      kind: LedgerEvent.ReceiptsApplied,
      key: ledgerKey(LedgerEvent.ReceiptsApplied, payment.id),
      orderId: payment.orderId,
      occurredAt: at,
    },
    collectorFundsReleasedEntries(payment.amountCents),
  );
}

/** Money held for a collector was sent back by an admin (one "Mark as returned"). */
export async function recordCollectorRefunded(
  tx: Database,
  returned: { id: string; orderId: string; amountCents: number },
  at: Date,
): Promise<boolean> {
  return insertLedgerTransaction(
    tx,
    {
      kind: LedgerEvent.CollectorRefunded,
      key: ledgerKey(LedgerEvent.CollectorRefunded, returned.id),
      orderId: returned.orderId,
      occurredAt: at,
    },
    collectorFundsReleasedEntries(returned.amountCents),
  );
}

/** One refund or chargeback split over items, each earning taken back from unearned or payable as it stands. */
async function recordReversal(
  tx: Database,
  kind: typeof LedgerEvent.RefundOwed | typeof LedgerEvent.ChargedBack,
  subjectId: string,
  orderId: string,
  splits: readonly ItemRefund[],
  owedFrom: LedgerAccountName,
  at: Date,
): Promise<boolean> {
  const delivered = await findDeliveredItemIds(
    tx,
    splits.map((split) => split.orderItemId),
  );
  return insertLedgerTransaction(
    tx,
    { kind, key: ledgerKey(kind, subjectId), orderId, occurredAt: at },
    itemRefundEntries(
      splits.map((split) => ({ ...split, delivered: delivered.has(split.orderItemId) })),
      owedFrom,
    ),
  );
}

const BACKFILL_BATCH = 1000;

/** The command that back-fills them (ADR 0026). */
export const BACKFILL_LEDGER_COMMAND = 'npm run ledger:backfill';

/** The start-up check: is any paid or refunded order without its capture? One query, stopping at the first. */
export async function hasMissingCaptures(db: Database): Promise<boolean> {
  return (await findOrdersWithoutCapture(db, 1)).length > 0;
}

/**
 * Back-fills the captures (and refunds) of orders paid before the ledger existed, a thousand orders
 * per transaction: the one-off fix `npm run ledger:backfill` runs. Idempotent: it finds nothing once
 * the ledger is complete.
 */
export async function recordMissingCaptures(db: Database): Promise<number> {
  let recorded = 0;
  for (;;) {
    const missing = await findOrdersWithoutCapture(db, BACKFILL_BATCH);
    if (missing.length === 0) {
      // A bulk load leaves the planner without statistics until autovacuum comes round.
      if (recorded > BACKFILL_BATCH) await vacuumLedger(db);
      return recorded;
    }
    // A one-off fix run by a script with no app context: it mails nothing and publishes nothing.
    // eslint-disable-next-line no-restricted-syntax
    await db.transaction(async (tx) => {
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
