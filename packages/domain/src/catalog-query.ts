import { z } from 'zod';
import { ARTIST_TYPES, MAX_PRICE } from './artworks.ts';
import { inchesToCentimetres } from './catalog.ts';
import { formatDecimal } from './money.ts';
import { PRICE_BAND_NAMES } from './price-bands.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './storefront.ts';

// Listing filters, sort and paging (issue 10): one schema for the API routes, the services and the web.

export const CATALOG_SORTS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_SORT_LABELS: Record<CatalogSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  relevance: 'Relevance',
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
/**
 * Catalogue counts (list and search totals, facet counts) are exact up to this many; past it, counting
 * would cost a scan of every match, so the API answers CATALOG_COUNT_CAP + 1, which means "more than
 * the cap", and screens say "1,000+". Admin lists count exactly.
 */
export const CATALOG_COUNT_CAP = 1000;
export const isCappedCount = (count: number) => count > CATALOG_COUNT_CAP;
/** "1 artwork", "24 artworks", "1,000+ artworks". */
export function countText(count: number): string {
  return isCappedCount(count) ? `${formatDecimal(CATALOG_COUNT_CAP)}+` : formatDecimal(count);
}
export const artworkCountText = (count: number) => `${countText(count)} ${count === 1 ? 'artwork' : 'artworks'}`;

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

const text = z.string().trim().max(200).optional();
/** One value or many: a query string repeats the key (medium=Oil&medium=Ink). */
const list = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(MAX_FILTER_VALUES))
    // One order and no repeats: equal choices make equal cache keys and equal URLs.
    .transform((values) => [...new Set(values as string[])].sort() as z.output<T>[])
    .optional();
const flag = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean()).optional();
const price = z.coerce.number().min(0).max(MAX_PRICE).optional();

const catalogQueryShape = {
  category: text,
  subcategory: text,
  artist: text,
  artistType: list(z.enum(ARTIST_TYPES)),
  priceBand: z.enum(PRICE_BAND_NAMES).optional(),
  /** On the total price (price + tax), in dollars. */
  minPrice: price,
  maxPrice: price,
  medium: list(z.string().trim().min(1).max(200)),
  style: list(z.string().trim().min(1).max(200)),
  orientation: list(z.enum(ORIENTATIONS)),
  size: list(z.enum(SIZE_BANDS)),
  framed: flag,
  shipsTo: z.enum(SHIPS_TO).optional(),
  /** true hides sold artworks. */
  available: flag,
  /** Unset: relevance for a search with words, newest otherwise. */
  sort: z.enum(CATALOG_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(MAX_CATALOG_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

const priceRangeIsOrdered = (query: { minPrice?: number; maxPrice?: number }, context: z.RefinementCtx) => {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    context.addIssue({ code: 'custom', path: ['maxPrice'], message: CatalogQueryMessages.priceRange });
  }
};

/** GET /api/Product and /api/Product/facets. Invalid values are a 400 naming the field, never clamped silently. */
export const catalogQuerySchema = z.object(catalogQueryShape).superRefine(priceRangeIsOrdered);
/** GET /api/Product/search (and its facets): the same plus the words. */
export const searchQuerySchema = z
  .object({ ...catalogQueryShape, query: z.string().max(2_000).optional().default('') })
  .superRefine(priceRangeIsOrdered);

export type CatalogQuery = z.output<typeof catalogQuerySchema> & { query?: string };
export type CatalogQueryInput = z.input<typeof searchQuerySchema>;

/** The order a query asks for: relevance only makes sense when there are words to rank by. */
export function sortOf(query: Pick<CatalogQuery, 'sort' | 'query'>): CatalogSort {
  const hasWords = Boolean(query.query?.trim());
  if (query.sort === undefined) return hasWords ? 'relevance' : 'newest';
  return query.sort === 'relevance' && !hasWords ? 'newest' : query.sort;
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
export const facetCountsSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));
export const catalogFacetsSchema = z.object({
  total: z.number().int(),
  ...(Object.fromEntries(FACET_NAMES.map((name) => [name, facetCountsSchema])) as Record<FacetName, typeof facetCountsSchema>),
});
export type CatalogFacets = z.infer<typeof catalogFacetsSchema>;
