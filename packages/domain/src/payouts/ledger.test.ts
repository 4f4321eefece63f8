import { describe, expect, it } from 'vitest';
import {
  deliveredEntries,
  disputeLossEntries,
  isBalanced,
  LedgerAccount,
  type LedgerItem,
  paymentCapturedEntries,
  refundedEntries,
  spreadByTotal,
  vendorEarningCents,
  vendorPaidEntries,
} from './ledger.ts';

const items: LedgerItem[] = [
  { orderItemId: 'i1', vendorId: 'v1', totalCents: 12_345, commissionCents: 3_000 },
  { orderItemId: 'i2', vendorId: 'v2', totalCents: 999, commissionCents: 1 },
];

const balanceOf = (entries: ReturnType<typeof paymentCapturedEntries>, account: string, vendorId?: string) =>
  entries
    .filter((entry) => entry.account === account && (vendorId === undefined || entry.vendorId === vendorId))
    .reduce((sum, entry) => sum + entry.amountCents, 0);

describe('ledger entries', () => {
  it('earns the vendor the total minus the commission', () => {
    expect(vendorEarningCents(items[0] as LedgerItem)).toBe(9_345);
  });

  it('balances every event', () => {
    for (const entries of [
      paymentCapturedEntries(items),
      deliveredEntries(items),
      vendorPaidEntries(items),
      refundedEntries(items.map((item) => ({ ...item, delivered: true }))),
      refundedEntries(items.map((item) => ({ ...item, delivered: false }))),
    ]) {
      expect(isBalanced(entries)).toBe(true);
    }
  });

  it('moves an earning from unearned to payable to paid, and leaves nothing owed', () => {
    const all = [...paymentCapturedEntries(items), ...deliveredEntries(items), ...vendorPaidEntries(items)];
    expect(balanceOf(all, LedgerAccount.VendorUnearned)).toBe(0);
    expect(balanceOf(all, LedgerAccount.VendorPayable)).toBe(0);
    expect(balanceOf(all, LedgerAccount.CommissionRevenue)).toBe(-3_001);
    expect(balanceOf(all, LedgerAccount.CustomerFunds)).toBe(3_001);
  });

  it('owes a delivered, unpaid vendor its earning, per vendor', () => {
    const all = [...paymentCapturedEntries(items), ...deliveredEntries(items.slice(0, 1))];
    expect(balanceOf(all, LedgerAccount.VendorPayable, 'v1')).toBe(-9_345);
    expect(balanceOf(all, LedgerAccount.VendorPayable, 'v2')).toBe(0);
    expect(balanceOf(all, LedgerAccount.VendorUnearned, 'v2')).toBe(-998);
  });

  it('undoes a capture on refund, and leaves a paid vendor owing its earning back', () => {
    const before = [...paymentCapturedEntries(items), ...deliveredEntries(items)];
    const refunded = [...before, ...refundedEntries(items.map((item) => ({ ...item, delivered: true })))];
    for (const account of Object.values(LedgerAccount)) expect(balanceOf(refunded, account)).toBe(0);
    const afterPayout = [
      ...before,
      ...vendorPaidEntries(items),
      ...refundedEntries(items.map((item) => ({ ...item, delivered: true }))),
    ];
    expect(balanceOf(afterPayout, LedgerAccount.VendorPayable, 'v1')).toBe(9_345);
  });

  it('finds an unbalanced transaction', () => {
    expect(isBalanced([{ amountCents: 1 }, { amountCents: -2 }])).toBe(false);
  });

  it('spreads a dispute loss over the items by their totals, to the cent, and balances', () => {
    for (const amount of [0, 1, 7, 13_344, 13_345, 99_999]) {
      const shares = spreadByTotal(items, amount).map((item) => item.shareCents);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
      expect(shares.every((share) => share >= 0)).toBe(true);
    }
    expect(spreadByTotal(items, 13_344).map((item) => item.shareCents)).toEqual([12_345, 999]);
    const entries = disputeLossEntries(items, 13_344);
    expect(isBalanced(entries)).toBe(true);
    expect(balanceOf(entries, LedgerAccount.DisputeLosses)).toBe(13_344);
    expect(balanceOf(entries, LedgerAccount.CustomerFunds)).toBe(-13_344);
    expect(balanceOf(entries, LedgerAccount.VendorPayable) + balanceOf(entries, LedgerAccount.VendorUnearned)).toBe(0);
  });
});
