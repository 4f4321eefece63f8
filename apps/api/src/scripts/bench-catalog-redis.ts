import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '#api/db/client.ts';
import { LocalDiskStorage } from '#api/plugins/storage.ts';
import { BENCH_ADMIN } from './bench-admin.ts';
import { ENDPOINTS, type Measurement } from './bench-catalog.ts';
import { loadArtworks } from './bench-load.ts';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  measure,
  productionSecrets,
  replaceSection,
  repoRoot,
  stop,
  untilServing,
} from './bench-support.ts';

// The cached catalogue with REDIS_URL against without, in one run. Instance A answers the load while an
// admin writes once a second, a write that clears the cache: through A itself (one instance, as today),
// through a second instance B without Redis (A keeps its stale answers), and through B with Redis (the
// write clears A too). All three on one database, in turns.
// `npm run bench` runs it after the rest; `BENCH_ONLY=catalog-redis npm run bench` runs it alone.

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ARTWORKS = 1_000;
const WRITE_EVERY_MS = 1_000;
/** Cross-instance clearing may cost the cached catalogue at most this share of its throughput. */
const COST_TARGET = 0.1;
const MEASURED = ['catalogue list', 'artwork', 'home'] as const;
const HEADING = '## Catalogue across instances (REDIS_URL)';
const databaseName = 'art_market_bench_redis';

const SETTINGS = ['one instance', 'two, in process', 'two, Redis'] as const;
type Setting = (typeof SETTINGS)[number];
interface Pair {
  measured: Server;
  writer: Server;
}
interface Server {
  port: number;
  process: ChildProcess;
}

export async function measureCatalogueWithRedis(): Promise<void> {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const url = await createDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'art-market-bench-redis-'));
  const servers: Server[] = [];
  try {
    const { ids, loadSeconds } = await load(url, dataDir);
    console.log(`catalogue with Redis: ${ARTWORKS.toLocaleString('en')} artworks loaded in ${loadSeconds.toFixed(1)} s`);
    const redisEnv = { REDIS_URL, REDIS_PREFIX: `art-market-bench-${randomBytes(4).toString('hex')}:` };
    // One after another: each start runs the admin bootstrap.
    const start = async (env: Record<string, string>) => {
      const server = await startServer(url, dataDir, env);
      servers.push(server);
      return server;
    };
    const inProcess = { a: await start({}), b: await start({}) };
    const withRedis = { a: await start(redisEnv), b: await start(redisEnv) };
    const pairs: Record<Setting, Pair> = {
      'one instance': { measured: inProcess.a, writer: inProcess.a },
      'two, in process': { measured: inProcess.a, writer: inProcess.b },
      'two, Redis': { measured: withRedis.a, writer: withRedis.b },
    };
    const rows: Row[] = [];
    for (const name of MEASURED) {
      const requests = ENDPOINTS[name]?.(ids) ?? [];
      const runs = Object.fromEntries(SETTINGS.map((setting) => [setting, [] as Measurement[]])) as Record<
        Setting,
        Measurement[]
      >;
      for (let round = 0; round < ROUNDS; round++) {
        // Which setting goes first rotates, so drift on the shared cores falls on all of them.
        const order = SETTINGS.map((_, index) => SETTINGS[(index + round) % SETTINGS.length] as Setting);
        for (const setting of order) {
          runs[setting].push(await measureWhileWriting(pairs[setting], requests, ids[0] as string, round === 0));
        }
      }
      const row = {
        name,
        ...(Object.fromEntries(SETTINGS.map((setting) => [setting, median(runs[setting])])) as Record<Setting, Measurement>),
      };
      console.log(
        `  ${name}: ${SETTINGS.map((setting) => `${setting} ${row[setting].requestsPerSecond.toFixed(0)} req/s`).join(', ')}`,
      );
      rows.push(row);
    }
    await replaceSection(HEADING, render(rows, loadSeconds, loadAtStart));
  } finally {
    await Promise.all(servers.map((server) => stop(server.process)));
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Row = { name: string } & Record<Setting, Measurement>;

async function createDatabase(): Promise<string> {
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  await adminQuery(`create database ${databaseName}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function load(url: string, dataDir: string): Promise<{ ids: string[]; loadSeconds: number }> {
  const database = await openDatabase({ url, dataDir });
  const started = performance.now();
  await loadArtworks(database.db, new LocalDiskStorage(dataDir), ARTWORKS);
  const loadSeconds = (performance.now() - started) / 1000;
  const result = (await database.db.execute(
    sql`select id from products where is_approved and is_active order by random() limit 500`,
  )) as unknown as { rows: { id: string }[] };
  await database.close();
  return { ids: result.rows.map((row) => row.id), loadSeconds };
}

/** The load on the pair's first instance while the admin approves an artwork again through the second. */
async function measureWhileWriting(
  pair: Pair,
  requests: autocannon.Request[],
  artworkId: string,
  warmUp: boolean,
): Promise<Measurement> {
  const writerUrl = `http://127.0.0.1:${pair.writer.port}`;
  const token = await adminLogin(writerUrl);
  let writing = true;
  let writes = 0;
  const writer = (async () => {
    while (writing) {
      const answer = await fetch(`${writerUrl}/api/admin/dashboard/products/${artworkId}/approve`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ isApproved: true, commissionPercentage: 10 }),
      });
      if (!answer.ok) throw new Error(`the bench write failed: ${answer.status} ${await answer.text()}`);
      writes++;
      await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
    }
  })();
  try {
    const result = await measure(pair.measured.port, requests, { warmUp });
    // A run during which no write went through measured nothing of what it is about.
    return { ...result, errors: result.errors + (writes === 0 ? 1 : 0) };
  } finally {
    writing = false;
    await writer;
  }
}

