import {
  ARTIST_TYPES,
  type CatalogFacets,
  type FacetName,
  ORIENTATIONS,
  PRICE_BAND_NAMES,
  SHIPS_TO,
  SIZE_BANDS,
} from '@art-market/domain';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { type FilterConditions, framedCondition, isAvailable, priceBandCondition, shipsToCondition } from './catalog-filters.ts';

/** Free-text facets (medium, style) list their most common values only. */
export const MAX_FACET_VALUES = 30;

type FixedFacet = Exclude<FacetName, 'medium' | 'style'>;
const FIXED_FACETS: Record<FixedFacet, [value: string, condition: SQL][]> = {
  orientation: ORIENTATIONS.map((value) => [value, eq(products.orientation, value)]),
  size: SIZE_BANDS.map((value) => [value, eq(products.sizeBand, value)]),
  framed: [
    ['true', framedCondition(true)],
    ['false', framedCondition(false)],
  ],
  artistType: ARTIST_TYPES.map((value) => [value, eq(products.artistType, value)]),
  shipsTo: SHIPS_TO.map((value) => [value, shipsToCondition(value)]),
  available: [['true', isAvailable]],
  priceBand: PRICE_BAND_NAMES.map((value) => [value, priceBandCondition(value)]),
};

/** Every chosen filter except the facet's own: a value's count is what choosing it (alone) would leave. */
function othersThan(byFacet: FilterConditions['byFacet'], name: FacetName | null): SQL {
  const others = Object.entries(byFacet)
    .filter(([facet]) => facet !== name)
    .map(([, condition]) => condition);
  return and(...others) ?? sql`true`;
}

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * How many artworks each filter value would leave in the current result set. One scan of the scope
 * counts every fixed value with FILTER aggregates; medium and style are grouped in one query each.
 */
export async function countFacets(db: Database, { scope, byFacet }: FilterConditions): Promise<CatalogFacets> {
  const columns: Record<string, SQL<number>> = { total: countWhere(othersThan(byFacet, null)) };
  for (const [name, values] of Object.entries(FIXED_FACETS) as [FixedFacet, [string, SQL][]][]) {
    values.forEach(([, condition], index) => {
      columns[`${name}_${index}`] = countWhere(and(othersThan(byFacet, name), condition) as SQL);
    });
  }
  const [[counts], medium, style] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .where(and(...scope)),
    groupedCounts(db, products.medium, [...scope, othersThan(byFacet, 'medium')]),
    groupedCounts(db, products.style, [...scope, othersThan(byFacet, 'style')]),
  ]);
  const fixed = Object.fromEntries(
    Object.entries(FIXED_FACETS).map(([name, values]) => [
      name,
      values.map(([value], index) => ({ value, count: counts?.[`${name}_${index}`] ?? 0 })),
    ]),
  ) as Record<FixedFacet, CatalogFacets[FixedFacet]>;
  return { total: counts?.total ?? 0, medium, style, ...fixed };
}

async function groupedCounts(db: Database, column: typeof products.medium | typeof products.style, conditions: SQL[]) {
  const rows = await db
    .select({ value: column, count: count() })
    .from(products)
    .where(and(...conditions, ne(column, '')))
    .groupBy(column)
    .orderBy(desc(count()), column)
    .limit(MAX_FACET_VALUES);
  return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
}
