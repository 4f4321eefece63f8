import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { hashPassword } from '#api/modules/accounts/passwords.ts';
import { type FloorRates, hasPgbench, preparePostgresFloor } from './bench-checkout-floor.ts';
import { machineCpuMs, postgresCpuMs, postgresPids, processCpuMs } from './bench-cpu.ts';

// The checkout under load: BUYERS customers, each with a distinct artwork, change their shipping choice
// (a changed cart, so saving the address writes a new order) and save their address; then all pay
// through the PayPal sandbox. Two load shapes:
// - burst: all buyers save their address at the same instant, WAVES times (50 order creations in flight
//   at once; its former p99 target is withdrawn, see docs/benchmarks.md);
// - sustained: every buyer loops with no pause, so the server is saturated. In turns with it, the same 50
//   loops hit the yardstick, a bare route running one single-row transaction on the app's pool
//   (bench-checkout-server.ts): orders per second are reported as a share of its transactions per second.
// The server trusts 127.0.0.1 as a proxy (TRUST_PROXY, see bench.ts) and each buyer sends its own
// X-Forwarded-For: per-IP login limits would otherwise turn most of 50 logins from one address away.
const BUYERS = 50;
const WAVES = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 10);
/** Sustained runs of each kind, in turns: the shared cores drift over minutes, and turns spread that on both. */
const SUSTAINED_ROUNDS = Number(process.env.BENCH_CHECKOUT_SUSTAINED_ROUNDS ?? 3);
export const SUSTAIN_MS = 5_000;
const PASSWORD = 'bench-buyer-password';
const BUYER_EMAIL_PATTERN = 'bench-buyer-%@example.com';

/** The yardstick route, registered only by bench-checkout-server.ts; each buyer writes its own row. */
export const YARDSTICK_PATH = '/bench/one-row-transaction';
export const YARDSTICK_ROWS = BUYERS;
export const YARDSTICK_TABLE = 'bench_yardstick';

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  errors: number;
}

/** CPU per request of a step, in ms, read from /proc (undefined off Linux), and what other work took meanwhile. */
export interface CpuPerRequest {
  /** The API process (every thread). */
  serverCpuMs?: number;
  /** This database's PostgreSQL backends and the server's WAL writer, checkpointer and background writer. */
  postgresCpuMs?: number;
  /** This load client. */
  clientCpuMs: number;
  /** The share of all cores the machine's other processes used while the step ran. */
  otherShare?: number;
}

export interface Sustained extends Latency, CpuPerRequest {
  perSecond: number;
}

export interface CheckoutResult {
  burst: Latency & CpuPerRequest;
  /** Each order creation comes after its buyer's cart change: its CPU per order counts both requests. */
  orders: Sustained;
  yardstick: Sustained;
  /** Orders per second over the yardstick's transactions per second, each round's pair alone. */
  roundRatios: number[];
  /**
   * PostgreSQL alone, driven by pgbench after each round's pair (bench-checkout-floor.ts); empty where
   * pgbench is not installed.
   */
  floorRounds: FloorRates[];
  paypalCreate: Latency;
  paypalCapture: Latency;
  /** The machine's one-minute load average as the orders started and after the sustained runs. */
  loadAverage: { start: number; end: number };
  /** Whether PostgreSQL's autovacuum is on (the bench does its work before each run either way). */
  autovacuum: boolean;
}

interface Buyer {
  token: string;
  ip: string;
  productId: string;
  shippingOptionIds: string[];
  /** Which shipping option the next cart change picks: each pick differs from the last. */
  nextChoice: number;
}

/** Latencies and failures of one kind of request. */
class Samples {
  readonly times: number[] = [];
  errors = 0;

  async time(request: () => Promise<Answer>): Promise<Answer> {
    const started = performance.now();
    const answer = await request();
    this.times.push(performance.now() - started);
    if (answer.status !== 200) {
      this.errors += 1;
      if (this.errors <= 3) console.warn(`answered ${answer.status}: ${answer.body}`);
    }
    return answer;
  }

  latency(): Latency {
    const sorted = [...this.times].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
    return { count: sorted.length, p50: at(0.5), p99: at(0.99), errors: this.errors };
  }
}

