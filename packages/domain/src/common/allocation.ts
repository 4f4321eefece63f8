import type { Cents } from './money.ts';

/**
 * Splits `whole` cents over parts in proportion to their weights so that the parts sum exactly to
 * the whole: each part takes its floor share, and the cents left over go to the largest remainders
 * (earlier parts first on ties). Used for discounts, tax and shipping shown per item.
 */
export function allocateProportionally(whole: Cents, weights: readonly number[]): Cents[] {
  if (!Number.isInteger(whole) || whole < 0) throw new RangeError('whole must be a non-negative integer');
  if (weights.length === 0) return [];
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  if (totalWeight <= 0) {
    // Nothing to weigh by: spread evenly, the first parts taking the odd cents.
    const base = Math.floor(whole / weights.length);
    return weights.map((_, index) => base + (index < whole - base * weights.length ? 1 : 0));
  }
  const shares = weights.map((weight, index) => {
    const exact = (whole * weight) / totalWeight;
    return { index, cents: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = whole - shares.reduce((sum, share) => sum + share.cents, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares.map((share) => share.cents);
}
