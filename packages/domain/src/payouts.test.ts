import { describe, expect, it } from 'vitest';
import {
  defaultEarningsRange,
  isPayoutEligible,
  markedPaidAlert,
  nextPayoutRun,
  parsePayoutSchedule,
  vendorPaymentSchema,
  vendorPaymentTransactionId,
} from './payouts.ts';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('payout eligibility', () => {
  it('pays a delivered item once its 7-day return window is over', () => {
    expect(isPayoutEligible({ deliveredAt: daysAgo(7), refunded: false, paidOut: false }, now)).toBe(true);
    expect(isPayoutEligible({ deliveredAt: new Date(daysAgo(7).getTime() + 1), refunded: false, paidOut: false }, now)).toBe(
      false,
    );
  });

  it('never pays an undelivered, refunded or already paid item', () => {
    expect(isPayoutEligible({ deliveredAt: null, refunded: false, paidOut: false }, now)).toBe(false);
    expect(isPayoutEligible({ deliveredAt: daysAgo(30), refunded: true, paidOut: false }, now)).toBe(false);
    expect(isPayoutEligible({ deliveredAt: daysAgo(30), refunded: false, paidOut: true }, now)).toBe(false);
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
