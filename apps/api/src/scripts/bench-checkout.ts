import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { hashPassword } from '../modules/accounts/passwords.ts';

// The checkout under load: BUYERS customers, each with a distinct artwork, change their shipping choice
// (a changed cart, so saving the address writes a new order) and save their address; then all pay
// through the PayPal sandbox. Two load shapes:
// - burst: all buyers save their address at the same instant, WAVES times (the target's shape: 50
//   order creations in flight at once);
// - sustained: every buyer loops with no pause for SUSTAIN_MS, which measures how many orders per second
//   the machine can write and what latency a saturated server gives.
// The server trusts 127.0.0.1 as a proxy (TRUST_PROXY, see bench.ts) and each buyer sends its own
// X-Forwarded-For: per-IP login limits would otherwise turn most of 50 logins from one address away.
const BUYERS = 50;
const WAVES = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 10);
const SUSTAIN_MS = 10_000;
const PASSWORD = 'bench-buyer-password';

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The API process's CPU (user + system, from /proc) per request of a step; undefined off Linux. */
export interface ServerCpu {
  serverCpuMs?: number;
}

/** The rest of the machine's CPU per order creation in the burst: PostgreSQL's processes and this load client. */
export interface BurstCpu {
  postgresCpuMs?: number;
  clientCpuMs: number;
}

export interface CheckoutResult {
  burst: Latency & ServerCpu & BurstCpu;
  sustained: Latency & ServerCpu & { perSecond: number };
  paypalCreate: Latency;
  paypalCapture: Latency;
  /** The machine's one-minute load average as the orders started: other work inflates latency, not CPU. */
  loadAverage: number;
}

interface Buyer {
  token: string;
  ip: string;
  productId: string;
  shippingOptionIds: string[];
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

/** Clock ticks per second of /proc's CPU times. */
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU milliseconds (user + system) a process has used so far, or undefined where /proc is not there. */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}

/** Every PostgreSQL process on this machine (the server's backends and its helpers), from /proc; [] off Linux. */
function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** The CPU PostgreSQL's processes have used so far; a backend that exits in between is not counted. */
function postgresCpuMs(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== undefined) used.set(pid, ms);
  }
  return used;
}

/** What the server process spends on the requests `run` makes; other work on the machine does not count. */
async function serverCpuOf(serverPid: number, run: () => Promise<unknown>): Promise<number | undefined> {
  const before = processCpuMs(serverPid);
  await run();
  const after = processCpuMs(serverPid);
  return before === undefined || after === undefined ? undefined : after - before;
}

const perRequest = (totalMs: number | undefined, count: number) =>
  totalMs === undefined || count === 0 ? undefined : totalMs / count;

export async function measureCheckout(
  baseUrl: string,
  databaseUrl: string,
  productIds: string[],
  serverPid: number,
): Promise<CheckoutResult> {
  const client = new Client(baseUrl);
  const buyers = await prepareBuyers(client, databaseUrl, productIds);
  let round = 0;
  const changeCart = (buyer: Buyer) => {
    const shippingOptionId = buyer.shippingOptionIds[round % buyer.shippingOptionIds.length];
    return client.call(buyer, 'POST', '/api/Cart/add', { productId: buyer.productId, shippingOptionId });
  };
  const saveAddress = (buyer: Buyer) => client.call(buyer, 'POST', '/api/Orders/shipping', shippingAddress);

  const loadAverage = os.loadavg()[0] ?? 0;
  const burst = new Samples();
  let burstCpuMs: number | undefined = 0;
  // The pool's connections are open by now, so the same backends serve every wave.
  const databasePids = postgresPids();
  let databaseCpuMs = 0;
  let clientCpuMs = 0;
  for (; round < WAVES; round++) {
    await Promise.all(buyers.map(changeCart));
    const databaseBefore = postgresCpuMs(databasePids);
    const clientBefore = process.cpuUsage();
    const waveCpuMs = await serverCpuOf(serverPid, () =>
      Promise.all(buyers.map((buyer) => burst.time(() => saveAddress(buyer)))),
    );
    const client = process.cpuUsage(clientBefore);
    clientCpuMs += (client.user + client.system) / 1000;
    for (const [pid, ms] of postgresCpuMs(databasePids)) databaseCpuMs += ms - (databaseBefore.get(pid) ?? ms);
    burstCpuMs = burstCpuMs === undefined || waveCpuMs === undefined ? undefined : burstCpuMs + waveCpuMs;
  }

  const sustained = new Samples();
  const until = performance.now() + SUSTAIN_MS;
  const sustainedCpuMs = await serverCpuOf(serverPid, () =>
    Promise.all(
      buyers.map(async (buyer, index) => {
        for (let own = round + index; performance.now() < until; own++) {
          const shippingOptionId = buyer.shippingOptionIds[own % buyer.shippingOptionIds.length];
          await client.call(buyer, 'POST', '/api/Cart/add', { productId: buyer.productId, shippingOptionId });
          await sustained.time(() => saveAddress(buyer));
        }
      }),
    ),
  );

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
  return {
    burst: {
      ...burst.latency(),
      serverCpuMs: perRequest(burstCpuMs, burst.times.length),
      postgresCpuMs: databasePids.length ? perRequest(databaseCpuMs, burst.times.length) : undefined,
      clientCpuMs: clientCpuMs / burst.times.length,
    },
    sustained: {
      ...sustained.latency(),
      perSecond: sustained.times.length / (SUSTAIN_MS / 1000),
      // Each loop is a cart change and an order creation.
      serverCpuMs: perRequest(sustainedCpuMs, sustained.times.length),
    },
    paypalCreate: paypalCreate.latency(),
    paypalCapture: paypalCapture.latency(),
    loadAverage,
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
      return { token, ip, productId, shippingOptionIds: optionsOf.get(productId) ?? [] };
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
