import { formatDecimal } from '../common/money.ts';
import { inchesToCentimetres } from './catalog.ts';
import type { CatalogQuery } from './catalog-query-schema.ts';

// Listing filters, sort and paging (issue 10): their values, limits and labels. The one schema for the API routes,
// the services and the web is in catalog-query-schema.ts; this module has no zod, so the storefront's first-paint
// code can use it without building any schema (ADR 0011).

/** `curated` is a curated collection's own order (issue 29): its default, and offered only there. */
export const CATALOG_SORTS = ['newest', 'price_asc', 'price_desc', 'relevance', 'curated'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_SORT_LABELS: Record<CatalogSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  relevance: 'Relevance',
  curated: 'Curated order',
};

export const ORIENTATIONS = ['portrait', 'landscape', 'square'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
/** Square when the sides differ by at most 5% of the longer one: hand-cut canvases are rarely exact. */
export const SQUARE_TOLERANCE = 0.05;

export const SIZE_BANDS = ['small', 'medium', 'large'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];
/** Size bands by the longest side in inches: small up to 16, medium up to 40, large above. */
export const SIZE_BAND_MAX_INCHES = { small: 16, medium: 40 } as const;

export const SHIPS_TO = ['domestic', 'international'] as const;
export type ShipsTo = (typeof SHIPS_TO)[number];

/** Deep pages are refused: nobody reads page 10,001, and OFFSET past it only costs the database. */
export const MAX_CATALOG_PAGE = 10_000;
/** A catalogue page: what the API answers when no pageSize is asked for, and what every storefront listing shows. */
export const CATALOG_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/**
 * Catalogue counts (list and search totals, the facets' total) are exact up to this many; past it, counting
 * would cost a scan of every match, so the API answers CATALOG_COUNT_CAP + 1, which means "more than
 * the cap", and screens say "1,000+". Each facet value has its own, lower cap (facet-counts.ts). Admin lists
 * count exactly.
 */
export const CATALOG_COUNT_CAP = 1000;
export const isCappedCount = (count: number) => count > CATALOG_COUNT_CAP;
/** "1 artwork", "24 artworks", "1,000+ artworks". */
export function countText(count: number): string {
  return isCappedCount(count) ? `${formatDecimal(CATALOG_COUNT_CAP)}+` : formatDecimal(count);
}
export const artworkCountText = (count: number) => `${countText(count)} ${count === 1 ? 'artwork' : 'artworks'}`;

/**
 * A catalogue query's fields besides the words, in the order URLs and API calls list them: catalogQuerySchema's
 * (its shape is checked against this list by type, and its order by a test).
 */
export const CATALOG_QUERY_FIELDS = [
  'category',
  'subcategory',
  'artist',
  'collection',
  'artistType',
  'priceBand',
  'minPrice',
  'maxPrice',
  'medium',
  'style',
  'orientation',
  'size',
  'framed',
  'shipsTo',
  'available',
  'sort',
  'page',
  'pageSize',
] as const;
export type CatalogQueryField = (typeof CATALOG_QUERY_FIELDS)[number];

/** At most this many values per multi-choice filter (medium=...&medium=...). */
export const MAX_FILTER_VALUES = 20;

export const CatalogQueryMessages = {
  priceRange: 'Min price must not exceed max price',
} as const;

export function orientationOf(width: number, height: number): Orientation {
  const longest = Math.max(width, height);
  if (Math.abs(width - height) <= SQUARE_TOLERANCE * longest) return 'square';
  return height > width ? 'portrait' : 'landscape';
}

export function sizeBandOf(width: number, height: number): SizeBand {
  const longest = Math.max(width, height);
  if (longest <= SIZE_BAND_MAX_INCHES.small) return 'small';
  return longest <= SIZE_BAND_MAX_INCHES.medium ? 'medium' : 'large';
}

const inchesAndCm = (inches: number) => `${inches} in / ${Math.round(inchesToCentimetres(inches))} cm`;
export const SIZE_BAND_LABELS: Record<SizeBand, string> = {
  small: `Small (up to ${inchesAndCm(SIZE_BAND_MAX_INCHES.small)})`,
  medium: `Medium (up to ${inchesAndCm(SIZE_BAND_MAX_INCHES.medium)})`,
  large: `Large (over ${inchesAndCm(SIZE_BAND_MAX_INCHES.medium)})`,
};

/** The order a query asks for: relevance only makes sense when there are words to rank by. */
export function sortOf(query: Pick<CatalogQuery, 'sort' | 'query' | 'collection'>): CatalogSort {
  const hasWords = Boolean(query.query?.trim());
  const curated = Boolean(query.collection);
  if (query.sort === undefined) return hasWords ? 'relevance' : curated ? 'curated' : 'newest';
  if (query.sort === 'curated' && !curated) return 'newest';
  return query.sort === 'relevance' && !hasWords ? (curated ? 'curated' : 'newest') : query.sort;
}

/** The filters a facet answer counts, one list of value -> count per filter. */
export const FACET_NAMES = [
  'medium',
  'style',
  'orientation',
  'size',
  'framed',
  'artistType',
  'shipsTo',
  'available',
  'priceBand',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];
