import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '#api/db/client.ts';
import { recordMissingCaptures } from '#api/modules/ledger/ledger.service.ts';
import { LocalDiskStorage } from '#api/plugins/storage.ts';
import { ADMIN_HEADING, BENCH_ADMIN, type ListLatency, loadOrders, measureAdminLists, renderAdminLists } from './bench-admin.ts';
import {
  ENDPOINTS,
  filteredListLatency,
  type LastPages,
  lastPagesOf,
  type Machine,
  type Measurement,
  type Row,
  renderCatalogue,
  renderFilteredLists,
  sequentialSearchLatency,
} from './bench-catalog.ts';
import { measureCatalogueWithRedis } from './bench-catalog-redis.ts';
import { type CheckoutResult, type CpuPerRequest, type Latency, measureCheckout, SUSTAIN_MS } from './bench-checkout.ts';
import type { FloorRate } from './bench-checkout-floor.ts';
import { benchCollectorToken, loadBenchCollector } from './bench-collector.ts';
import { benchFiles } from './bench-files.ts';
import { loadArtworks, loadCollection } from './bench-load.ts';
import { measureAgainstMedusa, medusaFromEnvironment, PEER_HEADING } from './bench-peer.ts';
import { benchStart } from './bench-start.ts';
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

// npm run bench: loads 100,000 artworks (and 1,000 for comparison) into PostgreSQL, starts the real
// server on each, drives it with autocannon (50 connections) and writes docs/benchmarks.md.
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Runs per endpoint and size; the median one is reported. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function main() {
  const machine = await describeMachine();
  console.log(`Benchmark on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGiB} GiB), ${machine.postgres}`);
  if (process.env.BENCH_ONLY === 'checkout') return checkoutOnly();
  if (process.env.BENCH_ONLY === 'admin') return adminOnly();
  if (process.env.BENCH_ONLY === 'catalog-redis') return measureCatalogueWithRedis();
  if (process.env.BENCH_ONLY === 'start') return benchStart();
  if (process.env.BENCH_ONLY === 'peer') return peerOnly();
  const large = await prepare(100_000);
  const small = await prepare(1_000);
  const catalogue = await measureCatalogue(machine, large, small);
  if (process.env.BENCH_ONLY === 'catalog') {
    console.log(catalogue);
    await replaceCatalogue(catalogue);
    await Promise.all([large, small].map((prepared) => cleanUp(prepared)));
    return;
  }
  const checkout = await runCheckout(large);
  const admin = await runAdminLists(large);
  const report = catalogue + renderCheckout(checkout) + renderAdminLists(admin.results, admin.loadSeconds);
  console.log(report);
  await writeFile(path.join(repoRoot, 'docs/benchmarks.md'), report);
  await measureCatalogueWithRedis();
  await Promise.all([large, small].map((prepared) => cleanUp(prepared)));
  await benchFiles();
  await benchStart();
}

/** The catalogue's part of the report: throughput with and without the answer cache, then one visitor's latencies. */
async function measureCatalogue(machine: Machine, large: Prepared, small: Prepared): Promise<string> {
  const bare = await startBare(large);
  const bareResult = await measure(bare.port, [{ path: '/products' }]);
  await stop(bare.process);
  console.log(`bare route: ${bareResult.requestsPerSecond.toFixed(0)} req/s`);

  const results: Record<string, Row> = {};
  const sizes = { large, small };
  const cachedServers = await startBothSizes(sizes, 30);
  const cached = await measureBothSizes(cachedServers);
  await stopBothSizes(cachedServers);
  const uncachedServers = await startBothSizes(sizes, 0);
  const uncached = await measureBothSizes(uncachedServers);
  const searchLatency = await sequentialSearchLatency(`http://127.0.0.1:${uncachedServers.large.port}`);
  const filtered = await filteredListLatency(`http://127.0.0.1:${uncachedServers.large.port}`);
  await stopBothSizes(uncachedServers);
  for (const name of Object.keys(ENDPOINTS)) {
    results[name] = {
      cached: cached.large[name] as Measurement,
      uncached: uncached.large[name] as Measurement,
      smallCached: cached.small[name] as Measurement,
      smallUncached: uncached.small[name] as Measurement,
    };
  }
  return (
    renderCatalogue(
      machine,
      { connections: CONNECTIONS, seconds: DURATION_SECONDS, rounds: ROUNDS },
      bareResult,
      results,
      { search: searchLatency, filtered: filtered.all },
      large.loadSeconds,
      uncachedServers.large.lastPages,
    ) + renderFilteredLists(filtered)
  );
}