/** CPU milliseconds used while a step ran, and its wall milliseconds. */
interface CpuUse {
  serverMs?: number;
  postgresMs?: number;
  clientMs: number;
  machineMs?: number;
  wallMs: number;
}

const NO_CPU: CpuUse = { serverMs: 0, postgresMs: 0, clientMs: 0, machineMs: 0, wallMs: 0 };
const sum = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : a + b);
const addCpu = (a: CpuUse, b: CpuUse): CpuUse => ({
  serverMs: sum(a.serverMs, b.serverMs),
  postgresMs: sum(a.postgresMs, b.postgresMs),
  clientMs: a.clientMs + b.clientMs,
  machineMs: sum(a.machineMs, b.machineMs),
  wallMs: a.wallMs + b.wallMs,
});

/** What `run` costs the API process, PostgreSQL, this client and the machine; a backend that exits meanwhile is not counted. */
async function cpuUseOf(serverPid: number, monitor: pg.Client, run: () => Promise<unknown>): Promise<CpuUse> {
  const pids = await postgresPids(monitor);
  const postgresBefore = postgresCpuMs(pids);
  const serverBefore = processCpuMs(serverPid);
  const machineBefore = machineCpuMs();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  await run();
  const wallMs = performance.now() - started;
  const client = process.cpuUsage(clientBefore);
  const machineAfter = machineCpuMs();
  const serverAfter = processCpuMs(serverPid);
  let postgresMs = postgresBefore.size > 0 ? 0 : undefined;
  for (const [pid, ms] of postgresCpuMs(pids)) if (postgresMs !== undefined) postgresMs += ms - (postgresBefore.get(pid) ?? ms);
  return {
    serverMs: serverBefore === undefined || serverAfter === undefined ? undefined : serverAfter - serverBefore,
    postgresMs,
    clientMs: (client.user + client.system) / 1000,
    machineMs: machineBefore === undefined || machineAfter === undefined ? undefined : machineAfter - machineBefore,
    wallMs,
  };
}

function perRequest(use: CpuUse, count: number): CpuPerRequest {
  const per = (ms: number | undefined) => (ms === undefined || count === 0 ? undefined : ms / count);
  const ours = sum(sum(use.serverMs, use.postgresMs), use.clientMs);
  const otherMs = use.machineMs === undefined || ours === undefined ? undefined : Math.max(0, use.machineMs - ours);
  return {
    serverCpuMs: per(use.serverMs),
    postgresCpuMs: per(use.postgresMs),
    clientCpuMs: use.clientMs / Math.max(count, 1),
    otherShare: otherMs === undefined || use.wallMs === 0 ? undefined : otherMs / (use.wallMs * os.cpus().length),
  };
}

/**
 * The tables the checkout writes, vacuumed and analysed before the burst and each sustained run, as
 * autovacuum would (the local PostgreSQL runs without it). Without fresh statistics, the plans the pool's
 * connections cache (named statements, foreign-key checks) stay those made while the order tables were
 * empty: whole-table scans, so PostgreSQL's CPU per order grew with every order written.
 */
async function vacuumCheckoutTables(monitor: pg.Client): Promise<void> {
  await monitor.query(`vacuum analyze orders, vendor_orders, order_items, cart_items, artwork_holds, ${YARDSTICK_TABLE}`);
}

/** Every buyer runs `step` again and again, with no pause, until `ms` have passed (the last step in flight ends). */
async function everyBuyerFor(buyers: Buyer[], ms: number, step: (buyer: Buyer, index: number) => Promise<unknown>) {
  const until = performance.now() + ms;
  await Promise.all(
    buyers.map(async (buyer, index) => {
      while (performance.now() < until) await step(buyer, index);
    }),
  );
}

