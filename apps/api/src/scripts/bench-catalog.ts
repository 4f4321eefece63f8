import { RARE_WORD } from './bench-load.ts';

// One visitor at a time against a server without the answer cache: how long the catalogue takes to answer.

export interface Latency {
  count: number;
  p50: number;
  p95: number;
}

const SEARCH_TERMS = [
  'garden',
  RARE_WORD,
  'monsun',
  'golden river',
  'tigr',
  'quiet harbour',
  'lotus',
  'peacok',
  'amber city',
  'silent forest',
];

/**
 * Filter combinations a visitor makes on a listing: each is a list call and its facets call, sent together
 * as the web does, and timed until both are in. The bench artworks all share one medium and are all framed.
 */
export const FILTERED_LISTINGS: Record<string, { list: string; facets: string }> = {
  'category, medium + size': listing('/api/Product', 'category=medium&medium=Acrylic+on+canvas&size=large'),
  'price range + orientation': listing('/api/Product', 'minPrice=500&maxPrice=1500&orientation=square'),
  'framed + available': listing('/api/Product', 'framed=true&available=true'),
  'artist type + price, sorted by price': listing(
    '/api/Product',
    'category=art-styles&artistType=Famous+Artists&priceBand=luxury&sort=price_asc',
  ),
  'search word + size': listing('/api/Product/search', 'query=garden&size=medium'),
};

function listing(path: string, query: string) {
  return { list: `${path}?${query}`, facets: `/api/Product/facets?${query}` };
}

const ROUNDS = 40;

export async function sequentialSearchLatency(baseUrl: string): Promise<Latency> {
  const timings: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const term of SEARCH_TERMS) {
      timings.push(await timed(() => read(`${baseUrl}/api/Product/search?query=${encodeURIComponent(term)}`)));
    }
  }
  return percentiles(timings);
}

/** Each combination ROUNDS times, one at a time; per combination and over all of them. */
export async function filteredListLatency(baseUrl: string): Promise<{ byListing: Record<string, Latency>; all: Latency }> {
  const byListing: Record<string, number[]> = Object.fromEntries(Object.keys(FILTERED_LISTINGS).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, { list, facets }] of Object.entries(FILTERED_LISTINGS)) {
      byListing[name]?.push(await timed(() => Promise.all([read(baseUrl + list), read(baseUrl + facets)])));
    }
  }
  return {
    byListing: Object.fromEntries(Object.entries(byListing).map(([name, timings]) => [name, percentiles(timings)])),
    all: percentiles(Object.values(byListing).flat()),
  };
}

async function read(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.text();
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function percentiles(timings: number[]): Latency {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95) };
}

const FILTERED_HEADING = '## Filtered lists with facets';

export function renderFilteredLists(result: { byListing: Record<string, Latency>; all: Latency }): string {
  const rows = Object.entries(result.byListing).map(
    ([name, latency]) =>
      `| ${name} | \`${FILTERED_LISTINGS[name]?.list.split('?')[1]}\` | ${latency.count} | ${latency.p50.toFixed(1)} | ${latency.p95.toFixed(1)} |`,
  );
  return `
${FILTERED_HEADING}

One visitor at a time, no cache, 100,000 artworks: each combination is a list call and its facets call
(\`GET /api/Product/facets\` with the same filters) sent together, timed until both answers are in;
${ROUNDS} rounds over ${Object.keys(FILTERED_LISTINGS).length} combinations.

| filters | query | requests | p50 ms | p95 ms |
|---|---|---|---|---|
${rows.join('\n')}

Over all of them: **p50 ${result.all.p50.toFixed(1)} ms, p95 ${result.all.p95.toFixed(1)} ms** (target: p95 at most 50 ms, ${result.all.p95 <= 50 ? 'met' : '**not met**'}).
`;
}
