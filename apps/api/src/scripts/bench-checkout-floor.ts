import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresCpuMs, postgresPids } from './bench-cpu.ts';

// PostgreSQL alone: what the checkout's loop costs the database with no API in front of it. The same 50
// clients, driven by PostgreSQL's own C client (pgbench, prepared statements), on the bench's database,
// run three scripts:
// - the yardstick's SQL: BEGIN, one UPDATE of the client's own row by primary key, COMMIT;
// - today's loop: the statements the API sends for one cart change and one order creation (token check,
//   guarded cart update, cart view; token check, begin, customer lock, cart read, order number, order
//   write, commit), as they read in the API's prepared statements;
// - the least loop: only the two writes no design of this checkout can drop (the cart line's new shipping
//   option and the order written, the previous open one cancelled), each a statement on its own, so two
//   commits and no reads, no token checks, no locks.
// The least loop's rate over the API yardstick's is what order creation would reach with an API that cost
// nothing at all: the ceiling of the bench's ratio on this machine, whatever the API's code.

const run = promisify(execFile);
const CLIENTS = 50;

/** One script's loops (or the yardstick's transactions) per second, and PostgreSQL's CPU ms per loop. */
export interface FloorRate {
  perSecond: number;
  postgresCpuMs?: number;
}

export interface FloorRates {
  yardstickSql: FloorRate;
  todaysLoop: FloorRate;
  leastLoop: FloorRate;
}

