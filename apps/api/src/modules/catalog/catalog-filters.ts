import {
  type CatalogSort,
  type FacetName,
  FRAME_TYPES,
  matchingSlug,
  PRICE_BAND_LIMITS,
  type PriceBand,
  type ShipsTo,
  subcategoryFilterFor,
  toCents,
} from '@art-market/domain/rules';
import type { CatalogQuery } from '@art-market/domain/schemas';
import { type AnyColumn, and, asc, desc, eq, gt, gte, inArray, lt, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { products } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';

/** What a listing filters by: the page's scope (category, subcategory, artist) and the visitor's choices. */
export type CatalogFilters = Partial<Omit<CatalogQuery, 'page' | 'pageSize' | 'sort' | 'query'>>;

/** The filters as SQL, split so facets can count each filter's values with every other filter applied. */
export interface FilterConditions {
  /** Public, the page's scope, and a search's words when there are some. */
  scope: SQL[];
  byFacet: Partial<Record<FacetName, SQL>>;
}

/**
 * The columns filters read: the products table, or a sample of its rows under another name (facets count
 * values in a sample with the very same conditions, see catalog-facets.repository.ts).
 */
export type FilterColumns = Record<
  | 'categorySlug'
  | 'subcategorySlug'
  | 'artistName'
  | 'artistType'
  | 'totalCents'
  | 'medium'
  | 'style'
  | 'orientation'
  | 'sizeBand'
  | 'frameType'
  | 'isSoldOut'
  | 'shipsDomestic'
  | 'shipsInternational',
  AnyColumn
>;

export function priceBandCondition(band: PriceBand, table: FilterColumns = products): SQL {
  const { minExclusive, maxInclusive } = PRICE_BAND_LIMITS[band];
  return and(
    minExclusive === null ? undefined : gt(table.totalCents, minExclusive),
    maxInclusive === null ? undefined : lte(table.totalCents, maxInclusive),
  ) as SQL;
}

/** Frame types are the domain's list (the submission refuses others), so "unframed" is an equality too: an index range. */
export const framedCondition = (framed: boolean, table: FilterColumns = products): SQL =>
  framed ? eq(table.frameType, FRAME_TYPES[0]) : inArray(table.frameType, FRAME_TYPES.slice(1));

/** Shipping options are told apart by name (isDomesticShipping, isInternationalShipping); a trigger keeps both flags. */
export const shipsToCondition = (where: ShipsTo, table: FilterColumns = products): SQL =>
  eq(where === 'domestic' ? table.shipsDomestic : table.shipsInternational, true);

export const availableCondition = (table: FilterColumns = products): SQL => eq(table.isSoldOut, false);

function scopeConditions(filters: CatalogFilters): SQL[] {
  const scope: SQL[] = [isPublic];
  if (filters.category) scope.push(eq(products.categorySlug, matchingSlug(filters.category)));
  if (filters.subcategory) {
    const filter = subcategoryFilterFor(filters.subcategory);
    if (filter.kind === 'artistType') scope.push(eq(products.artistType, filter.artistType));
    else if (filter.kind === 'priceBand') scope.push(priceBandCondition(filter.band));
    else scope.push(eq(products.subcategorySlug, filter.slug));
  }
  if (filters.artist) scope.push(eq(products.artistName, filters.artist));
  if (filters.collection) scope.push(...collectionScope(filters.collection));
  return scope;
}

/**
 * A curated collection's artworks as the storefront shows them (issue 29): those it lists, only while it is
 * published, and only those public and unsold right now. Read at query time, so an artwork that is sold, disabled or
 * withdrawn leaves every collection at once without anyone editing it (and an unknown or draft slug lists nothing).
 */
function collectionScope(slug: string): SQL[] {
  // Written out: drizzle leaves columns unqualified in a statement that reads one table.
  const members = sql`select ca.product_id from collection_artworks ca
    join collections c on c.id = ca.collection_id
    where c.slug = ${slug} and c.is_published`;
  return [sql`${products.id} in (${members})`, availableCondition()];
}

function priceConditions(filters: CatalogFilters, table: FilterColumns): SQL | undefined {
  return and(
    filters.priceBand ? priceBandCondition(filters.priceBand, table) : undefined,
    filters.minPrice !== undefined ? gte(table.totalCents, toCents(filters.minPrice)) : undefined,
    filters.maxPrice !== undefined ? lte(table.totalCents, toCents(filters.maxPrice)) : undefined,
  );
}

/** The visitor's chosen filters as SQL on indexed columns, one condition per facet, in one place. */
export function choiceConditions(filters: CatalogFilters, table: FilterColumns = products): FilterConditions['byFacet'] {
  const byFacet: FilterConditions['byFacet'] = {
    medium: filters.medium?.length ? inArray(table.medium, filters.medium) : undefined,
    style: filters.style?.length ? inArray(table.style, filters.style) : undefined,
    orientation: filters.orientation?.length ? inArray(table.orientation, filters.orientation) : undefined,
    size: filters.size?.length ? inArray(table.sizeBand, filters.size) : undefined,
    framed: filters.framed === undefined ? undefined : framedCondition(filters.framed, table),
    artistType: filters.artistType?.length ? inArray(table.artistType, filters.artistType) : undefined,
    shipsTo: filters.shipsTo ? shipsToCondition(filters.shipsTo, table) : undefined,
    available: filters.available ? availableCondition(table) : undefined,
    priceBand: priceConditions(filters, table),
  };
  for (const name of Object.keys(byFacet) as FacetName[]) if (!byFacet[name]) delete byFacet[name];
  return byFacet;
}

/** Every filter of a listing as SQL; slugs compare in their matching form. */
export function conditionsOf(filters: CatalogFilters): FilterConditions {
  return { scope: scopeConditions(filters), byFacet: choiceConditions(filters) };
}

/** Scope and every chosen filter, for a list or a count. */
export function filterConditions(filters: CatalogFilters): SQL[] {
  const { scope, byFacet } = conditionsOf(filters);
  return [...scope, ...Object.values(byFacet)];
}

/** The columns an order reads: the products table, or a page of rows taken from it. */
export interface SortColumns {
  createdAt: AnyColumn | SQLWrapper;
  id: AnyColumn | SQLWrapper;
  totalCents: AnyColumn | SQLWrapper;
}
/**
 * An order for the products table, and the same order again for the page once its images are joined. With
 * `startingAt`, the products from a remembered row of the listing on, in this order: a keyset condition the
 * order's index serves, so a deep page starts there instead of skipping every row before it (ADR 0054).
 */
export type CardOrder = ((columns: SortColumns) => SQL[]) & { startingAt?: (start: PageStart) => SQL };

/** The sort keys of one row of a listing: where a remembered deep page starts (page-starts.ts). */
export interface PageStart {
  /** The timestamp's text, exact to the microsecond (a Date keeps milliseconds only). */
  createdAt: string;
  id: string;
  totalCents: number;
}

const newest = (columns: SortColumns) => [desc(columns.createdAt), desc(columns.id)];
/** At or after `start`, newest first: a row comparison the (created_at desc, id desc) indexes serve. */
const fromNewest = (start: PageStart) =>
  sql`(${products.createdAt}, ${products.id}) <= (${start.createdAt}::timestamptz, ${start.id}::uuid)`;
const NEWEST: CardOrder = Object.assign((columns: SortColumns) => newest(columns), { startingAt: fromNewest });

/**
 * Newest first breaks price ties; the id makes pages stable when two artworks share a moment. `curated` is the
 * collection's own order (its position, one index look-up per artwork of a page); without a collection it is newest.
 */
export function orderOf(sort: Exclude<CatalogSort, 'relevance'>, collection?: string): CardOrder {
  if (sort === 'curated' && collection) {
    return (columns) => {
      const position = sql`(select ca.position from collection_artworks ca
        join collections c on c.id = ca.collection_id
        where c.slug = ${collection} and ca.product_id = ${columns.id})`;
      return [asc(position), ...newest(columns)];
    };
  }
  if (sort === 'price_asc') {
    return Object.assign((columns: SortColumns) => [asc(columns.totalCents), ...newest(columns)], {
      startingAt: (start: PageStart) =>
        and(gte(products.totalCents, start.totalCents), or(gt(products.totalCents, start.totalCents), fromNewest(start))) as SQL,
    });
  }
  if (sort === 'price_desc') {
    return Object.assign((columns: SortColumns) => [desc(columns.totalCents), ...newest(columns)], {
      startingAt: (start: PageStart) =>
        and(lte(products.totalCents, start.totalCents), or(lt(products.totalCents, start.totalCents), fromNewest(start))) as SQL,
    });
  }
  return NEWEST;
}
