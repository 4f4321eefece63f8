import { describe, expect, it } from 'vitest';
import { isPayoutAccountReady, payoutAccountReadyAt } from './bank-accounts-rules.ts';
import { vendorPaymentSchema } from './payouts.ts';
import { markedPaidAlert, refundAfterPayoutTitle } from './payouts-copy.ts';
import {
  defaultEarningsRange,
  isPayoutEligible,
  nettedPayout,
  nextPayoutRun,
  parsePayoutSchedule,
  payoutForecast,
  vendorPaymentTransactionId,
} from './payouts-rules.ts';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('payout eligibility', () => {
  const due = { deliveredAt: daysAgo(30), openReturn: false, owedCents: 70_000, paidOut: false };

  it('pays a delivered item once its 7-day return window is over', () => {
    expect(isPayoutEligible({ ...due, deliveredAt: daysAgo(7) }, now)).toBe(true);
    expect(isPayoutEligible({ ...due, deliveredAt: new Date(daysAgo(7).getTime() + 1) }, now)).toBe(false);
  });

  it('never pays an undelivered or already paid item', () => {
    expect(isPayoutEligible({ ...due, deliveredAt: null }, now)).toBe(false);
    expect(isPayoutEligible({ ...due, paidOut: true }, now)).toBe(false);
  });

  it('holds an item back while a return of its order is open, however old the delivery', () => {
    expect(isPayoutEligible({ ...due, openReturn: true }, now)).toBe(false);
  });

  it('pays only what is still owed: nothing for an item refunded in full, or owing money back', () => {
    expect(isPayoutEligible({ ...due, owedCents: 1 }, now)).toBe(true);
    expect(isPayoutEligible({ ...due, owedCents: 0 }, now)).toBe(false);
    expect(isPayoutEligible({ ...due, owedCents: -500 }, now)).toBe(false);
  });
});

describe('netted payout', () => {
  const balance = (orderItemId: string, owedCents: number) => ({ orderItemId, vendorId: 'v1', owedCents });

  it('pays the earnings less the debts, settling both', () => {
    const payout = nettedPayout([balance('a', 70_000), balance('b', 30_000)], [balance('c', -25_000)]);
    expect(payout?.amountCents).toBe(75_000);
    expect(payout?.settled.map((item) => item.orderItemId)).toEqual(['a', 'b', 'c']);
  });

  it('pays nothing while the debts are as large as the earnings', () => {
    expect(nettedPayout([balance('a', 20_000)], [balance('c', -25_000)])).toBeNull();
    expect(nettedPayout([balance('a', 25_000)], [balance('c', -25_000)])).toBeNull();
    expect(nettedPayout([], [])).toBeNull();
  });

  it('ignores a balance on the wrong side', () => {
    expect(nettedPayout([balance('a', 10_000), balance('z', 0)], [balance('c', 500)])).toEqual({
      amountCents: 10_000,
      settled: [balance('a', 10_000)],
    });
  });

  it('names a netted debt on the statement', () => {
    expect(refundAfterPayoutTitle('Monsoon Study')).toBe('Refund after payout: Monsoon Study');
  });
});

describe('manual vendor payment', () => {
  it('uses TRX and a timestamp, and says who was paid for what', () => {
    expect(vendorPaymentTransactionId(now)).toBe(`TRX${now.getTime()}`);
    expect(markedPaidAlert('Asha Rao', 'AM000042-1')).toBe('Payment to Asha Rao for order #AM000042-1 marked as paid.');
  });

  it('records only Paid, as a code or a word', () => {
    expect(vendorPaymentSchema.safeParse({ status: 2, transactionId: 'TRX1' }).success).toBe(true);
    expect(vendorPaymentSchema.safeParse({ status: 'Paid', transactionId: 'TRX1' }).success).toBe(true);
    expect(vendorPaymentSchema.safeParse({ status: 0, transactionId: 'TRX1' }).success).toBe(false);
    expect(vendorPaymentSchema.safeParse({ status: 2, transactionId: ' ' }).success).toBe(false);
  });
});

