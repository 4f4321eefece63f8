import { describe, expect, it } from 'vitest';
import { toBasisPoints, toCents } from '../common/money.ts';
import { commissionPercentageField } from './commission.ts';
import { CommissionMessages } from './commission-copy.ts';
import { commissionAmount, parseCommissionInput, vendorShare } from './commission-rules.ts';

describe('commissionAmount', () => {
  it('is round(price x percentage / 100), the half cent rounded up', () => {
    // 10% of $10.05 is 100.5 cents; 12.5% of $1.00 is 12.5 cents; 30% of $0.05 is 1.5 cents.
    expect(commissionAmount(toCents(10.05), toBasisPoints(10))).toBe(101);
    expect(commissionAmount(toCents(1), toBasisPoints(12.5))).toBe(13);
    expect(commissionAmount(toCents(0.05), toBasisPoints(30))).toBe(2);
    // 7.5% of $1.01 is 7.575 cents: below the half cent only in the third decimal.
    expect(commissionAmount(toCents(1.01), toBasisPoints(7.5))).toBe(8);
    expect(commissionAmount(toCents(1.02), toBasisPoints(12.25))).toBe(12); // 12.495 cents
  });

  it('takes the whole rate on ordinary prices', () => {
    expect(commissionAmount(toCents(1000), toBasisPoints(30))).toBe(30_000);
    expect(commissionAmount(toCents(1234.56), toBasisPoints(12.5))).toBe(15_432);
    expect(commissionAmount(toCents(999.99), toBasisPoints(0.01))).toBe(10);
  });

  it('is nothing at 0% and the whole price at 100%', () => {
    expect(commissionAmount(toCents(499.99), toBasisPoints(0))).toBe(0);
    expect(commissionAmount(toCents(499.99), toBasisPoints(100))).toBe(49_999);
  });
});

describe('vendorShare', () => {
  it('is the price less the commission ("You will get")', () => {
    expect(vendorShare(toCents(1000), toBasisPoints(30))).toBe(70_000);
    expect(vendorShare(toCents(10.05), toBasisPoints(10))).toBe(904);
  });

  it('and the commission always sum exactly to the price', () => {
    const prices = [1, 3, 99, 101, 1005, 33_333, 123_457, 99_999_999, 1_000_000_000];
    const rates = [0, 1, 333, 1250, 2999, 3000, 3333, 5000, 6667, 9999, 10_000];
    for (const price of prices) {
      for (const rate of rates) {
        const commission = commissionAmount(price, rate);
        const share = vendorShare(price, rate);
        expect(commission + share).toBe(price);
        expect(Number.isInteger(commission) && Number.isInteger(share)).toBe(true);
        expect(commission).toBeGreaterThanOrEqual(0);
        expect(share).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('the commission rate', () => {
  it('is a number from 0 to 100 with at most two decimals', () => {
    expect(commissionPercentageField.safeParse(12.5).success).toBe(true);
    expect(commissionPercentageField.safeParse(100).success).toBe(true);
    expect(commissionPercentageField.safeParse(-1).error?.issues[0]?.message).toBe(CommissionMessages.outOfRange);
    expect(commissionPercentageField.safeParse(100.01).error?.issues[0]?.message).toBe(CommissionMessages.outOfRange);
    expect(commissionPercentageField.safeParse(12.345).error?.issues[0]?.message).toBe(CommissionMessages.tooPrecise);
    expect(commissionPercentageField.safeParse(Number.NaN).error?.issues[0]?.message).toBe(CommissionMessages.invalidNumber);
  });

  it('is read from what was typed with leading zeros stripped', () => {
    expect(parseCommissionInput('007.5')).toBe(7.5);
    expect(parseCommissionInput(' 30 ')).toBe(30);
    expect(parseCommissionInput('0')).toBe(0);
    expect(parseCommissionInput('-1')).toBe(-1);
    expect(parseCommissionInput('-007.5')).toBe(-7.5);
    expect(parseCommissionInput('abc')).toBeUndefined();
    expect(parseCommissionInput('1e2')).toBeUndefined();
  });
});
