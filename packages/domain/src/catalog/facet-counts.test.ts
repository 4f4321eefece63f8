import { describe, expect, it } from 'vitest';
import { CATALOG_COUNT_CAP } from './catalog-query.ts';
import { FACET_COUNT_CAP, facetCountText, isCappedFacetCount } from './facet-counts.ts';

describe('facet counts', () => {
  it('are exact up to their cap and "100+" past it', () => {
    expect(facetCountText(0)).toBe('0');
    expect(facetCountText(FACET_COUNT_CAP)).toBe('100');
    expect(isCappedFacetCount(FACET_COUNT_CAP)).toBe(false);
    expect(facetCountText(FACET_COUNT_CAP + 1)).toBe('100+');
  });

  it('stop below the lists\' cap, so a value past it reads as "100+" too', () => {
    expect(FACET_COUNT_CAP).toBeLessThan(CATALOG_COUNT_CAP);
    expect(facetCountText(CATALOG_COUNT_CAP + 1)).toBe('100+');
  });
});
