import { describe, expect, it } from 'vitest';
import { formatMinorUnits, parseMinorUnits, usdCentsToInrPaise } from './payments.ts';

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
