import {
  type CatalogQuery,
  type CatalogSort,
  type FacetName,
  FRAME_TYPES,
  matchingSlug,
  PRICE_BAND_LIMITS,
  type PriceBand,
  type ShipsTo,
  subcategoryFilterFor,
  toCents,
} from '@art-market/domain';
import { type AnyColumn, and, asc, desc, eq, gt, gte, inArray, lte, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { products, shippingOptions } from '../../db/schema.ts';

/**
 * Only live artworks are public: approved and active (sold-out ones stay, shown as sold). Deleting a
 * vendor deactivates its artworks (admin-vendors.service.ts), so no join with vendors is needed and
 * the partial indexes answer counts with index-only scans.
 */
export const isPublic = and(eq(products.isApproved, true), eq(products.isActive, true)) as SQL;

/** What a listing filters by: the page's scope (category, subcategory, artist) and the visitor's choices. */
export type CatalogFilters = Partial<Omit<CatalogQuery, 'page' | 'pageSize' | 'sort' | 'query'>>;

/** The filters as SQL, split so facets can count each filter's values with every other filter applied. */
export interface FilterConditions {
  /** Public, the page's scope, and a search's words when there are some. */
  scope: SQL[];
  byFacet: Partial<Record<FacetName, SQL>>;
}

export function priceBandCondition(band: PriceBand): SQL {
  const { minExclusive, maxInclusive } = PRICE_BAND_LIMITS[band];
  return and(
    minExclusive === null ? undefined : gt(products.totalCents, minExclusive),
    maxInclusive === null ? undefined : lte(products.totalCents, maxInclusive),
  ) as SQL;
}

export const framedCondition = (framed: boolean): SQL =>
  framed ? eq(products.frameType, FRAME_TYPES[0]) : ne(products.frameType, FRAME_TYPES[0]);

/**
 * Shipping options are told apart by name (isDomesticShipping, isInternationalShipping). The word is
 * written into the SQL (it is one of two constants) so the planner matches the partial index's predicate.
 */
export const shipsToCondition = (where: ShipsTo): SQL =>
  sql`exists (select 1 from ${shippingOptions} where ${shippingOptions.productId} = ${products.id} and ${shippingOptions.name} ~* ${sql.raw(`'${where}'`)})`;

export const isAvailable = eq(products.isSoldOut, false);

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
  return scope;
}

function priceConditions(filters: CatalogFilters): SQL | undefined {
  return and(
    filters.priceBand ? priceBandCondition(filters.priceBand) : undefined,
    filters.minPrice !== undefined ? gte(products.totalCents, toCents(filters.minPrice)) : undefined,
    filters.maxPrice !== undefined ? lte(products.totalCents, toCents(filters.maxPrice)) : undefined,
  );
}

/** Every filter of a listing as SQL on indexed columns, in one place; slugs compare in their matching form. */
export function conditionsOf(filters: CatalogFilters): FilterConditions {
  const byFacet: FilterConditions['byFacet'] = {
    medium: filters.medium?.length ? inArray(products.medium, filters.medium) : undefined,
    style: filters.style?.length ? inArray(products.style, filters.style) : undefined,
    orientation: filters.orientation?.length ? inArray(products.orientation, filters.orientation) : undefined,
    size: filters.size?.length ? inArray(products.sizeBand, filters.size) : undefined,
    framed: filters.framed === undefined ? undefined : framedCondition(filters.framed),
    artistType: filters.artistType?.length ? inArray(products.artistType, filters.artistType) : undefined,
    shipsTo: filters.shipsTo ? shipsToCondition(filters.shipsTo) : undefined,
    available: filters.available ? isAvailable : undefined,
    priceBand: priceConditions(filters),
  };
  for (const name of Object.keys(byFacet) as FacetName[]) if (!byFacet[name]) delete byFacet[name];
  return { scope: scopeConditions(filters), byFacet };
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
/** An order for the products table, and the same order again for the page once its images are joined. */
export type CardOrder = (columns: SortColumns) => SQL[];

/** Newest first breaks price ties; the id makes pages stable when two artworks share a moment. */
export function orderOf(sort: Exclude<CatalogSort, 'relevance'>): CardOrder {
  return (columns) => {
    const newest = [desc(columns.createdAt), desc(columns.id)];
    if (sort === 'price_asc') return [asc(columns.totalCents), ...newest];
    if (sort === 'price_desc') return [desc(columns.totalCents), ...newest];
    return newest;
  };
}