/** Replaces the catalogue's part of docs/benchmarks.md (everything before the checkout section). */
async function replaceCatalogue(report: string) {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const current = await readFile(file, 'utf8').catch(() => '');
  const checkout = current.indexOf(`\n${CHECKOUT_HEADING}\n`);
  await writeFile(file, checkout === -1 ? report : report + current.slice(checkout));
}

/** `BENCH_ONLY=checkout npm run bench`: the checkout alone, its section of docs/benchmarks.md replaced. */
async function checkoutOnly() {
  const large = await prepare(100_000);
  const section = renderCheckout(await runCheckout(large));
  console.log(section);
  await replaceSection(CHECKOUT_HEADING, section);
  await cleanUp(large);
}

/**
 * `BENCH_ONLY=peer npm run bench`: the catalogue against a Medusa server already running (docs/peer-medusa.md),
 * both on 10,000 products and with no answer cache; its section of docs/benchmarks.md replaced.
 */
async function peerOnly() {
  const medusa = await medusaFromEnvironment();
  const prepared = await prepare(10_000);
  const server = await startServer(prepared, 0);
  try {
    const section = await measureAgainstMedusa(
      { url: `http://127.0.0.1:${server.port}`, pid: server.process.pid as number },
      medusa,
      prepared.ids,
    );
    console.log(section);
    await replaceSection(PEER_HEADING, section);
  } finally {
    await stop(server.process);
    await cleanUp(prepared);
  }
}

/** `BENCH_ONLY=admin npm run bench`: the admin lists alone, their section of docs/benchmarks.md replaced. */
async function adminOnly() {
  const large = await prepare(100_000);
  const { results, loadSeconds } = await runAdminLists(large);
  const section = renderAdminLists(results, loadSeconds);
  console.log(section);
  await replaceSection(ADMIN_HEADING, section);
  await cleanUp(large);
}

/** The orders are loaded next to the artworks; the server bootstraps the bench admin from the environment. */
async function runAdminLists(prepared: Prepared): Promise<{ results: Record<string, ListLatency>; loadSeconds: number }> {
  const database = await openDatabase({ url: prepared.url, dataDir: prepared.dataDir });
  const started = performance.now();
  await loadOrders(database.db);
  const loadSeconds = (performance.now() - started) / 1000;
  // The loaded orders have no ledger yet: what `npm run ledger:backfill` does for an older database (ADR 0026).
  await recordMissingCaptures(database.db);
  await database.close();
  console.log(`loaded the orders in ${loadSeconds.toFixed(1)} s`);
  const server = await startServer(prepared, 30, { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password });
  try {
    return { results: await measureAdminLists(`http://127.0.0.1:${server.port}`), loadSeconds };
  } finally {
    await stop(server.process);
  }
}

/**
 * The payment sandbox exists only outside production, so the checkout server runs as development. It is
 * server.ts's start plus the yardstick route (bench-checkout-server.ts), so no shipped server has that route.
 */
async function runCheckout(prepared: Prepared): Promise<CheckoutResult> {
  const server = await startServer(
    prepared,
    30,
    { NODE_ENV: 'development', TRUST_PROXY: '127.0.0.1' },
    'apps/api/src/scripts/bench-checkout-server.ts',
  );
  try {
    return await measureCheckout(`http://127.0.0.1:${server.port}`, prepared.url, prepared.ids, server.process.pid as number);
  } finally {
    await stop(server.process);
  }
}