async function adminLogin(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/AdminAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (!answer.ok) throw new Error(`the bench admin could not log in: ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

function median(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)] as Measurement;
  return { ...middle, errors: runs.reduce((sum, run) => sum + run.errors, 0) };
}

function render(rows: Row[], loadSeconds: number, loadAtStart: number): string {
  const cost = (row: Row, against: Setting) => 1 - row['two, Redis'].requestsPerSecond / row[against].requestsPerSecond;
  const worst = (against: Setting) => rows.reduce((most, row) => (cost(row, against) > cost(most, against) ? row : most));
  const worstText = (against: Setting) => `${(100 * cost(worst(against), against)).toFixed(1)}% (${worst(against).name})`;
  const met = cost(worst('one instance'), 'one instance') <= COST_TARGET ? 'met' : '**not met**';
  const rps = (value: Measurement) => value.requestsPerSecond.toLocaleString('en', { maximumFractionDigits: 0 });
  const cell = (value: Measurement) => `${rps(value)} | ${value.p50} / ${value.p99}`;
  const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
  const errors = rows.reduce((sum, row) => sum + SETTINGS.reduce((total, setting) => total + row[setting].errors, 0), 0);
  return `
${HEADING}

The cached catalogue (answers kept 30 s, as by default) on ${ARTWORKS.toLocaleString('en')} artworks in PostgreSQL (loaded in ${loadSeconds.toFixed(1)} s).
Instance A answers autocannon (${CONNECTIONS} connections, ${ROUNDS} runs of ${DURATION_SECONDS} s per endpoint and setting, in turns, median
reported) while an admin approves an artwork again once a second, a write that clears the cache:

- **one instance**: the write goes through A itself, which clears its own answers (today's single server);
- **two, in process**: the write goes through a second instance B without \`REDIS_URL\`: B clears, A keeps
  serving what it had (up to 30 s stale);
- **two, Redis**: the same with \`REDIS_URL\` (Redis on the same machine): each write clears A too, at once.

"One instance" and "two, Redis" do the same work: each write empties A's answers and A computes them
again; they differ only in how the clear reaches A (from its own write, or from B's through Redis). So
"two, Redis" against "one instance" is what clearing across instances costs, the target's measure.
"Two, in process" is faster only because A never computes its answers again: it keeps serving what the
write made wrong, which is the fault Redis removes, so it is shown but not the baseline.
The artwork endpoint rotates through 500 artworks, so each clear empties 500 answers.
Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'an unknown CPU'} (${os.cpus().length} cores), one-minute load average ${loadAtStart.toFixed(1)} as it started and ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end
(other work on the cores lowers every figure).

| endpoint on A | one instance: req/s | p50 / p99 ms | two, in process: req/s | p50 / p99 ms | two, Redis: req/s | p50 / p99 ms | Redis costs, against one instance | against two in process |
|---|---|---|---|---|---|---|---|---|
${rows
  .map(
    (row) =>
      `| ${row.name} | ${SETTINGS.map((setting) => cell(row[setting])).join(' | ')} | ${percent(cost(row, 'one instance'))} | ${percent(cost(row, 'two, in process'))} |`,
  )
  .join('\n')}

Target: cross-instance clearing costs the cached catalogue at most ${100 * COST_TARGET}% of its throughput (two, Redis against one
instance): worst ${worstText('one instance')}, ${met}. Against two instances that never clear each other: worst ${worstText('two, in process')}.
On 2 shared cores single runs vary by 20 to 30%, so a few percent either way is noise.
Errors and non-2xx answers during the runs: ${errors}.
`;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

let nextPort = 5401;
async function startServer(databaseUrl: string, dataDir: string, extraEnv: Record<string, string>): Promise<Server> {
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...productionSecrets,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      CATALOG_CACHE_SECONDS: '30',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      REDIS_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilServing(`http://127.0.0.1:${port}/api/health`, child);
  return { port, process: child };
}
