import { describe, expect, it } from 'vitest';
import {
  formatMinorUnits,
  inrPaiseToUsdCents,
  isIndia,
  parseMinorUnits,
  receivedUsdCents,
  usdCentsToInrPaise,
} from './payments.ts';

describe('where PayU is offered', () => {
  it('knows India whatever the case', () => {
    expect(isIndia(' INDIA ')).toBe(true);
    expect(isIndia('Indiana')).toBe(false);
  });
});

describe('INR conversion', () => {
  it('converts cents to paise at the configured rate, half up', () => {
    expect(usdCentsToInrPaise(100, 83)).toBe(8300);
    expect(usdCentsToInrPaise(12_345, 83.25)).toBe(1_027_721); // 1027721.25
    expect(usdCentsToInrPaise(1, 83.5)).toBe(84); // 83.5 rounds up
    expect(usdCentsToInrPaise(0, 83)).toBe(0);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => usdCentsToInrPaise(100, 0)).toThrow(RangeError);
    expect(() => usdCentsToInrPaise(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('provider amounts', () => {
  it('formats minor units with exactly two decimals', () => {
    expect(formatMinorUnits(49_900)).toBe('499.00');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(123_456_789)).toBe('1234567.89');
  });

  it('parses what providers echo, and nothing else', () => {
    expect(parseMinorUnits('499.00')).toBe(49_900);
    expect(parseMinorUnits('10')).toBe(1000);
    expect(parseMinorUnits('1.5')).toBe(150);
    expect(parseMinorUnits('1.005')).toBeUndefined();
    expect(parseMinorUnits('-1.00')).toBeUndefined();
    expect(parseMinorUnits('abc')).toBeUndefined();
  });
});

describe('rupees received, in dollars', () => {
  it('converts back what usdCentsToInrPaise made, to the cent', () => {
    for (const cents of [0, 1, 99, 102_500, 12_345_678]) {
      for (const rate of [1, 83, 83.25, 90.1234]) expect(inrPaiseToUsdCents(usdCentsToInrPaise(cents, rate), rate)).toBe(cents);
    }
  });

  it('adds instalments up to the whole converted once', () => {
    const instalments = [100_001, 200_002, 8_207_497];
    let before = 0;
    let cents = 0;
    for (const paise of instalments) {
      cents += receivedUsdCents('INR', before, paise, 83);
      before += paise;
    }
    expect(cents).toBe(inrPaiseToUsdCents(8_507_500, 83));
    expect(cents).toBe(102_500);
    expect(receivedUsdCents('USD', 500, 1_234, 83)).toBe(1_234);
  });
});
