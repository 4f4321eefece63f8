import { describe, expect, it } from 'vitest';
import { allocateProportionally } from './allocation.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('allocateProportionally', () => {
  it('splits in proportion and sums exactly to the whole', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(1000, [300, 700])).toEqual([300, 700]);
    expect(allocateProportionally(7, [50_000, 25_000, 25_000])).toEqual([3, 2, 2]);
  });

  it('gives the odd cents to the largest remainders', () => {
    // 10 over 1:2 is 3.33 + 6.67: the second part has the larger remainder.
    expect(allocateProportionally(10, [1, 2])).toEqual([3, 7]);
  });

  it('keeps the sum for many awkward weights', () => {
    const weights = [12_345, 67_890, 1, 999_999, 3];
    for (const whole of [0, 1, 2, 99, 12_345, 1_000_001]) {
      const parts = allocateProportionally(whole, weights);
      expect(sum(parts)).toBe(whole);
      expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
    }
  });

  it('spreads evenly when every weight is zero, and refuses a fractional whole', () => {
    expect(allocateProportionally(5, [0, 0])).toEqual([3, 2]);
    expect(allocateProportionally(5, [])).toEqual([]);
    expect(() => allocateProportionally(1.5, [1])).toThrow(RangeError);
  });
});
