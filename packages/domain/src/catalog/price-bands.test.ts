import { describe, expect, it } from 'vitest';
import { PRICE_BAND_LIMITS, priceBandOf, subcategoryFilterFor } from './price-bands.ts';

describe('price bands', () => {
  it.each([
    [500, 'affordable'],
    [500.01, 'mid-range'],
    [1000, 'mid-range'],
    [1000.01, 'luxury'],
  ] as const)('puts $%d in %s, within the query bounds', (dollars, band) => {
    expect(priceBandOf(dollars)).toBe(band);
    const { minExclusive, maxInclusive } = PRICE_BAND_LIMITS[band];
    const cents = Math.round(dollars * 100);
    expect(minExclusive === null || cents > minExclusive).toBe(true);
    expect(maxInclusive === null || cents <= maxInclusive).toBe(true);
  });
});

describe('subcategory slugs', () => {
  it.each([
    ['featured-artists', { kind: 'artistType', artistType: 'Featured Artists' }],
    ['Emerging-Artists', { kind: 'artistType', artistType: 'Emerging Artists' }],
    ['affordable-art-(below-$500)', { kind: 'priceBand', band: 'affordable' }],
    ['mid-range-art-($500–$1000)', { kind: 'priceBand', band: 'mid-range' }],
    ['500-1000', { kind: 'priceBand', band: 'mid-range' }],
    ['luxury-art-(above-$1000)', { kind: 'priceBand', band: 'luxury' }],
    ['people-&-portraits', { kind: 'subcategory', slug: 'people-portraits' }],
    ['indian-art', { kind: 'subcategory', slug: 'indian-art' }],
  ])('reads %s', (slug, filter) => {
    expect(subcategoryFilterFor(slug)).toEqual(filter);
  });
});