const CHECKOUT_HEADING = '## Checkout';
/** Order creations per second, sustained, as a share of the yardstick's transactions per second. */
const CHECKOUT_RATIO_TARGET = 0.4;

/** PostgreSQL alone under the checkout's loop: the ceiling of the ratio, whatever the API costs. */
function renderFloor(result: CheckoutResult): string {
  const rounds = result.floorRounds;
  if (rounds.length === 0)
    return "\nPostgreSQL alone: not measured (pgbench is not installed; Debian's postgresql-client has it).\n";
  type Round = (typeof rounds)[number];
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const of = (pick: (round: Round) => number | undefined) => median(rounds.map((round) => pick(round) ?? Number.NaN));
  const { yardstick } = result;
  const yardstickMs = sumOrUndefined(yardstick.serverCpuMs, yardstick.postgresCpuMs, yardstick.clientCpuMs);
  const ms = (value: number | undefined) => (value === undefined ? 'not measured' : value.toFixed(2));
  const line = (name: string, pick: (round: Round) => FloorRate) =>
    `| ${name} | ${of((round) => pick(round).perSecond).toFixed(0)} | ${of((round) => pick(round).perSecond / round.yardstickSql.perSecond).toFixed(2)} | ${of((round) => pick(round).postgresCpuMs).toFixed(2)} |`;
  const leastMs = of((round) => round.leastLoop.postgresCpuMs);
  const sqlShare = of((round) => round.leastLoop.perSecond / round.yardstickSql.perSecond);
  const requestMs = sumOrUndefined(yardstick.serverCpuMs, yardstick.clientCpuMs);
  const measured = yardstickMs !== undefined && requestMs !== undefined && Number.isFinite(leastMs);
  const bare = measured ? yardstickMs / leastMs : undefined;
  const withRequests = measured ? yardstickMs / (leastMs + 2 * requestMs) : undefined;
  const verdict =
    bare === undefined || withRequests === undefined
      ? 'not measured (no /proc)'
      : `${bare.toFixed(2)} (${yardstickMs?.toFixed(2)} ms ÷ ${leastMs.toFixed(2)} ms). But the loop is two requests, and each costs the API and the
load client at least what the yardstick's bare one does (${requestMs?.toFixed(2)} ms: the bare route sends three statements; an order
request sends at least a token check and its write, and parses, validates and prices a body besides). With the
least loop's two writes behind two such requests, the ratio can be at most **${withRequests.toFixed(2)}**
(${yardstickMs?.toFixed(2)} ÷ (${leastMs.toFixed(2)} + 2 × ${requestMs?.toFixed(2)})): ${
          withRequests < CHECKOUT_RATIO_TARGET
            ? `below ${CHECKOUT_RATIO_TARGET}, so no design of this checkout reaches the target on this machine`
            : `the target is within reach only of a design that costs little more than that`
        }`;
  return `
**The ceiling: PostgreSQL alone.** After each round's pair, PostgreSQL's own C client (pgbench, prepared statements,
the same 50 clients on the same database; \`bench-checkout-floor.ts\`) runs three scripts for ${SUSTAIN_MS / 1000} s each: the yardstick's
SQL; today's loop, the ten statements the API sends for one cart change and one order creation; and the least
loop, the two writes no design of this checkout can drop (the cart line's new shipping option, and the order with
its vendor order and item written as the previous open order is cancelled), each one statement with its own
commit, with no token check, no read and no lock. PostgreSQL's CPU per loop is read from \`/proc\` while the
clients run. Medians of the ${rounds.length} rounds:

| PostgreSQL alone | loops/s | of the yardstick's SQL | PostgreSQL CPU ms per loop |
|---|---|---|---|
${line("the yardstick's SQL (BEGIN, one-row UPDATE, COMMIT)", (round) => round.yardstickSql)}
${line("today's loop (ten statements, two commits)", (round) => round.todaysLoop)}
${line('the least loop (two statements, two commits)', (round) => round.leastLoop)}

Even with nothing in front of PostgreSQL, the least loop runs at ${sqlShare.toFixed(2)} of the yardstick's SQL. With the cores saturated,
rates follow CPU per request, so the ratio an API that cost nothing would reach is the yardstick's whole CPU per
transaction through the API (API, PostgreSQL and client) over the least loop's PostgreSQL CPU: ${verdict}.
Today's loop costs PostgreSQL ${of((round) => round.todaysLoop.postgresCpuMs).toFixed(2)} ms when pgbench sends it and ${ms(result.orders.postgresCpuMs)} ms when the API does (the
sustained orders above), so the pgbench figures are the database's own work.
`;
}

