import {
  ARTIST_TYPES,
  CATALOG_COUNT_CAP,
  FACET_COUNT_CAP,
  type FacetName,
  ORIENTATIONS,
  PRICE_BAND_NAMES,
  SHIPS_TO,
  SIZE_BANDS,
} from '@art-market/domain/rules';
import type { CatalogFacets } from '@art-market/domain/schemas';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.ts';
import { products } from '#api/db/schema.ts';
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
 * FACET_COUNT_CAP times (one row in twenty) is "more" already, and only the others are counted on their
 * own, each up to the cap through the indexes: no facet answer reads more than the sample plus a capped
 * count per rarer value (and the total's, up to CATALOG_COUNT_CAP). The sample is also where the most common
 * mediums and styles are found.
 */
export const FACET_SAMPLE_ROWS = 20 * FACET_COUNT_CAP;

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
 * A sample of at most FACET_SAMPLE_ROWS + 1 artworks matching `where`, with the columns filters read, and
 * a table of the same shape under the sample's name, so the very same filter conditions read its rows.
 */
function sampleOf(db: Database, name: string, where: SQL | undefined) {
  const rows = db.$with(name).as(
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
      .where(where)
      .limit(FACET_SAMPLE_ROWS + 1),
  );
  return { rows, table: alias(products, name) };
}
type Sample = ReturnType<typeof sampleOf>;

type SampleKind = 'scope' | 'result';
interface FacetCount {
  key: string;
  /** Exact up to this many, cap + 1 past it: the list's cap for the total, the facets' for a value. */
  cap: number;
  /** The sample it is counted in first (none: a capped count straight away), and the condition there. */
  sample: SampleKind | null;
  inSample: SQL | undefined;
  /** The condition on products (besides the scope) when the sample cannot tell. */
  inCatalogue: SQL | undefined;
}

/**
 * How many artworks each filter value would leave in the current result set, each exact up to
 * FACET_COUNT_CAP and FACET_COUNT_CAP + 1 past it (the total as the list counts it, up to CATALOG_COUNT_CAP),
 * in one statement (see FACET_SAMPLE_ROWS). Facets without a chosen value count within the result (every
 * chosen filter applied), read from a sample of the result. A facet with a chosen value drops its own filter: its few values are counted on their own, or read
 * from a sample of the scope when the scope is a search (each count would read the text index again) or the
 * facet is medium or style (its other values are found there).
 */
export async function countFacets(
  db: Database,
  { scope, byFacet }: FilterConditions,
  filters: CatalogFilters,
  searching: boolean,
): Promise<CatalogFacets> {
  const chosen = new Set(Object.keys(byFacet));
  const scopeSampled = chosen.size > 0 && (searching || chosen.has('medium') || chosen.has('style'));
  const samples: Record<SampleKind, Sample> = {
    result: sampleOf(db, 'result_sample', and(...scope, ...Object.values(byFacet))),
    scope: sampleOf(db, 'scope_sample', and(...scope)),
  };
  const kinds: SampleKind[] = scopeSampled ? ['result', 'scope'] : ['result'];
  const inScope = choiceConditions(filters, samples.scope.table);
  const countOf = (facet: FacetName | null, value: (table: FilterColumns) => SQL | undefined, key: string): FacetCount =>
    facet && chosen.has(facet)
      ? {
          key,
          cap: FACET_COUNT_CAP,
          sample: scopeSampled ? 'scope' : null,
          inSample: and(othersThan(inScope, facet), value(samples.scope.table)),
          inCatalogue: and(othersThan(byFacet, facet), value(products)),
        }
      : {
          key,
          cap: facet ? FACET_COUNT_CAP : CATALOG_COUNT_CAP,
          sample: 'result',
          inSample: value(samples.result.table),
          inCatalogue: and(othersThan(byFacet, null), value(products)),
        };

  const counts: FacetCount[] = [countOf(null, () => undefined, 'total')];
  const fixed = fixedValues(products);
  for (const name of Object.keys(fixed) as FixedFacet[]) {
    fixed[name].forEach((_, index) => {
      counts.push(countOf(name, (table) => fixedValues(table)[name][index]?.[1], `${name}_${index}`));
    });
  }
  const summaryOf = (kind: SampleKind) =>
    db
      .select({
        rows: sql<number>`count(*)::int`.as(`${kind}_rows`),
        ...Object.fromEntries(
          counts.filter((count) => count.sample === kind).map(({ key, inSample }) => [key, countWhere(inSample).as(key)]),
        ),
      })
      .from(samples[kind].rows)
      .as(`${kind}_summary`);
  const summaries = { scope: summaryOf('scope'), result: summaryOf('result') };
  const field = (kind: SampleKind, key: string) =>
    (summaries[kind] as unknown as Record<string, SQL.Aliased<number>>)[key] as SQL.Aliased<number>;
  const capped = (exact: SQL | undefined, cap: number) => sql<number>`(${cappedCountQuery(db, and(...scope, exact), cap)})`;
  /** The sample's count when it settles the value (the sample was all of it, or it passed the cap), else a capped count. */
  const resolved = (kind: SampleKind | null, inSample: SQL | SQL.Aliased | null, exact: SQL | undefined, cap: number) => {
    if (!kind || !inSample) return capped(exact, cap);
    return sql<number>`case when ${field(kind, 'rows')} <= ${FACET_SAMPLE_ROWS} or ${inSample} > ${cap}
      then least(${inSample}, ${cap + 1}) else ${capped(exact, cap)} end`;
  };

  const freeText = (name: FreeTextFacet) => {
    const kind = chosen.has(name) ? 'scope' : 'result';
    const { rows, table } = samples[kind];
    const top = db
      .select({ value: sql<string>`${table[name]}`.as('value'), seen: sql<number>`count(*)::int`.as('seen') })
      .from(rows)
      .where(and(kind === 'scope' ? othersThan(inScope, name) : undefined, ne(table[name], '')))
      .groupBy(table[name])
      .orderBy(desc(sql`count(*)`), table[name])
      .limit(MAX_FACET_VALUES)
      .as('top');
    const count = resolved(kind, top.seen, and(othersThan(byFacet, name), eq(products[name], top.value)), FACET_COUNT_CAP);
    return db
      .select({
        values: sql<FacetValue[]>`coalesce(json_agg(json_build_object('value', ${top.value}, 'count', ${count})), '[]'::json)`,
      })
      .from(top);
  };

  const query = db
    .with(...kinds.map((kind) => samples[kind].rows))
    .select({
      ...Object.fromEntries(
        counts.map(({ key, cap, sample, inCatalogue }) => [
          key,
          resolved(sample, sample && field(sample, key), inCatalogue, cap),
        ]),
      ),
      medium: sql<FacetValue[]>`(${freeText('medium')})`,
      style: sql<FacetValue[]>`(${freeText('style')})`,
    })
    .from(summaries.result)
    .$dynamic();
  const [row] = await (scopeSampled ? query.innerJoin(summaries.scope, sql`true`) : query);
  const value = (key: string) => Number((row as Record<string, unknown> | undefined)?.[key] ?? 0);
  const fixedCounts = Object.fromEntries(
    Object.entries(fixed).map(([name, values]) => [
      name,
      values.map(([facetValue], index) => ({ value: facetValue, count: value(`${name}_${index}`) })),
    ]),
  ) as Record<FixedFacet, CatalogFacets[FixedFacet]>;
  const byCount = (list: FacetValue[] | undefined) =>
    [...(list ?? [])].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { total: value('total'), medium: byCount(row?.medium), style: byCount(row?.style), ...fixedCounts };
}

type FacetValue = { value: string; count: number };
