import type { Cents } from './money.ts';

/**
 * The ledger's accounts (ADR 0006). Amounts are signed cents: a debit is positive, a credit negative,
 * and the entries of one transaction sum to zero.
 *
 * - customer_funds: money the platform holds, received from customers (asset).
 * - commission_revenue: the platform's commission (revenue, credit balance).
 * - vendor_unearned: a vendor's earnings on items paid but not yet delivered (liability).
 * - vendor_payable: a vendor's earnings on delivered items, owed until paid out (liability).
 */
export const LedgerAccount = {
  CustomerFunds: 'customer_funds',
  CommissionRevenue: 'commission_revenue',
  VendorUnearned: 'vendor_unearned',
  VendorPayable: 'vendor_payable',
} as const;
export type LedgerAccountName = (typeof LedgerAccount)[keyof typeof LedgerAccount];

export const LedgerEvent = {
  PaymentCaptured: 'payment_captured',
  Delivered: 'delivered',
  VendorPaid: 'vendor_paid',
  Refunded: 'refunded',
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

/** ARCHITECTURE 6: a vendor earns the item's total (after discount) minus the commission. */
export function vendorEarningCents(item: Pick<LedgerItem, 'totalCents' | 'commissionCents'>): Cents {
  return item.totalCents - item.commissionCents;
}

const entry = (account: LedgerAccountName, amountCents: Cents, item: LedgerItem | null): LedgerEntryDraft => ({
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

/** The double-entry rule: a transaction's entries sum to zero. */
export function isBalanced(entries: readonly Pick<LedgerEntryDraft, 'amountCents'>[]): boolean {
  return entries.reduce((sum, draft) => sum + draft.amountCents, 0) === 0;
}

/** A ledger transaction is recorded once per event and subject: the key says which. */
export function ledgerKey(kind: LedgerEventKind, subjectId: string): string {
  return `${kind}:${subjectId}`;
}