function renderCheckout(result: CheckoutResult): string {
  const { burst, orders, yardstick } = result;
  const cores = os.cpus().length;
  const ms = (value: number | undefined) => (value === undefined ? 'not measured (no /proc)' : value.toFixed(2));
  const times = (value: number | undefined, yardstickValue: number | undefined) =>
    value === undefined || yardstickValue === undefined ? '' : ` (${(value / yardstickValue).toFixed(1)}x)`;
  const row = (name: string, latency: Latency) =>
    `| ${name} | ${latency.count} | ${latency.p50.toFixed(1)} | ${latency.p99.toFixed(1)} | ${latency.errors} |`;
  const cpuRow = (name: string, cpu: CpuPerRequest) =>
    `| ${name} | ${ms(cpu.serverCpuMs)}${times(cpu.serverCpuMs, yardstick.serverCpuMs)} | ${ms(cpu.postgresCpuMs)}${times(cpu.postgresCpuMs, yardstick.postgresCpuMs)} | ${cpu.clientCpuMs.toFixed(2)} |`;
  const ratio = orders.perSecond / Math.max(yardstick.perSecond, 1);
  const met = ratio >= CHECKOUT_RATIO_TARGET ? 'met' : '**not met**';
  const rounds = result.roundRatios.map((value) => value.toFixed(2)).join(', ');
  const share = (value: number | undefined) => (value === undefined ? 'not measured (no /proc)' : `${(100 * value).toFixed(0)}%`);
  const burstAll = sumOrUndefined(burst.serverCpuMs, burst.postgresCpuMs, burst.clientCpuMs);
  const loopMs = sumOrUndefined(orders.serverCpuMs, orders.postgresCpuMs, orders.clientCpuMs);
  const yardstickMs = sumOrUndefined(yardstick.serverCpuMs, yardstick.postgresCpuMs, yardstick.clientCpuMs);
  const floor =
    burst.serverCpuMs === undefined || burstAll === undefined
      ? 'not measured (no /proc)'
      : `about ${Math.max(50 * burst.serverCpuMs, (50 * burstAll) / cores).toFixed(0)} ms`;
  return `
${CHECKOUT_HEADING}

50 buyers on the 100,000-artwork database, each with a distinct artwork. Before each order creation the
buyer changes its shipping choice, so each \`POST /api/Orders/shipping\` writes a new order (and cancels
the buyer's previous unpaid one). Three shapes of load:

- **Sustained orders**: every buyer loops (change the cart, save the address) with no pause, so the server
  is saturated: the orders per second the machine can write, and latency at saturation.
- **Yardstick**: the same 50 loops call a bare route of the same server process that runs the smallest write
  transaction on the app's own pool: BEGIN, one \`UPDATE\` of the buyer's own row by primary key, COMMIT (no
  token, no body, no schema; Fastify, the app's hooks, \`pg\` and PostgreSQL's commit are what it measures).
  Only the bench's server start registers it (\`bench-checkout-server.ts\`, \`server.ts\`'s start plus that
  route), so no server that ships has it.
- Yardstick and orders run in turns, ${result.roundRatios.length} rounds of ${SUSTAIN_MS / 1000} s each (which goes first alternates),
  after a 1 s warm-up: drift on the shared cores falls on both.
- **Burst**: all 50 buyers save their address at the same instant, in waves (the next wave starts when
  the last answer of the previous one is in): 50 order creations in flight at once.

Then each buyer pays once through the built-in PayPal sandbox, all at the same moment; the server calls
the sandbox over HTTP as it would PayPal (the sandbox runs in the same process, on the same ${cores} cores).
Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus()[0]?.model ?? 'an unknown CPU'} (${cores} cores), PostgreSQL on the same machine.

| step | requests | p50 ms | p99 ms | errors |
|---|---|---|---|---|
${row(`yardstick, one single-row transaction, sustained (${yardstick.perSecond.toFixed(0)} transactions/s)`, yardstick)}
${row(`order creation, sustained (${orders.perSecond.toFixed(0)} orders/s)`, orders)}
${row('order creation, burst of 50', burst)}
${row('PayPal order (`create-paypal-order`, holds taken)', result.paypalCreate)}
${row('PayPal capture (`capture-paypal-payment`, order paid)', result.paypalCapture)}

Target: order creations per second at least ${CHECKOUT_RATIO_TARGET} of the yardstick's transactions per second, both sustained by
the same 50 loops: **${ratio.toFixed(2)}** (${orders.perSecond.toFixed(0)} orders/s ÷ ${yardstick.perSecond.toFixed(0)} transactions/s; the rounds alone ${rounds}), ${met}.
Each order's loop also changes the cart (the shipping choice of a line already there: one guarded update, then
a read of the cart), so the server answers two requests per order.
${renderFloor(result)}
CPU per request in the sustained runs, read from \`/proc\` around each run (times the yardstick's in brackets):
the API process (every thread), PostgreSQL's processes (this database's backends, the WAL writer, checkpointer and
background writer) and this load client.

| per request | API ms | PostgreSQL ms | load client ms |
|---|---|---|---|
${cpuRow('yardstick transaction', yardstick)}
${cpuRow('order, sustained (with its cart change)', orders)}
${cpuRow('order creation, burst (cart changes not counted)', burst)}

Other work on the machine took ${share(orders.otherShare)} of the ${cores} cores during the sustained orders and ${share(yardstick.otherShare)} during the
yardstick; the one-minute load average was ${result.loadAverage.start.toFixed(1)} as the orders started and ${result.loadAverage.end.toFixed(1)} after the sustained runs.
Other work lowers both rates and inflates every latency; the ratio moves less. Five runs on 2026-11-25 before the
changes below, with other work on 2% to 44% of the cores, read 0.09 to 0.13 (the 0.13 without the vacuum before each
run); three runs after them, one after another with other work on 61% to 80% of the cores, read 0.21, 0.26 and 0.23.
The same evening, alternating the code before and after on one database with the same
other work, read 0.14 and 0.12 before, 0.21 and 0.18 after; the API's CPU per loop fell from 4.1-4.8 ms to 2.6-2.8 ms,
PostgreSQL's from 4.1-5.1 ms to 3.8-4.3 ms (CPU figures inflate when the cores are this busy; compare within a run).
On 2026-11-26, with the machine quiet (other work on 1% to 3% of the cores), the same code read 0.13 (852 orders/s
÷ 6355 transactions/s): a quiet machine speeds the bare yardstick more than the orders.

**Withdrawn: order creation p99 at most 50 ms for a burst of 50 simultaneous orders** (this run: ${burst.p99.toFixed(1)} ms).
It is below this machine's floor. One order creation is a token check and a
transaction of six statements (begin, the customer lock, one read of the cart with its holds and the open order,
the order number, one write of the order, vendor orders and items, commit), seven round trips to PostgreSQL.
Fifty orders arriving at the same instant need fifty times the API's CPU on its one thread, and fifty times the
API's, PostgreSQL's and the client's together shared by ${cores} cores: the last answer cannot come before the
larger of the two, ${floor} from this run's burst CPU, however the work is scheduled, and other work on the
cores adds to it. A latency target under the floor measures the machine, not the code. The sustained ratio
replaces it: the yardstick runs in the same process, on the same pool and cores, in turns with the orders, so
the ratio follows what an order costs against the smallest write transaction. The burst is still measured,
for its latency at 50 in flight.

Why the ratio is far below ${CHECKOUT_RATIO_TARGET}: both runs keep the cores busy, so the ratio is close to the ratio of their CPU
per request. An order's loop costs ${ms(loopMs)} ms of CPU (API, PostgreSQL and client), the yardstick's transaction ${ms(yardstickMs)} ms.
The loop is two requests and ten statements to PostgreSQL (the cart change: token check, the guarded update,
the cart read; the order creation: token check, begin, the customer lock, the cart read, the order number, the
order write, commit), two commits; the yardstick one request, one transaction and three statements. Were
the cart change and the order creation each as cheap as the yardstick, the ratio would be 0.5: ${CHECKOUT_RATIO_TARGET} needs each at most 1.25 times one single-row transaction, token check included. The order creation alone (the burst's CPU,
no cart change) costs ${burstAll === undefined || yardstickMs === undefined ? 'not measured' : `${(burstAll / yardstickMs).toFixed(1)} times`} the yardstick's.

Where it went before the changes below, measured on 2026-11-25 with the loop run one at a time through \`app.inject\` against PostgreSQL
(500 loops after a warm-up and a vacuum, each statement's round trip timed, its backend's CPU read from \`/proc\`):
PostgreSQL spends about 2.3 ms per loop, of which the two commits 0.56 ms (each flushes the WAL), the order write 0.52 ms
(a row in \`orders\` and its nine indexes, and the previous open order cancelled, an update that changes
indexed \`status\` and so writes every index again), the two cart reads 0.40 ms, the two token checks 0.22 ms,
the cart cap's advisory lock and count 0.30 ms (the only two not prepared by name, so planned on every call),
and the rest 0.3 ms. The API spends 1.45 ms per order creation and 1.49 ms per cart change
(\`profile-checkout.ts\`, means); in its CPU profile, 30% of the busy time is the \`writev\` system call that
sends each statement to PostgreSQL (about 90 µs each on this virtual machine), 10% Drizzle, 8% \`pg\`, 3% zod
and 3% garbage collection. So per-statement costs on both sides dominate, then the order write and the commits:
each statement saved is worth about 0.1 ms of PostgreSQL and 0.1 ms of API CPU per order.

What changed on 2026-11-25 (fifteen statements per loop down to ten): choosing another shipping option for a line
already in the cart was the artwork's read, a transaction (begin, the cart's advisory lock, the count against the
cap of 10, the upsert, commit) and the cart read. A line already there does not change the cart's size, so the cap
needs no lock: one prepared \`UPDATE\` does it, guarded in SQL by the same conditions adding a line checks (live,
unsold, not held for another collector, the option one of the artwork's own); when it writes nothing, the full path
runs and answers why. Adding a new line keeps the lock, with the count inside the insert (its own statement after
the lock's, so it sees every line committed before the lock was granted), both prepared by name. The cart read
after each change no longer runs the checkout's read (the open order twice, each line's holds): the page shows none
of it. A PostgreSQL test races four adds into a cart of eight and fails without the lock.

What remains, and what 0.4 would take: per loop, two HTTP requests, ten round trips and two commits against the
yardstick's one request, three round trips and one commit. \`auto_explain\` on this database puts the order write at
about 0.5-0.7 ms of executor time (17 index entries in \`orders\`, as the cancelled order's new version goes into every
index but the open-order one, plus vendor order and item rows and six foreign-key checks), the checkout's cart read
about 0.15 ms and every other statement under 0.15 ms; the rest of PostgreSQL's CPU is per statement (protocol,
snapshot, locks) and the two WAL flushes. Looked at and kept: every index on the order tables serves a query (the
admin's lists sort and filter by date, status, payment status, amount and payment method; checkouts find the open
order by \`orders_open_idx\`); the order number's \`nextval\` could ride on the customer lock, but every reuse of an
unchanged cart and every refused checkout would then burn a number; the customer lock cannot join the cart read,
since a read that waited on the lock would see the cart as it was before the other checkout committed (the double
submit would write two orders); the token check is one prepared read per request and is what ends a logged-out
token at once. An order creation of one write statement and one commit after its token check (the order
number and the customer's turn taken inside that statement) would save about four round trips per loop; the
ceiling above shows it would still not reach ${CHECKOUT_RATIO_TARGET}, since two requests and the two writes alone are past it.

${result.autovacuum ? 'Before' : 'This PostgreSQL runs with autovacuum off, so before'} the burst and each sustained run the bench vacuums and
analyses the tables the checkout writes, as autovacuum would. Without fresh statistics, the plans the pool's
connections cache for their named statements and foreign-key checks stay those made while the order tables
were empty, whole-table scans of \`orders\` and \`vendor_orders\`: on 2026-11-25, over 4,000 order creations one
at a time, PostgreSQL's CPU per order creation grew from 1.0 to 2.4 ms (58 million rows of \`orders\` read),
and held at about 1.5 ms with a vacuum every 500 orders.

Where the API's CPU went, measured with \`apps/api/src/scripts/profile-checkout.ts\` (the app built as this
server runs, 50 buyers, order creations one at a time through \`app.inject\` against PostgreSQL,
\`process.cpuUsage()\` around each after a warm-up) and its \`--profile\` CPU profile summarised by
\`cpu-profile-summary.ts\`. CPU time moves far less than wall time with other work on the machine, but it does
move, so before and after ran in turns: on 2026-11-23, five runs each with two other jobs on the machine (load
about 5), the median of the runs' medians was **3.3 ms per order creation before and 1.8 ms after** (means
3.8 and 2.1; the runs' means ranged 3.0 to 4.1 and 1.8 to 2.3), and a cart change 2.7 ms before, 1.3 ms after.
Drizzle built every statement's SQL on every call, even the named ones: about 40% of the API's CPU per
order, its \`is()\` checks the profile's top function. The hot statements (token check, cart read, customer lock,
order number, order write, address update, adding to the cart) are now built once with placeholders and run
by name on the given connection (\`db/prepared-statement.ts\`), and the order write takes its vendor orders
and items as JSON (\`jsonb_populate_recordset\`, \`db/json-rows.ts\`), so it has one shape for any cart. The
security headers are computed once from Helmet's options instead of \`@fastify/helmet\` rebuilding them per
request. The checkout bench, run before and after in turns with the same other work on the machine, read
4.0 ms of API CPU per order creation in the burst before and 1.5 to 1.8 ms after. What is left is spread
thin: each round trip costs the API 50 to 100 µs in \`pg\` and the kernel, then come Fastify, zod (the
address in, the answer out), the token's HMAC and garbage collection.
`;
}

