import { z } from 'zod';
import { clientText } from '../common/validation.ts';
import { ARTIST_TYPES, MAX_PRICE } from './artworks.ts';
import {
  CATALOG_PAGE_SIZE,
  CATALOG_SORTS,
  type CatalogQueryField,
  CatalogQueryMessages,
  FACET_NAMES,
  type FacetName,
  MAX_CATALOG_PAGE,
  MAX_FILTER_VALUES,
  MAX_PAGE_SIZE,
  ORIENTATIONS,
  SHIPS_TO,
  SIZE_BANDS,
} from './catalog-query.ts';
import { catalogFieldsInUrl, decodeCatalogWords, type SearchParamsReader, type TextKey } from './catalog-query-url.ts';
import { PRICE_BAND_NAMES } from './price-bands.ts';

// Listing filters, sort and paging (issue 10): one schema for the API routes, the services and the web. Their values,
// limits and labels are in catalog-query.ts, without zod: the storefront's first paint needs those, and the web loads
// this module only once it has a value to check (ADR 0011).

const text = clientText().trim().max(200).optional();
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
  /** A published curated collection's slug (issue 29): its artworks that are public and unsold. */
  collection: text,
  artistType: list(z.enum(ARTIST_TYPES)),
  priceBand: z.enum(PRICE_BAND_NAMES).optional(),
  /** On the total price (price + tax), in dollars. */
  minPrice: price,
  maxPrice: price,
  medium: list(clientText().trim().min(1).max(200)),
  style: list(clientText().trim().min(1).max(200)),
  orientation: list(z.enum(ORIENTATIONS)),
  size: list(z.enum(SIZE_BANDS)),
  framed: flag,
  shipsTo: z.enum(SHIPS_TO).optional(),
  /** true hides sold artworks. */
  available: flag,
  /** Unset: relevance for a search with words, newest otherwise. */
  sort: z.enum(CATALOG_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(MAX_CATALOG_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(CATALOG_PAGE_SIZE),
} satisfies Record<CatalogQueryField, z.ZodType>;

const priceRangeIsOrdered = (query: { minPrice?: number; maxPrice?: number }, context: z.RefinementCtx) => {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    context.addIssue({ code: 'custom', path: ['maxPrice'], message: CatalogQueryMessages.priceRange });
  }
};

/** GET /api/Product and /api/Product/facets. Invalid values are a 400 naming the field, never clamped silently. */
export const catalogQuerySchema = z.object(catalogQueryShape).superRefine(priceRangeIsOrdered);
/** GET /api/Product/search (and its facets): the same plus the words. */
export const searchQuerySchema = z
  .object({ ...catalogQueryShape, query: clientText().max(2_000).optional().default('') })
  .superRefine(priceRangeIsOrdered);

export type CatalogQuery = z.output<typeof catalogQuerySchema> & { query?: string };
export type CatalogQueryInput = z.input<typeof searchQuerySchema>;

/**
 * A listing's URL query as a catalogue query. Lenient where the API is strict: a hand-edited link
 * with one bad value still shows the page, without that value.
 */
export function decodeCatalogQuery(params: SearchParamsReader, textKey: TextKey = 'q'): CatalogQuery {
  const fields: Record<string, unknown> = {};
  for (const [field, raw] of catalogFieldsInUrl(params)) {
    const parsed = searchQuerySchema.shape[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) fields[field] = parsed.data;
  }
  const decoded = { ...decodeCatalogWords(params, textKey), ...fields } as CatalogQuery;
  if (decoded.minPrice !== undefined && decoded.maxPrice !== undefined && decoded.minPrice > decoded.maxPrice) {
    delete decoded.maxPrice;
  }
  return decoded;
}

export const facetCountsSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));
export const catalogFacetsSchema = z.object({
  total: z.number().int(),
  ...(Object.fromEntries(FACET_NAMES.map((name) => [name, facetCountsSchema])) as Record<FacetName, typeof facetCountsSchema>),
});
export type CatalogFacets = z.infer<typeof catalogFacetsSchema>;
