import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Measurement } from './bench-catalog.ts';
import { processCpuMs } from './bench-cpu.ts';
import { DURATION_SECONDS, measure } from './bench-support.ts';

// `BENCH_ONLY=peer npm run bench`: Art Market's catalogue against Medusa v2's Store API (the engine Mercur runs
// on), on catalogues of the same size, the same PostgreSQL and machine, in turns, with no answer cache on either
// side and a different answer for each request (issue 31). Medusa is set up and started beforehand as
// docs/peer-medusa.md says; this part drives both and writes its section of docs/benchmarks.md.

export const PEER_HEADING = '## Against Medusa';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** What Medusa's own Next.js starter asks for its product grid and product page: the cards need a price. */
const MEDUSA_FIELDS = '*variants.calculated_price,+variants.inventory_quantity,+metadata,+tags';
/** Pages rotated through: every request asks a different page of 24, deep ones included. */
const PAGES = 400;
const PAGE_SIZE = 24;
/** The list at least this many times Medusa's, at 1 and at 50 connections (issue 31). */
const TARGET = 20;

export interface PeerServer {
  /** Art Market's port on 127.0.0.1, or Medusa's base URL. */
  url: string;
  pid: number;
}
export interface Medusa extends PeerServer {
  publishableKey: string;
  regionId: string;
  productIds: string[];
}
type Side = 'art market' | 'medusa';
interface Endpoint {
  name: string;
  paths: Record<Side, string[]>;
}

/** Medusa as MEDUSA_URL and MEDUSA_PUBLISHABLE_KEY name it: its region and the ids of its products, read once. */
export async function medusaFromEnvironment(): Promise<Medusa> {
  const url = process.env.MEDUSA_URL ?? 'http://127.0.0.1:9000';
  const publishableKey = process.env.MEDUSA_PUBLISHABLE_KEY;
  if (!publishableKey) throw new Error('BENCH_ONLY=peer needs MEDUSA_PUBLISHABLE_KEY (docs/peer-medusa.md)');
  const ask = async (path: string) => {
    const answer = await fetch(`${url}${path}`, { headers: { 'x-publishable-api-key': publishableKey } });
    if (!answer.ok) throw new Error(`Medusa answered ${answer.status} to ${path}: ${await answer.text()}`);
    return answer.json();
  };
  const { regions } = (await ask('/store/regions')) as { regions: { id: string }[] };
  const regionId = regions[0]?.id;
  if (!regionId) throw new Error('Medusa has no region (docs/peer-medusa.md seeds one)');
  const { products } = (await ask('/store/products?limit=500&fields=id')) as { products: { id: string }[] };
  return {
    url,
    pid: listeningPid(new URL(url).port),
    publishableKey,
    regionId,
    productIds: products.map((product) => product.id),
  };
}

/** The process listening on `port` (its memory is reported), as iproute2's `ss` names it. */
function listeningPid(port: string): number {
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = Number(/pid=(\d+)/.exec(listening)?.[1]);
  if (!pid) throw new Error(`nothing listens on port ${port}: start Medusa first (docs/peer-medusa.md)`);
  return pid;
}

/** A process's resident memory in MB. */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function endpointsOf(medusa: Medusa, ourIds: string[]): Endpoint[] {
  const pages = Array.from({ length: PAGES }, (_, index) => index + 1);
  const priced = `fields=${encodeURIComponent(MEDUSA_FIELDS)}&region_id=${medusa.regionId}`;
  return [
    {
      name: 'catalogue list, pages 1 to 400 in turn',
      paths: {
        'art market': pages.map((page) => `/api/Product?page=${page}&pageSize=${PAGE_SIZE}`),
        medusa: pages.map((page) => `/store/products?limit=${PAGE_SIZE}&offset=${(page - 1) * PAGE_SIZE}&${priced}`),
      },
    },
    {
      // The least Medusa's list can be asked: its default fields, no region, so no prices are computed.
      name: "catalogue list, Medusa's default fields",
      paths: {
        'art market': pages.map((page) => `/api/Product?page=${page}&pageSize=${PAGE_SIZE}`),
        medusa: pages.map((page) => `/store/products?limit=${PAGE_SIZE}&offset=${(page - 1) * PAGE_SIZE}`),
      },
    },
    {
      name: 'artwork, 500 in turn',
      paths: {
        'art market': ourIds.slice(0, 500).map((id) => `/api/Product/${id}`),
        medusa: medusa.productIds.slice(0, 500).map((id) => `/store/products/${id}?${priced}`),
      },
    },
  ];
}