const sumOrUndefined = (...values: (number | undefined)[]) =>
  values.some((value) => value === undefined) ? undefined : values.reduce<number>((total, value) => total + (value ?? 0), 0);

interface Prepared {
  size: number;
  url: string;
  name: string;
  dataDir: string;
  ids: string[];
  loadSeconds: number;
}

async function prepare(size: number): Promise<Prepared> {
  // A partial run has its own database, so it never drops one a full run on the same server is using.
  const name = `art_market_bench_${size}${process.env.BENCH_ONLY ? `_${process.env.BENCH_ONLY}` : ''}`;
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `art-market-bench-${size}-`));
  const database = await openDatabase({ url: url.toString(), dataDir });
  const started = performance.now();
  await loadArtworks(database.db, new LocalDiskStorage(dataDir), size);
  await loadCollection(database.db);
  await loadBenchCollector(database.db);
  const loadSeconds = (performance.now() - started) / 1000;
  const rows = (await database.db.execute(
    sql`select id from products where is_approved order by random() limit 1000`,
  )) as unknown as {
    rows: { id: string }[];
  };
  await database.close();
  console.log(`loaded ${size.toLocaleString('en')} artworks in ${loadSeconds.toFixed(1)} s`);
  return { size, url: url.toString(), name, dataDir, ids: rows.rows.map((row) => row.id), loadSeconds };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

