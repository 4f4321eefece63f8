import type { ItemRefund } from '../after-sale/refunds.ts';
import { allocateProportionally } from '../common/allocation.ts';
import type { Cents } from '../common/money.ts';

/**
 * The ledger's accounts (ADR 0006). Amounts are signed cents: a debit is positive, a credit negative,
 * and the entries of one transaction sum to zero.
 *
 * - customer_funds: money the platform holds, received from customers (asset).
 * - commission_revenue: the platform's commission (revenue, credit balance).
 * - vendor_unearned: a vendor's earnings on items paid but not yet delivered (liability).
 * - vendor_payable: a vendor's earnings on delivered items, owed until paid out (liability). A
 *   vendor refunded after being paid has a debit balance here, which its next payouts net off.
 * - refunds_due: money received for an order that could not take it (the artwork was gone), owed
 *   back to the customer until the provider's refund goes through (liability).
 * - collector_funds: money a collector sent by bank transfer that no order has taken yet (a confirmed
 *   partial payment, an overpayment, a transfer rejected or an order cancelled after money arrived),
 *   held for the collector until it is applied to the order or sent back (liability, credit balance).
 * - dispute_losses: money a chargeback took beyond what was left of the payment (the buyer's bank took
 *   back a payment already refunded): the platform's loss (expense, debit balance).
 */
export const LedgerAccount = {
  CustomerFunds: 'customer_funds',
  CommissionRevenue: 'commission_revenue',
  VendorUnearned: 'vendor_unearned',
  VendorPayable: 'vendor_payable',
  RefundsDue: 'refunds_due',
  DisputeLosses: 'dispute_losses',
  CollectorFunds: 'collector_funds',
} as const;
export type LedgerAccountName = (typeof LedgerAccount)[keyof typeof LedgerAccount];

export const LedgerEvent = {
  PaymentCaptured: 'payment_captured',
  Delivered: 'delivered',
  VendorPaid: 'vendor_paid',
  Refunded: 'refunded',
  /** A refund was granted: commission and earnings reversed, the amount owed to the customer. */
  RefundOwed: 'refund_owed',
  /** The provider paid a refund (or an unallocated receipt) back to the customer. */
  RefundPaid: 'refund_paid',
  /** A chargeback: the customer's bank took the money back. */
  ChargedBack: 'charged_back',
  /** Money arrived for an order that could not take it: owed back. */
  ReceiptUnallocated: 'receipt_unallocated',
  /** A chargeback took more than was left of the payment: the rest is the platform's loss. */
  DisputeLost: 'dispute_lost',
  /** An admin confirmed money that arrived by bank transfer: held for the collector. */
  TransferReceived: 'transfer_received',
  /** The transfer's money reached what was due and paid the order: what it held moves to the capture. */
  ReceiptsApplied: 'receipts_applied',
  /** Money held for a collector was sent back by an admin. */
  CollectorRefunded: 'collector_refunded',
} as const;
export type LedgerEventKind = (typeof LedgerEvent)[keyof typeof LedgerEvent];

export interface LedgerEntryDraft {
  account: LedgerAccountName;
  amountCents: Cents;
  vendorId: string | null;
  orderItemId: string | null;
}

/** What the ledger needs of an order item: its frozen total and commission. */
export interface LedgerItem {
  orderItemId: string;
  vendorId: string;
  totalCents: Cents;
  commissionCents: Cents;
}

/** A vendor earns the item's total (after discount) minus the commission (docs/product/money.md#vendor-earnings). */
export function vendorEarningCents(item: Pick<LedgerItem, 'totalCents' | 'commissionCents'>): Cents {
  return item.totalCents - item.commissionCents;
}

const entry = (
  account: LedgerAccountName,
  amountCents: Cents,
  item: Pick<LedgerItem, 'orderItemId' | 'vendorId'> | null,
): LedgerEntryDraft => ({
  account,
  amountCents,
  vendorId: item?.vendorId ?? null,
  orderItemId: item?.orderItemId ?? null,
});

/** The customer paid: the platform holds the money, owing the vendor its earning and keeping the commission. */
export function paymentCapturedEntries(items: readonly LedgerItem[]): LedgerEntryDraft[] {
  return items.flatMap((item) => [
    entry(LedgerAccount.CustomerFunds, item.totalCents, item),
    entry(LedgerAccount.CommissionRevenue, -item.commissionCents, item),
    entry(LedgerAccount.VendorUnearned, -vendorEarningCents(item), item),
  ]);
}

/** Delivered: the vendor's earning becomes payable (the return window still runs before a payout). */
export function deliveredEntries(items: readonly LedgerItem[]): LedgerEntryDraft[] {
  return items.flatMap((item) => [
    entry(LedgerAccount.VendorUnearned, vendorEarningCents(item), item),
    entry(LedgerAccount.VendorPayable, -vendorEarningCents(item), item),
  ]);
}

/** The vendor was paid: what it was owed leaves the platform's funds. */
export function vendorPaidEntries(items: readonly LedgerItem[]): LedgerEntryDraft[] {
  return items.flatMap((item) => [
    entry(LedgerAccount.VendorPayable, vendorEarningCents(item), item),
    entry(LedgerAccount.CustomerFunds, -vendorEarningCents(item), item),
  ]);
}

/**
 * The customer was refunded: the money leaves, the commission is given up, and the vendor's earning is
 * taken back from where it stands (unearned before delivery, payable after; a vendor already paid
 * ends with a debit balance on payable, which is what it owes back).
 */