export async function measureCheckout(
  baseUrl: string,
  databaseUrl: string,
  productIds: string[],
  serverPid: number,
): Promise<CheckoutResult> {
  const client = new Client(baseUrl);
  const buyers = await prepareBuyers(client, databaseUrl, productIds);
  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  const autovacuum = (await monitor.query<{ autovacuum: string }>('show autovacuum')).rows[0]?.autovacuum === 'on';
  const cpuOf = (run: () => Promise<unknown>) => cpuUseOf(serverPid, monitor, run);
  const changeCart = (buyer: Buyer) => {
    const shippingOptionId = buyer.shippingOptionIds[buyer.nextChoice++ % buyer.shippingOptionIds.length];
    return client.call(buyer, 'POST', '/api/Cart/add', { productId: buyer.productId, shippingOptionId });
  };
  const saveAddress = (buyer: Buyer) => client.call(buyer, 'POST', '/api/Orders/shipping', shippingAddress);
  const writeOneRow = (index: number) => client.send('POST', `${YARDSTICK_PATH}/${index}`, { headers: {}, body: '' });

  const loadAtStart = os.loadavg()[0] ?? 0;
  const burst = new Samples();
  let burstCpu = NO_CPU;
  // Once only: statistics make every connection plan its statements again, which short waves would count.
  await vacuumCheckoutTables(monitor);
  // The checkpointer's CPU counts as PostgreSQL's: the artworks just loaded are written out now, not billed to orders.
  await monitor.query('checkpoint');
  for (let wave = 0; wave < WAVES; wave++) {
    await Promise.all(buyers.map(changeCart));
    burstCpu = addCpu(burstCpu, await cpuOf(() => Promise.all(buyers.map((buyer) => burst.time(() => saveAddress(buyer))))));
  }

  // The burst warmed the orders' statements on every pool connection; this warms the yardstick's.
  await everyBuyerFor(buyers, 1_000, (_buyer, index) => writeOneRow(index));
  const orders = new Samples();
  const yardstick = new Samples();
  let orderCpu = NO_CPU;
  let yardstickCpu = NO_CPU;
  const roundRatios: number[] = [];
  const floorRounds: CheckoutResult['floorRounds'] = [];
  const floor = (await hasPgbench()) ? await preparePostgresFloor(databaseUrl, BUYER_EMAIL_PATTERN) : undefined;
  for (let round = 0; round < SUSTAINED_ROUNDS; round++) {
    const runYardstick = async () => {
      const before = yardstick.times.length;
      await vacuumCheckoutTables(monitor);
      const use = await cpuOf(() =>
        everyBuyerFor(buyers, SUSTAIN_MS, (_buyer, index) => yardstick.time(() => writeOneRow(index))),
      );
      yardstickCpu = addCpu(yardstickCpu, use);
      return (yardstick.times.length - before) / use.wallMs;
    };
    const runOrders = async () => {
      const before = orders.times.length;
      await vacuumCheckoutTables(monitor);
      const use = await cpuOf(() =>
        everyBuyerFor(buyers, SUSTAIN_MS, async (buyer) => {
          await changeCart(buyer);
          await orders.time(() => saveAddress(buyer));
        }),
      );
      orderCpu = addCpu(orderCpu, use);
      return (orders.times.length - before) / use.wallMs;
    };
    // Which kind runs first alternates, so a drift within a round does not favour one.
    const yardstickFirst = round % 2 === 0;
    const firstRate = await (yardstickFirst ? runYardstick() : runOrders());
    const secondRate = await (yardstickFirst ? runOrders() : runYardstick());
    const ratio = yardstickFirst ? secondRate / firstRate : firstRate / secondRate;
    roundRatios.push(ratio);
    console.log(`  sustained round ${round + 1}: orders at ${ratio.toFixed(2)} of the yardstick`);
    if (floor) {
      await vacuumCheckoutTables(monitor);
      const rates = await floor.measure(SUSTAIN_MS / 1000);
      floorRounds.push(rates);
      const share = rates.leastLoop.perSecond / rates.yardstickSql.perSecond;
      console.log(`  PostgreSQL alone: the least loop at ${share.toFixed(2)} of the yardstick's SQL`);
    }
  }
  await floor?.close();
  const loadAtEnd = os.loadavg()[0] ?? 0;
  await monitor.end();

  const paypalCreate = new Samples();
  const paypalCapture = new Samples();
  await Promise.all(
    buyers.map(async (buyer) => {
      const order = await saveAddress(buyer);
      const { orderId } = JSON.parse(order.body) as { orderId: string };
      const created = await paypalCreate.time(() => client.call(buyer, 'POST', '/api/Payment/create-paypal-order', { orderId }));
      if (created.status !== 200) return;
      const { payPalOrderId } = JSON.parse(created.body) as { payPalOrderId: string };
      // The payer approves on the sandbox page (a form post), as a browser would.
      await client.send('POST', '/sandbox/paypal/checkoutnow', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: payPalOrderId, outcome: 'approve' }).toString(),
      });
      await paypalCapture.time(() =>
        client.call(buyer, 'POST', '/api/Payment/capture-paypal-payment', { orderId, payPalOrderId }),
      );
    }),
  );
  client.close();
  const sustained = (samples: Samples, use: CpuUse): Sustained => ({
    ...samples.latency(),
    ...perRequest(use, samples.times.length),
    perSecond: (samples.times.length * 1000) / Math.max(use.wallMs, 1),
  });
  return {
    burst: { ...burst.latency(), ...perRequest(burstCpu, burst.times.length) },
    orders: sustained(orders, orderCpu),
    yardstick: sustained(yardstick, yardstickCpu),
    roundRatios,
    floorRounds,
    paypalCreate: paypalCreate.latency(),
    paypalCapture: paypalCapture.latency(),
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    autovacuum,
  };
}