describe('weekly schedule', () => {
  it('reads a weekday and a UTC time, or off', () => {
    expect(parsePayoutSchedule('off')).toBeNull();
    expect(parsePayoutSchedule('')).toBeNull();
    expect(parsePayoutSchedule('Mon 06:00')).toEqual({ weekday: 1, hour: 6, minute: 0 });
    expect(parsePayoutSchedule('monday 6am')).toBe('invalid');
  });

  it('finds the next run strictly after now', () => {
    // 2026-11-22 is a Sunday.
    expect(nextPayoutRun({ weekday: 1, hour: 6, minute: 0 }, now).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(nextPayoutRun({ weekday: 0, hour: 12, minute: 0 }, now).toISOString()).toBe('2026-11-29T12:00:00.000Z');
    expect(nextPayoutRun({ weekday: 0, hour: 13, minute: 0 }, now).toISOString()).toBe('2026-11-22T13:00:00.000Z');
  });
});

it('defaults the earnings range to the last 7 days, today included', () => {
  expect(defaultEarningsRange(now)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
});

describe('payoutForecast', () => {
  const now = new Date('2026-11-25T10:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const item = (id: string, vendorId: string, owedCents: number, deliveredAt: Date, openReturn = false) => ({
    orderItemId: id,
    vendorId,
    owedCents,
    deliveredAt,
    openReturn,
    paidOut: false,
  });

  it('nets debts off what is due now, lists later items by the day their window closes, and those waiting on a return', () => {
    const owed = [
      item('a', 'v1', 10_000, daysAgo(9)),
      item('b', 'v2', 5_000, daysAgo(7)),
      item('c', 'v1', 3_000, daysAgo(1)),
      item('d', 'v2', 2_000, daysAgo(1)),
      item('e', 'v1', 4_000, daysAgo(3)),
      item('f', 'v2', 7_000, daysAgo(8), true),
    ];
    const debts = [{ orderItemId: 'x', vendorId: 'v2', owedCents: -6_000 }];
    expect(payoutForecast(owed, debts, now, null)).toEqual({
      dueNow: 100,
      dueNowItemCount: 1,
      dueNowVendorCount: 1,
      upcoming: [
        { date: '2026-11-29', amount: 40, itemCount: 1 },
        { date: '2026-12-01', amount: 50, itemCount: 2 },
      ],
      awaitingReturns: { amount: 70, itemCount: 1 },
      awaitingNewPayoutAccount: { amount: 0, vendorCount: 0 },
      awaitingPayoutAccount: { amount: 0, vendorCount: 0 },
      returnWindowDays: 7,
      payoutAccountHoldHours: 72,
      nextScheduledRun: null,
    });
  });

  it('leaves out of what is due now a vendor whose payout account is new, and says what waits on it', () => {
    const owed = [item('a', 'v1', 10_000, daysAgo(9)), item('b', 'v2', 5_000, daysAgo(8))];
    expect(payoutForecast(owed, [], now, null, (vendorId) => (vendorId === 'v2' ? 'new_account' : undefined))).toMatchObject({
      dueNow: 100,
      dueNowItemCount: 1,
      dueNowVendorCount: 1,
      awaitingNewPayoutAccount: { amount: 50, vendorCount: 1 },
    });
  });

  it('leaves out a vendor with no active payout account, and says so apart from a new one', () => {
    const owed = [item('a', 'v1', 10_000, daysAgo(9)), item('b', 'v2', 5_000, daysAgo(8))];
    const holdOf = (vendorId: string) => (vendorId === 'v1' ? ('no_active_account' as const) : ('new_account' as const));
    expect(payoutForecast(owed, [], now, null, holdOf)).toMatchObject({
      dueNow: 0,
      dueNowVendorCount: 0,
      awaitingPayoutAccount: { amount: 100, vendorCount: 1 },
      awaitingNewPayoutAccount: { amount: 50, vendorCount: 1 },
    });
  });
});

describe('the hold on a new payout account', () => {
  it('lets payouts go to an account 72 hours after its details were entered, not before', () => {
    const since = new Date('2026-11-20T10:00:00.000Z');
    expect(payoutAccountReadyAt(since).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(isPayoutAccountReady(since, new Date('2026-11-23T09:59:59.999Z'))).toBe(false);
    expect(isPayoutAccountReady(since, new Date('2026-11-23T10:00:00.000Z'))).toBe(true);
  });
});
