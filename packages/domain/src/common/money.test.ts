import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatUsd,
  hasAtMostTwoDecimals,
  percentOf,
  toBasisPoints,
  toCents,
  toDollars,
  toPercentage,
} from './money.ts';

describe('toCents', () => {
  // Each of these is a binary float just below the half cent: x * 100 lands on .4999… and would round down.
  it.each([
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [4.35, 435],
    [8.345, 835],
    [1_234.565, 123_457],
    [0.285, 29],
    [10.075, 1008],
  ])('rounds %d half up to %d cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('keeps whole and two-decimal amounts exact', () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(10_000_000)).toBe(1_000_000_000);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(0.005)).toBe(1);
  });

  it('reads numbers JavaScript writes in exponent form', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(5e-3)).toBe(1);
    expect(toCents(1e21)).toBe(1e23);
  });

  it('rounds a negative half cent away from zero, as it does a positive one', () => {
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-0.004)).toBe(0);
    expect(Object.is(toCents(-0.004), -0)).toBe(false);
  });

  it('goes back to dollars', () => {
    expect(toDollars(101)).toBe(1.01);
    expect(toDollars(toCents(1285.5))).toBe(1285.5);
  });
});

describe('basis points', () => {
  it.each([
    [12.5, 1250],
    [30, 3000],
    [0, 0],
    [100, 10_000],
    [0.01, 1],
    [7.125, 713],
    [33.335, 3334],
  ])('%s percent is %s basis points, half up', (percentage, basisPoints) => {
    expect(toBasisPoints(percentage)).toBe(basisPoints);
  });

  it('goes back to a percentage', () => {
    expect(toPercentage(1250)).toBe(12.5);
    expect(toPercentage(toBasisPoints(7.25))).toBe(7.25);
  });
});

describe('percentOf', () => {
  it('rounds the half cent up', () => {
    expect(percentOf(1005, 1000)).toBe(101); // 10% of $10.05 = 100.5 cents
    expect(percentOf(1004, 1000)).toBe(100); // 100.4 cents
    expect(percentOf(1, 5000)).toBe(1); // 0.5 cent
    expect(percentOf(1, 4999)).toBe(0);
  });

  it('takes all or nothing at the ends', () => {
    expect(percentOf(123_456, 0)).toBe(0);
    expect(percentOf(123_456, 10_000)).toBe(123_456);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it.each([
    [1, true],
    [1.5, true],
    [1.05, true],
    [1_234.56, true],
    [1.005, false],
    [0.001, false],
    [1e-7, false],
  ])('%d: %s', (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });
});

describe('formatDecimal and formatUsd write what Intl writes (en-US), without Intl', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const amounts = fc.oneof(
    fc.double({ min: -1e13, max: 1e13, noNaN: true }),
    fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
    fc.integer({ min: -1e7, max: 1e7 }).map((thousandths) => thousandths / 1000 + 0.005),
    fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 999.995, 1e15, -1e16, Number.POSITIVE_INFINITY, Number.NaN),
  );

  it('as currency', () => {
    fc.assert(
      fc.property(amounts, (amount) => formatUsd(amount) === usd.format(amount)),
      { numRuns: 2000 },
    );
    expect(formatUsd(1285)).toBe('$1,285.00');
    expect(formatUsd(-0.004)).toBe('-$0.00');
  });

  it('as a plain number, with any fraction digits', () => {
    const digits = fc.integer({ min: 0, max: 3 }).chain((min) => fc.tuple(fc.constant(min), fc.integer({ min, max: 6 })));
    fc.assert(
      fc.property(amounts, digits, (amount, [min, max]) => {
        const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
        return formatDecimal(amount, min, max) === intl.format(amount);
      }),
      { numRuns: 2000 },
    );
    expect(formatDecimal(1000)).toBe('1,000');
    expect(formatDecimal(91.44, 0, 2)).toBe('91.44');
  });
});