/** The address every bench buyer saves (also the CPU profile's, profile-checkout.ts). */
export const shippingAddress = {
  firstName: 'Bench',
  lastName: 'Buyer',
  email: 'bench.buyer@example.com',
  phone: '+15555550123',
  address: '1 Load Street',
  city: 'Austin',
  state: 'Texas',
  zipCode: '73301',
  country: 'United States',
};

/** Customers are inserted directly (registration is throttled per address), then log in through the API. */
async function prepareBuyers(client: Client, databaseUrl: string, candidates: string[]): Promise<Buyer[]> {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const live = await database.query<{ id: string }>(
    'select id from products where id = any($1::uuid[]) and is_approved and is_active and not is_sold_out limit $2',
    [candidates, BUYERS],
  );
  const productIds = live.rows.map((row) => row.id);
  const passwordHash = await hashPassword(PASSWORD);
  const emails = productIds.map((_, index) => `bench-buyer-${index}@example.com`);
  await database.query(
    `insert into customers (email, first_name, last_name, mobile_number, country, password_hash)
     select unnest($1::text[]), 'Bench', 'Buyer', '+15555550123', 'United States', $2
     on conflict do nothing`,
    [emails, passwordHash],
  );
  const options = await database.query<{ product_id: string; ids: string[] }>(
    'select product_id, array_agg(id::text order by cost_cents) as ids from shipping_options where product_id = any($1::uuid[]) group by product_id',
    [productIds],
  );
  await database.end();
  const optionsOf = new Map(options.rows.map((row) => [row.product_id, row.ids]));
  return Promise.all(
    productIds.map(async (productId, index) => {
      const ip = `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const login = await client.send('POST', '/api/Customer/login', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: emails[index], password: PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`bench buyer login answered ${login.status}: ${login.body}`);
      const { token } = JSON.parse(login.body) as { token: string };
      return { token, ip, productId, shippingOptionIds: optionsOf.get(productId) ?? [], nextChoice: 0 };
    }),
  );
}

interface Answer {
  status: number;
  body: string;
}

/**
 * A lean HTTP client over keep-alive connections: the bench shares the server's two cores, and
 * `fetch` costs the client several times the CPU of `http.request`.
 */
class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS });

  constructor(private readonly baseUrl: string) {}

  call(buyer: Buyer, method: string, path: string, body: object): Promise<Answer> {
    return this.send(method, path, {
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json', 'x-forwarded-for': buyer.ip },
      body: JSON.stringify(body),
    });
  }

  send(method: string, path: string, options: { headers: Record<string, string>; body: string }): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        new URL(path, this.baseUrl),
        { method, headers: options.headers, agent: this.agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
