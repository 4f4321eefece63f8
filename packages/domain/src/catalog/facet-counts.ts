import { formatDecimal } from '../common/money.ts';

/**
 * Facet counts (how many artworks a filter value would leave) are exact up to this many; past it the API
 * answers FACET_COUNT_CAP + 1 and the filter says "100+" (ADR 0010). Lower than the lists' cap on purpose:
 * a count beside a checkbox only has to tell none, a few and plenty apart, and every value past the cap
 * that the facets' first read cannot settle costs an index read up to the cap, on every cold answer. The
 * facets' `total` is the list's own count and keeps the lists' cap (CATALOG_COUNT_CAP).
 */
export const FACET_COUNT_CAP = 100;
export const isCappedFacetCount = (count: number) => count > FACET_COUNT_CAP;
/** "7", "100", "100+". */
export const facetCountText = (count: number) =>
  isCappedFacetCount(count) ? `${formatDecimal(FACET_COUNT_CAP)}+` : formatDecimal(count);
