import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#api/app.ts';
import { loadConfig } from '#api/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { hashPassword } from '#api/modules/accounts/passwords.ts';
import { LocalDiskStorage } from '#api/plugins/storage.ts';
import { shippingAddress } from './bench-checkout.ts';
import { loadArtworks } from './bench-load.ts';

// The API's CPU per order creation, measured in-process: the app is built as the bench's server runs it
// (development, LOG_LEVEL=error), BUYERS customers each put their own artwork in the cart, and order
// creations (`POST /api/Orders/shipping`, each with a changed cart, so each writes a new order) run one
// at a time through `app.inject`. `process.cpuUsage()` around each counts this process's CPU only
// (PostgreSQL's is its own), so the figure barely moves when other work shares the cores; wall time does.
//
//   node --import tsx apps/api/src/scripts/profile-checkout.ts [--buyers 50] [--rounds 10] [--warmup 10]
//        [--pglite] [--profile checkout.cpuprofile] [--cart-by-sql]
//
// --profile writes a V8 CPU profile of the measured rounds only (summarise it with cpu-profile-summary.ts);
// with --cart-by-sql the carts change by one UPDATE instead of the API, so the profile is the orders'.
// The warm-up lets V8 finish optimising: its compiler threads count in process.cpuUsage() too.
//
// PostgreSQL by default (PROFILE_DATABASE_URL, a server URL; the database `checkout_profile` is recreated).
const { values: options } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '10' },
    pglite: { type: 'boolean', default: false },
    'cart-by-sql': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const BUYERS = Number(options.buyers);
const ROUNDS = Number(options.rounds);
const WARMUP_ROUNDS = Number(options.warmup);
const SERVER_URL = process.env.PROFILE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = 'checkout_profile';
const PASSWORD = 'profile-buyer-password';

interface Buyer {
  authorization: string;
  productId: string;
  shippingOptionIds: string[];
}

interface Sample {
  cpuUs: number;
  systemUs: number;
  wallMs: number;
}

/** CPU microseconds (user + system) of this process spent in `run`, and its wall milliseconds. */
async function cpuOf(run: () => Promise<void>): Promise<Sample> {
  const started = performance.now();
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  return { cpuUs: used.user + used.system, systemUs: used.system, wallMs: performance.now() - started };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

async function openProfileDatabase(dataDir: string) {
  if (options.pglite) return openDatabase({ dataDir: 'memory://' });
  await adminQuery(`drop database if exists ${DATABASE_NAME} with (force)`);
  await adminQuery(`create database ${DATABASE_NAME}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE_NAME}`;
  return openDatabase({ url: url.toString(), dataDir });
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'art-market-profile-'));
  const database = await openProfileDatabase(dataDir);
  await loadArtworks(database.db, new LocalDiskStorage(dataDir), Math.max(1000, BUYERS * 2));
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    JWT_SECRET: 'profile-checkout-secret-of-at-least-32-characters',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
  });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const buyers = await prepareBuyers(app, database.db);

  const inject = async (buyer: Buyer, url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: { authorization: buyer.authorization }, payload });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  };
  const shippingOptionOf = (buyer: Buyer, round: number) =>
    buyer.shippingOptionIds[round % buyer.shippingOptionIds.length] as string;
  const changeCart = options['cart-by-sql']
    ? async (buyer: Buyer, round: number) => {
        await database.db.execute(
          sql`update cart_items set shipping_option_id = ${shippingOptionOf(buyer, round)} where product_id = ${buyer.productId}`,
        );
      }
    : (buyer: Buyer, round: number) =>
        inject(buyer, '/api/Cart/add', { productId: buyer.productId, shippingOptionId: shippingOptionOf(buyer, round) });

  const orders: Sample[] = [];
  const cartChanges: Sample[] = [];
  const session = options.profile ? new Session() : undefined;
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    const measured = round >= WARMUP_ROUNDS;
    if (round === WARMUP_ROUNDS && session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    for (const buyer of buyers) {
      const cart = await cpuOf(() => changeCart(buyer, round));
      const order = await cpuOf(() => inject(buyer, '/api/Orders/shipping', shippingAddress));
      if (measured) {
        cartChanges.push(cart);
        orders.push(order);
      }
    }
  }
  if (session && options.profile) {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(options.profile, JSON.stringify(profile));
    session.disconnect();
  }

  await app.close();
  await database.close();
  if (!options.pglite) await adminQuery(`drop database if exists ${DATABASE_NAME} with (force)`);
  await rm(dataDir, { recursive: true, force: true });

  const where = options.pglite ? 'PGlite (in this process: its CPU counts too)' : 'PostgreSQL';
  console.log(`${BUYERS} buyers x ${ROUNDS} rounds (after ${WARMUP_ROUNDS} of warm-up), ${where}, Node ${process.version}`);
  console.log(summary('order creation (POST /api/Orders/shipping)', orders));
  if (!options['cart-by-sql']) console.log(summary('cart change (POST /api/Cart/add)', cartChanges));
  if (options.profile) console.log(`CPU profile of the measured rounds: ${options.profile}`);
}

function summary(name: string, samples: Sample[]): string {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const at = (values: number[], share: number) => values[Math.min(values.length - 1, Math.floor(share * values.length))] ?? 0;
  const cpu = sorted(samples.map((sample) => sample.cpuUs / 1000));
  const wall = sorted(samples.map((sample) => sample.wallMs));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
  const system = mean(samples.map((sample) => sample.systemUs / 1000));
  return `${name}: ${samples.length} requests, CPU ms mean ${mean(cpu).toFixed(3)} (system ${system.toFixed(3)}), p50 ${at(cpu, 0.5).toFixed(3)}, p90 ${at(cpu, 0.9).toFixed(3)}; wall ms p50 ${at(wall, 0.5).toFixed(2)}`;
}

/** Customers are inserted directly (registration is throttled per address) and log in through the API. */
async function prepareBuyers(app: Awaited<ReturnType<typeof buildApp>>, db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: BUYERS }, (_, index) => `profile-buyer-${index}@example.com`);
  await db.execute(sql`insert into customers (email, first_name, last_name, mobile_number, country, password_hash)
    select unnest(${sql.param(emails)}::text[]), 'Profile', 'Buyer', '+15555550123', 'United States', ${passwordHash}`);
  const products = (await db.execute(sql`
    select p.id, array_agg(s.id::text order by s.cost_cents) as ids
    from products p join shipping_options s on s.product_id = p.id
    where p.is_approved and p.is_active and not p.is_sold_out
    group by p.id order by p.id limit ${BUYERS}`)) as unknown as { rows: { id: string; ids: string[] }[] };
  const buyers: Buyer[] = [];
  for (const [index, email] of emails.entries()) {
    const product = products.rows[index];
    if (!product) throw new Error('not enough live artworks');
    const login = await app.inject({
      method: 'POST',
      url: '/api/Customer/login',
      payload: { email, password: PASSWORD },
      remoteAddress: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    });
    if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
    const { token } = login.json() as { token: string };
    const authorization = `Bearer ${token}`;
    const added = await app.inject({
      method: 'POST',
      url: '/api/Cart/add',
      headers: { authorization },
      payload: { productId: product.id, shippingOptionId: product.ids[0] },
    });
    if (added.statusCode !== 200) throw new Error(`add to cart answered ${added.statusCode}: ${added.body}`);
    buyers.push({ authorization, productId: product.id, shippingOptionIds: product.ids });
  }
  return buyers;
}

await main();