let nextPort = 5301;
async function startServer(
  prepared: Prepared,
  cacheSeconds: number,
  extraEnv: Record<string, string> = {},
  entry = 'apps/api/src/server.ts',
) {
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...productionSecrets,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: prepared.url,
      DATA_DIR: prepared.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      MAIL_OUTBOX_DIR: path.join(prepared.dataDir, 'outbox'),
      CATALOG_CACHE_SECONDS: String(cacheSeconds),
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilServing(`http://127.0.0.1:${port}/api/health`, child);
  return { port, process: child };
}

async function startBare(prepared: Prepared) {
  const server = await startServer(prepared, 30);
  const cards = await (await fetch(`http://127.0.0.1:${server.port}/api/Product?pageSize=24`)).json();
  await stop(server.process);
  const cardsFile = path.join(prepared.dataDir, 'cards.json');
  await writeFile(cardsFile, JSON.stringify(cards));
  const port = nextPort++;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/scripts/bench-bare-server.ts', String(port), cardsFile],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await untilServing(`http://127.0.0.1:${port}/products`, child);
  return { port, process: child };
}

const SIZES = ['large', 'small'] as const;
type Size = (typeof SIZES)[number];
/** A server on each catalogue, with the artworks the artwork endpoint rotates through. */
type BothSizes = Record<
  Size,
  { port: number; process: ChildProcess; ids: string[]; collectorToken: string; lastPages: LastPages }