/** Whether PostgreSQL's own benchmark client is on this machine (Debian's postgresql-client has it). */
export async function hasPgbench(): Promise<boolean> {
  try {
    await run('pgbench', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/** Writes the scripts and the table of buyers they read; answers a function that measures one round. */
export async function preparePostgresFloor(databaseUrl: string, buyerEmailPattern: string) {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  await database.query('drop table if exists bench_floor_buyers, bench_floor_yardstick');
  await database.query('create table bench_floor_yardstick (id integer primary key, writes bigint not null)');
  await database.query(`insert into bench_floor_yardstick select generate_series(1, ${CLIENTS}), 0`);
  // pgbench numbers its clients 0..49: client n is the (n + 1)th buyer, with its artwork, options, session and vendor.
  await database.query(
    `create table bench_floor_buyers as
     select (row_number() over (order by c.id))::integer as n, c.id as customer_id, ci.product_id, p.vendor_id,
       (select array_agg(s.id order by s.cost_cents) from shipping_options s where s.product_id = ci.product_id) as options,
       (select s.id from sessions s where s.account_id = c.id and s.ended_at is null order by s.created_at desc limit 1) as session_id
     from customers c join cart_items ci on ci.customer_id = c.id join products p on p.id = ci.product_id
     where c.email like $1`,
    [buyerEmailPattern],
  );
  await database.query('alter table bench_floor_buyers add primary key (n)');
  await database.end();

  const folder = await mkdtemp(path.join(os.tmpdir(), 'art-market-floor-'));
  const scripts = { yardstickSql: yardstickScript, todaysLoop: todaysLoopScript(), leastLoop: leastLoopScript() };
  for (const [name, text] of Object.entries(scripts)) await writeFile(path.join(folder, `${name}.sql`), text);

  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  // What each loop leaves behind, counted where pgbench cannot: every loop takes one order number.
  const countOf = async (name: keyof FloorRates) => {
    const { rows } = await monitor.query<{ count: string }>(
      name === 'yardstickSql'
        ? 'select sum(writes)::text as count from bench_floor_yardstick'
        : 'select last_value::text as count from order_number_seq',
    );
    return Number(rows[0]?.count ?? 0);
  };
  const rateOf = async (name: keyof FloorRates, seconds: number): Promise<FloorRate> => {
    const finished = run('pgbench', [
      '--no-vacuum',
      '--protocol=prepared',
      `--client=${CLIENTS}`,
      '--jobs=2',
      `--time=${seconds}`,
      `--file=${path.join(folder, `${name}.sql`)}`,
      databaseUrl,
    ]);
    // PostgreSQL's CPU per loop, read between its clients' start and end (a backend's CPU is gone once it exits).
    await sleep(1_000);
    const pids = await postgresPids(monitor);
    const [cpuBefore, countBefore] = [postgresCpuMs(pids), await countOf(name)];
    await sleep((seconds - 1.5) * 1_000);
    const [cpuAfter, countAfter] = [postgresCpuMs(pids), await countOf(name)];
    let postgresMs = 0;
    for (const [pid, ms] of cpuAfter) postgresMs += ms - (cpuBefore.get(pid) ?? ms);
    const { stdout } = await finished;
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (failed && failed[1] !== '0') throw new Error(`pgbench ${name}: ${failed[1]} failed transactions`);
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`pgbench ${name} printed no rate:\n${stdout}`);
    const loops = countAfter - countBefore;
    return { perSecond: Number(tps[1]), postgresCpuMs: cpuBefore.size > 0 && loops > 0 ? postgresMs / loops : undefined };
  };
  return {
    /** One run of each script, `seconds` long, in the order given. */
    measure: async (seconds: number): Promise<FloorRates> => ({
      yardstickSql: await rateOf('yardstickSql', seconds),
      leastLoop: await rateOf('leastLoop', seconds),
      todaysLoop: await rateOf('todaysLoop', seconds),
    }),
    close: async () => {
      await monitor.end();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

const yardstickScript = `BEGIN;
UPDATE bench_floor_yardstick SET writes = writes + 1 WHERE id = :client_id + 1;
COMMIT;
`;

// The client's buyer, looked up by primary key inside each statement (a few microseconds; a separate
// look-up would add a round trip).
const buyer = (column: string) => `(select ${column} from bench_floor_buyers where n = :client_id + 1)`;
const pickedOption = '(select options[1 + :pick] from bench_floor_buyers where n = :client_id + 1)';

const cartWrite = `update cart_items set shipping_option_id = ${pickedOption}
  where customer_id = ${buyer('customer_id')} and product_id = ${buyer('product_id')};`;

// One order with one vendor order and one item, as the API's order write shapes it (the customer's open
// order cancelled and its holds released in the same statement).
const orderWrite = (sequence: string) => `with
  ids as (select gen_random_uuid() as order_id, gen_random_uuid() as vendor_order_id,
    'AM' || lpad(${sequence}, 6, '0') as number),
  cancelled as (update orders set status = 4, updated_at = now()
    where customer_id = ${buyer('customer_id')} and status = 0 and payment_status = 0 returning id),
  released as (update artwork_holds set released_at = now(), release_reason = 'replaced'
    where order_id in (select id from cancelled) and released_at is null),
  new_order as (insert into orders (id, order_number, customer_id, shipping_address, cart_key,
      subtotal_cents, discount_cents, tax_cents, shipping_cents, total_cents)
    select order_id, number, ${buyer('customer_id')},
      '{"address":"1 Load Street","city":"Austin","state":"Texas","zipCode":"73301","country":"United States"}'::jsonb,
      'floor-' || :pick, 100000, 0, 10000, 4500, 114500 from ids),
  new_vendor_order as (insert into vendor_orders (id, order_id, vendor_id, vendor_order_number)
    select vendor_order_id, order_id, ${buyer('vendor_id')}, number || '-1' from ids)
insert into order_items (order_id, vendor_order_id, product_id, title, artist_name, image_url, shipping_option_name,
    price_cents, tax_cents, shipping_cents, discount_cents, commission_basis_points, commission_cents, total_cents)
  select order_id, vendor_order_id, ${buyer('product_id')}, 'Bench artwork', 'Bench Artist', '/uploads/bench.webp',
    'Domestic Shipping', 100000, 10000, 4500, 0, 2000, 20000, 114500 from ids;`;

const heldForOthers = `exists (select 1 from artwork_holds join orders on orders.id = artwork_holds.order_id
  where artwork_holds.product_id = products.id and artwork_holds.released_at is null
  and (artwork_holds.expires_at is null or artwork_holds.expires_at > now()) and orders.customer_id <> ${buyer('customer_id')})`;

const tokenCheck = `select customers.token_version from customers inner join sessions on (sessions.id = ${buyer('session_id')}
  and sessions.role = 'customer' and sessions.account_id = customers.id and sessions.ended_at is null and sessions.expires_at > now())
  where customers.id = ${buyer('customer_id')} and customers.disabled_at is null limit 1;`;

const cartLines = `from cart_items inner join products on products.id = cart_items.product_id
  inner join shipping_options on shipping_options.id = cart_items.shipping_option_id
  left join product_images on (product_images.product_id = products.id and product_images.is_primary)
  where cart_items.customer_id = ${buyer('customer_id')} order by cart_items.created_at`;

const openOrder = (column: string) => `(select orders.${column} from orders where orders.customer_id = ${buyer('customer_id')}
  and orders.status = 0 and orders.payment_status = 0 order by orders.created_at desc limit 1)`;

function todaysLoopScript(): string {
  return [
    '\\set pick random(0, 1)',
    tokenCheck,
    `update cart_items set shipping_option_id = ${pickedOption}
  where customer_id = ${buyer('customer_id')} and product_id = ${buyer('product_id')} and exists (select 1 from products
    inner join shipping_options on (shipping_options.product_id = products.id and shipping_options.id = ${pickedOption})
    where products.id = ${buyer('product_id')} and products.is_approved and products.is_active and not products.is_sold_out
    and not ${heldForOthers}) returning id;`,
    `select cart_items.id, products.id, products.title, product_images.url, products.price_cents, products.tax_cents,
  shipping_options.name, shipping_options.cost_cents ${cartLines};`,
    tokenCheck,
    'BEGIN;',
    `select id from customers where id = ${buyer('customer_id')} for update;`,
    `select cart_items.id, products.id, products.title, product_images.url, products.price_cents, products.tax_cents,
  shipping_options.name, shipping_options.cost_cents, products.vendor_id, products.artist_name, products.commission_basis_points,
  products.is_approved and products.is_active, products.is_sold_out, ${heldForOthers}, shipping_options.id,
  ${openOrder('id')}, ${openOrder('cart_key')} ${cartLines};`,
    `select nextval('order_number_seq')::text as sequence \\gset`,
    orderWrite(':sequence'),
    'COMMIT;',
    '',
  ].join('\n');
}

function leastLoopScript(): string {
  return ['\\set pick random(0, 1)', cartWrite, orderWrite("nextval('order_number_seq')::text"), ''].join('\n');
}
