import { type Cents, toCents } from '../common/money.ts';
import { ARTIST_TYPES } from './artworks.ts';
import type { PriceBand } from './catalog.ts';
import { matchingSlug } from './categories.ts';

/** The bounds of each price band on the total price in cents, for queries (see `priceBandOf`). */
export const PRICE_BAND_LIMITS: Record<PriceBand, { minExclusive: Cents | null; maxInclusive: Cents | null }> = {
  affordable: { minExclusive: null, maxInclusive: 500_00 },
  'mid-range': { minExclusive: 500_00, maxInclusive: 1000_00 },
  luxury: { minExclusive: 1000_00, maxInclusive: null },
};
export const PRICE_BAND_NAMES = Object.keys(PRICE_BAND_LIMITS) as PriceBand[];

/** Affordable up to $500, mid-range over $500 up to $1000, luxury over $1000 (on the total price). */
export function priceBandOf(totalPrice: number): PriceBand {
  const cents = toCents(totalPrice);
  const fits = ({ minExclusive, maxInclusive }: (typeof PRICE_BAND_LIMITS)[PriceBand]) =>
    (minExclusive === null || cents > minExclusive) && (maxInclusive === null || cents <= maxInclusive);
  return PRICE_BAND_NAMES.find((band) => fits(PRICE_BAND_LIMITS[band])) ?? 'luxury';
}

export type SubcategoryFilter =
  | { kind: 'artistType'; artistType: (typeof ARTIST_TYPES)[number] }
  | { kind: 'priceBand'; band: PriceBand }
  | { kind: 'subcategory'; slug: string };

/**
 * What a subcategory slug selects (docs/product/storefront.md#collections-and-search): the three artist-type
 * slugs, then price bands by the words they contain (mid-range first: "500-1000" contains "500"),
 * otherwise the subcategory whose matching slug is equal.
 */
export function subcategoryFilterFor(rawSlug: string): SubcategoryFilter {
  const slug = matchingSlug(rawSlug);
  const artistType = ARTIST_TYPES.find((type) => matchingSlug(type) === slug);
  if (artistType) return { kind: 'artistType', artistType };
  if (slug.includes('mid-range') || slug.includes('500-1000')) return { kind: 'priceBand', band: 'mid-range' };
  if (slug.includes('affordable') || slug.includes('below-500')) return { kind: 'priceBand', band: 'affordable' };
  if (slug.includes('luxury') || slug.includes('above-1000')) return { kind: 'priceBand', band: 'luxury' };
  return { kind: 'subcategory', slug };
}