export function refundedEntries(items: readonly (LedgerItem & { delivered: boolean })[]): LedgerEntryDraft[] {
  return items.flatMap((item) => [
    entry(LedgerAccount.CustomerFunds, -item.totalCents, item),
    entry(LedgerAccount.CommissionRevenue, item.commissionCents, item),
    entry(item.delivered ? LedgerAccount.VendorPayable : LedgerAccount.VendorUnearned, vendorEarningCents(item), item),
  ]);
}

/** What the vendor is owed on one item on one of its accounts; negative: what it owes back. */
export interface ItemBalance {
  orderItemId: string;
  vendorId: string;
  owedCents: Cents;
}

/**
 * Delivered: what the vendor still has unearned on each item becomes payable. Balances, not the
 * amounts frozen at sale, so an item partly refunded before delivery moves only what is left.
 */
export function deliveredBalanceEntries(balances: readonly ItemBalance[]): LedgerEntryDraft[] {
  return balances
    .filter((balance) => balance.owedCents !== 0)
    .flatMap((balance) => [
      entry(LedgerAccount.VendorUnearned, balance.owedCents, balance),
      entry(LedgerAccount.VendorPayable, -balance.owedCents, balance),
    ]);
}

/**
 * A payout settles the vendor's payable balance on each item: what it is owed leaves the funds, and a
 * debt (an item refunded after it was paid) is netted off the same payout.
 */
export function vendorSettledEntries(balances: readonly ItemBalance[]): LedgerEntryDraft[] {
  return balances
    .filter((balance) => balance.owedCents !== 0)
    .flatMap((balance) => [
      entry(LedgerAccount.VendorPayable, balance.owedCents, balance),
      entry(LedgerAccount.CustomerFunds, -balance.owedCents, balance),
    ]);
}

/**
 * A refund (or chargeback) split over items (domain `splitRefund`): the platform gives back its share
 * of the commission, and the vendor's share of the earning is taken back from where it stands
 * (unearned before delivery, payable after). The money is owed to the customer (`refunds_due`) until
 * the provider has paid it back; a chargeback has already taken it (`customer_funds`).
 */
export function itemRefundEntries(
  refunds: readonly (ItemRefund & { delivered: boolean })[],
  owedFrom: LedgerAccountName = LedgerAccount.CustomerFunds,
): LedgerEntryDraft[] {
  return refunds.flatMap((refund) => [
    entry(owedFrom, -refund.refundCents, refund),
    entry(LedgerAccount.CommissionRevenue, refund.commissionCents, refund),
    entry(refund.delivered ? LedgerAccount.VendorPayable : LedgerAccount.VendorUnearned, refund.earningCents, refund),
  ]);
}

/** Money arrived that no order can take (the artwork was sold meanwhile): held as owed back. */
export function receiptUnallocatedEntries(amountCents: Cents): LedgerEntryDraft[] {
  return [entry(LedgerAccount.CustomerFunds, amountCents, null), entry(LedgerAccount.RefundsDue, -amountCents, null)];
}

/** Money owed back to a customer was paid back by the provider. */
export function receiptReturnedEntries(amountCents: Cents): LedgerEntryDraft[] {
  return [entry(LedgerAccount.RefundsDue, amountCents, null), entry(LedgerAccount.CustomerFunds, -amountCents, null)];
}

/** Spreads an amount over items in proportion to their totals, to the cent (the one allocation rule). */
export function spreadByTotal<T extends Pick<LedgerItem, 'totalCents'>>(
  items: readonly T[],
  amountCents: Cents,
): (T & { shareCents: Cents })[] {
  const shares = allocateProportionally(
    amountCents,
    items.map((item) => item.totalCents),
  );
  return items.map((item, index) => ({ ...item, shareCents: shares[index] ?? 0 }));
}

/**
 * A chargeback took more than was left of the payment (it had been refunded already): the money left
 * the funds a second time and is the platform's loss, spread over the order's items so that each
 * sale shows its part. The vendors' earnings are not touched: the refund already took them back.
 */
export function disputeLossEntries(items: readonly LedgerItem[], amountCents: Cents): LedgerEntryDraft[] {
  return spreadByTotal(items, amountCents)
    .filter((item) => item.shareCents !== 0)
    .flatMap((item) => [
      { account: LedgerAccount.DisputeLosses, amountCents: item.shareCents, vendorId: null, orderItemId: item.orderItemId },
      entry(LedgerAccount.CustomerFunds, -item.shareCents, null),
    ]);
}

/** Money arrived by bank transfer: the platform holds it, owed to the collector until an order takes it. */
export function transferReceivedEntries(amountCents: Cents): LedgerEntryDraft[] {
  return [entry(LedgerAccount.CustomerFunds, amountCents, null), entry(LedgerAccount.CollectorFunds, -amountCents, null)];
}

/**
 * Money held for the collector leaves the holding: applied to the order (its capture then records it
 * as the order's money, so it is not counted twice) or sent back to the collector.
 */
export function collectorFundsReleasedEntries(amountCents: Cents): LedgerEntryDraft[] {
  return [entry(LedgerAccount.CollectorFunds, amountCents, null), entry(LedgerAccount.CustomerFunds, -amountCents, null)];
}

/** The double-entry rule: a transaction's entries sum to zero. */
export function isBalanced(entries: readonly Pick<LedgerEntryDraft, 'amountCents'>[]): boolean {
  return entries.reduce((sum, draft) => sum + draft.amountCents, 0) === 0;
}

/** A ledger transaction is recorded once per event and subject: the key says which. */
export function ledgerKey(kind: LedgerEventKind, subjectId: string): string {
  return `${kind}:${subjectId}`;
}