/**
 * Until both servers are idle (under 5% of a core for half a second): a server that fell behind, as Medusa does at
 * 50 connections, goes on answering requests its client gave up on, and would take the cores from the next run.
 */
async function untilIdle(servers: PeerServer[]): Promise<void> {
  for (;;) {
    const before = servers.map((server) => processCpuMs(server.pid) ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = servers.map((server) => processCpuMs(server.pid) ?? 0);
    if (after.every((used, index) => used - (before[index] ?? 0) <= 25)) return;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Each endpoint at 50 connections and at 1, the two servers in turns, ROUNDS times; the medians reported. */
export async function measureAgainstMedusa(ours: PeerServer, medusa: Medusa, ourIds: string[]): Promise<string> {
  const headers: Record<Side, Record<string, string>> = {
    'art market': {},
    medusa: { 'x-publishable-api-key': medusa.publishableKey },
  };
  const servers: Record<Side, PeerServer> = { 'art market': ours, medusa };
  const rows: string[] = [];
  /** The lower of the two list rows, per number of connections. */
  const listRatios: Record<number, number> = {};
  const idle = { 'art market': await residentMb(ours.pid), medusa: await residentMb(medusa.pid) };
  for (const endpoint of endpointsOf(medusa, ourIds)) {
    for (const connections of [50, 1]) {
      const runs: Record<Side, Measurement[]> = { 'art market': [], medusa: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of ['art market', 'medusa'] as const) {
          await untilIdle(Object.values(servers));
          const requests = endpoint.paths[side].map((path) => ({ path }));
          runs[side].push(await measure(servers[side].url, requests, { connections, headers: headers[side] }));
        }
      }
      const rate = (side: Side) => median(runs[side].map((run) => run.requestsPerSecond));
      const p50 = (side: Side) => median(runs[side].map((run) => run.p50));
      const errors = (side: Side) => runs[side].reduce((total, run) => total + run.errors, 0);
      const ratio = rate('art market') / Math.max(rate('medusa'), 0.1);
      console.log(`${endpoint.name}, ${connections} connections: ${ratio.toFixed(1)}x`);
      rows.push(
        `| ${endpoint.name} | ${connections} | ${rate('art market').toFixed(0)} | ${p50('art market')} | ${rate('medusa').toFixed(1)} | ${p50('medusa')} | **${ratio.toFixed(1)}x** | ${errors('art market')} / ${errors('medusa')} |`,
      );
      if (endpoint.name.startsWith('catalogue list')) listRatios[connections] = Math.min(listRatios[connections] ?? ratio, ratio);
    }
  }
  const verdicts = Object.entries(listRatios).map(
    ([connections, ratio]) =>
      `${connections} connection${connections === '1' ? '' : 's'}: ${ratio.toFixed(1)}x, ${ratio >= TARGET ? 'met' : '**not met**'}`,
  );
  const loaded = { 'art market': await residentMb(ours.pid), medusa: await residentMb(medusa.pid) };
  const memory = (side: Side) => `${idle[side].toFixed(0)} MB idle, ${loaded[side].toFixed(0)} MB after the load`;
  return `
${PEER_HEADING}

\`BENCH_ONLY=peer npm run bench\`, measured ${new Date().toISOString().slice(0, 10)} with Medusa set up as docs/peer-medusa.md says: both on
10,000 products of the same shape in the same PostgreSQL, on the same machine, production mode, no answer cache on either
side (\`CATALOG_CACHE_SECONDS=0\`; Medusa has no caching module). Every request asks a different answer: the list walks
pages 1 to 400 of 24 (Medusa with the fields and region its Next.js starter asks for a product grid, so its cards carry a
price as ours do; and with its default fields alone, its cheapest list), the artwork page 500 artworks. The servers take turns, ${ROUNDS} rounds of ${DURATION_SECONDS} s each after a 1 s
warm-up, each run once both are idle again (Medusa goes on answering requests its client gave up on); medians. Load average ${(await readFile('/proc/loadavg', 'utf8')).split(' ')[0]} at the end.

| endpoint | connections | Art Market req/s | p50 ms | Medusa req/s | p50 ms | Art Market ÷ Medusa | errors (ours / Medusa) |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

- Issue 31, the list at least ${TARGET}x Medusa's (the lower of its two rows): ${verdicts.join('; ')}.
- Art Market's side of the two list rows is the same request: the difference between them is the spread between runs.
- Memory (resident): Art Market ${memory('art market')}; Medusa ${memory('medusa')}.
`;
}
