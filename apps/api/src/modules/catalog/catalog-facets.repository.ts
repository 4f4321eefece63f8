import {
  ARTIST_TYPES,
  CATALOG_COUNT_CAP,
  type CatalogFacets,
  type FacetName,
  ORIENTATIONS,
  PRICE_BAND_NAMES,
  SHIPS_TO,
  SIZE_BANDS,
} from '@art-market/domain';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { cappedCountQuery } from './catalog.repository.ts';
import {
  availableCondition,
  type CatalogFilters,
  choiceConditions,
  type FilterColumns,
  type FilterConditions,
  framedCondition,
  priceBandCondition,
  shipsToCondition,
} from './catalog-filters.ts';

/** Free-text facets (medium, style) list their most common values only. */
export const MAX_FACET_VALUES = 30;

/**
 * Facets first read at most this many artworks of the scope (one index range) and count every value among
 * them. When that is the whole scope, every count is exact. Otherwise a value seen more than
 * CATALOG_COUNT_CAP times is "more" already, and only the others are counted on their own, each up to the
 * cap through the indexes: no facet answer reads more than the sample plus a capped count per rarer value.
 */
export const FACET_SAMPLE_ROWS = 5 * CATALOG_COUNT_CAP;

type FixedFacet = Exclude<FacetName, 'medium' | 'style'>;
type FreeTextFacet = Extract<FacetName, 'medium' | 'style'>;
const fixedValues = (table: FilterColumns): Record<FixedFacet, [value: string, condition: SQL][]> => ({
  orientation: ORIENTATIONS.map((value) => [value, eq(table.orientation, value)]),
  size: SIZE_BANDS.map((value) => [value, eq(table.sizeBand, value)]),
  framed: [
    ['true', framedCondition(true, table)],
    ['false', framedCondition(false, table)],
  ],
  artistType: ARTIST_TYPES.map((value) => [value, eq(table.artistType, value)]),
  shipsTo: SHIPS_TO.map((value) => [value, shipsToCondition(value, table)]),
  available: [['true', availableCondition(table)]],
  priceBand: PRICE_BAND_NAMES.map((value) => [value, priceBandCondition(value, table)]),
});

/** The sample's rows under their own name, so the same filter conditions read them instead of products. */
const sampled = alias(products, 'sampled');

/** Every chosen filter except the facet's own: a value's count is what choosing it (alone) would leave. */
function othersThan(byFacet: FilterConditions['byFacet'], name: FacetName | null): SQL | undefined {
  return and(
    ...Object.entries(byFacet)
      .filter(([facet]) => facet !== name)
      .map(([, condition]) => condition),
  );
}

const countWhere = (condition: SQL | undefined) =>
  condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`;

/**
 * How many artworks each filter value would leave in the current result set, each exact up to
 * CATALOG_COUNT_CAP and CATALOG_COUNT_CAP + 1 past it, in one statement (see FACET_SAMPLE_ROWS).
 */
export async function countFacets(
  db: Database,
  { scope, byFacet }: FilterConditions,
  filters: CatalogFilters,
): Promise<CatalogFacets> {
  const inSample = choiceConditions(filters, sampled);
  const sample = db.$with('sampled').as(
    db
      .select({
        categorySlug: products.categorySlug,
        subcategorySlug: products.subcategorySlug,
        artistType: products.artistType,
        totalCents: products.totalCents,
        medium: products.medium,
        style: products.style,
        orientation: products.orientation,
        sizeBand: products.sizeBand,
        frameType: products.frameType,
        isSoldOut: products.isSoldOut,
        shipsDomestic: products.shipsDomestic,
        shipsInternational: products.shipsInternational,
      })
      .from(products)
      .where(and(...scope))
      .limit(FACET_SAMPLE_ROWS + 1),
  );

  // Each count: in the sample first, then on its own when the sample cannot tell.
  const counts: { key: string; inSample: SQL; inCatalogue: SQL | undefined }[] = [
    { key: 'total', inSample: othersThan(inSample, null) ?? sql`true`, inCatalogue: othersThan(byFacet, null) },
  ];
  const fixedInSample = fixedValues(sampled);
  const fixedInCatalogue = fixedValues(products);
  for (const name of Object.keys(fixedInSample) as FixedFacet[]) {
    fixedInSample[name].forEach(([, condition], index) => {
      counts.push({
        key: `${name}_${index}`,
        inSample: and(othersThan(inSample, name), condition) as SQL,
        inCatalogue: and(othersThan(byFacet, name), fixedInCatalogue[name][index]?.[1]),
      });
    });
  }
  const summary = db
    .select({
      rows: sql<number>`count(*)::int`.as('rows'),
      ...Object.fromEntries(counts.map(({ key, inSample: condition }) => [key, countWhere(condition).as(key)])),
    })
    .from(sample)
    .as('summary');
  const complete = sql`${summary.rows} <= ${FACET_SAMPLE_ROWS}`;
  const resolved = (inSampleCount: SQL | SQL.Aliased, exact: SQL | undefined) =>
    sql<number>`case when ${complete} or ${inSampleCount} > ${CATALOG_COUNT_CAP} then least(${inSampleCount}, ${CATALOG_COUNT_CAP + 1})
      else (${cappedCountQuery(db, and(...scope, exact))}) end`;

  const freeText = (name: FreeTextFacet) => {
    const top = db
      .select({ value: sql<string>`${sampled[name]}`.as('value'), seen: sql<number>`count(*)::int`.as('seen') })
      .from(sample)
      .where(and(othersThan(inSample, name), ne(sampled[name], '')))
      .groupBy(sampled[name])
      .orderBy(desc(sql`count(*)`), sampled[name])
      .limit(MAX_FACET_VALUES)
      .as('top');
    const count = resolved(top.seen, and(othersThan(byFacet, name), eq(products[name], top.value)));
    return db
      .select({
        values: sql<
          { value: string; count: number }[]
        >`coalesce(json_agg(json_build_object('value', ${top.value}, 'count', ${count})), '[]'::json)`,
      })
      .from(top);
  };

  const [row] = await db
    .with(sample)
    .select({
      ...Object.fromEntries(
        counts.map(({ key, inCatalogue }) => [key, resolved(summary[key as keyof typeof summary] as SQL.Aliased, inCatalogue)]),
      ),
      medium: sql<{ value: string; count: number }[]>`(${freeText('medium')})`,
      style: sql<{ value: string; count: number }[]>`(${freeText('style')})`,
    })
    .from(summary);
  const value = (key: string) => Number((row as Record<string, unknown> | undefined)?.[key] ?? 0);
  const fixed = Object.fromEntries(
    Object.entries(fixedInSample).map(([name, values]) => [
      name,
      values.map(([facetValue], index) => ({ value: facetValue, count: value(`${name}_${index}`) })),
    ]),
  ) as Record<FixedFacet, CatalogFacets[FixedFacet]>;
  const byCount = (list: { value: string; count: number }[] | undefined) =>
    [...(list ?? [])].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { total: value('total'), medium: byCount(row?.medium), style: byCount(row?.style), ...fixed };
}