>;

async function startBothSizes(prepared: Record<Size, Prepared>, cacheSeconds: number): Promise<BothSizes> {
  const [large, small] = await Promise.all([
    startServer(prepared.large, cacheSeconds),
    startServer(prepared.small, cacheSeconds),
  ]);
  const token = (port: number) => benchCollectorToken(`http://127.0.0.1:${port}`);
  const lastPages = (port: number) => lastPagesOf(`http://127.0.0.1:${port}`);
  return {
    large: { ...large, ids: prepared.large.ids, collectorToken: await token(large.port), lastPages: await lastPages(large.port) },
    small: { ...small, ids: prepared.small.ids, collectorToken: await token(small.port), lastPages: await lastPages(small.port) },
  };
}

async function stopBothSizes(servers: BothSizes): Promise<void> {
  await Promise.all(SIZES.map((size) => stop(servers[size].process)));
}

/**
 * Each endpoint on the large and the small catalogue in turns, ROUNDS times, keeping each size's median run (its
 * errors are those of every run). The growth targets compare the two sizes, and two shared cores drift by 20 to 30%
 * over minutes (checkpoints, other work): measured one size after the other, that drift read as growth.
 */
async function measureBothSizes(servers: BothSizes): Promise<Record<Size, Record<string, Measurement>>> {
  const results: Record<Size, Record<string, Measurement>> = { large: {}, small: {} };
  for (const [name, requests] of Object.entries(ENDPOINTS)) {
    const runs: Record<Size, Measurement[]> = { large: [], small: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const size of SIZES) {
        const { port, ids, collectorToken, lastPages } = servers[size];
        runs[size].push(await measure(port, requests(ids, collectorToken, lastPages), { warmUp: round === 0 }));
      }
    }
    for (const size of SIZES) {
      const median = medianRun(runs[size]);
      results[size][name] = median;
      console.log(
        `  ${name} at ${size === 'large' ? '100k' : '1k'}: ${median.requestsPerSecond.toFixed(0)} req/s, p99 ${median.p99} ms`,
      );
    }
  }
  return results;
}

function medianRun(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor(sorted.length / 2)] as Measurement;
  return { ...median, errors: runs.reduce((sum, run) => sum + run.errors, 0) };
}

async function describeMachine(): Promise<Machine> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  const { rows } = await client.query<{ version: string }>('select version()');
  await client.end();
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown CPU',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    postgres: (rows[0]?.version ?? '').split(',')[0] ?? 'PostgreSQL',
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

async function cleanUp(prepared: Prepared): Promise<void> {
  await adminQuery(`drop database if exists ${prepared.name} with (force)`);
  await rm(prepared.dataDir, { recursive: true, force: true });
}

await main();
