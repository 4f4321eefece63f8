import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { FIRST_NAMES, LAST_NAMES } from './bench-load.ts';

// The admin console's long lists with 100,000 orders: how long one page takes when one admin asks at a time.
export const BENCH_ORDERS = 100_000;
const CUSTOMERS = 20_000;
const ROUNDS = 200;
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

/**
 * 20,000 customers who joined over two years and 100,000 orders over the last year, in set-based
 * statements: about five orders a customer (unevenly, by hash), one artwork each, and statuses spread
 * as a live shop has them (most paid and delivered, some pending, failed, refunded or cancelled).
 * Needs the artworks of `loadArtworks` first.
 */
export async function loadOrders(db: Database): Promise<void> {
  await db.execute(sql`
    with names as (select ${sql.param(FIRST_NAMES)}::text[] as first, ${sql.param(LAST_NAMES)}::text[] as last)
    insert into customers (email, first_name, last_name, mobile_number, country, password_hash, created_at)
    select lower(first[1 + g % 20] || '.' || last[1 + (g / 20) % 20] || '.' || g) || '@example.com',
      first[1 + g % 20], last[1 + (g / 20) % 20], '+91987654' || lpad((g % 10000)::text, 4, '0'), 'India', 'not-a-login',
      now() - (abs(hashint4(g)) % (730 * 24 * 60)) * interval '1 minute'
    from generate_series(1, ${CUSTOMERS}) g, names`);
  await db.execute(sql`
    with params as (select (select array_agg(id order by created_at, id) from customers) as customer_ids),
    picked as (
      select g, abs(hashint4(g * 7)) % 100 as bucket, 5000 + abs(hashint4(g * 3)) % 495000 as price
      from generate_series(1, ${BENCH_ORDERS}) g
    )
    insert into orders (order_number, customer_id, status, payment_status, payment_method, shipping_address, cart_key,
      subtotal_cents, discount_cents, tax_cents, shipping_cents, total_cents, paid_at, created_at)
    select 'BN' || lpad(g::text, 7, '0'),
      -- Squaring the hash gives some customers many orders and many customers few.
      customer_ids[1 + floor(power((abs(hashint4(g * 11)) % 1000000) / 1000000.0, 2) * array_length(customer_ids, 1))::int],
      case when bucket < 30 then 3 when bucket < 40 then 2 when bucket < 50 then 1 when bucket < 55 then 0
           when bucket < 70 then 0 when bucket < 78 then 0 when bucket < 93 then 4 else 1 end,
      case when bucket < 55 then 3 when bucket < 70 then 0 when bucket < 78 then 1 when bucket < 88 then 4
           when bucket < 93 then 5 else 2 end,
      g % 3,
      '{"firstName":"Bench","lastName":"Buyer","email":"buyer@example.com","phone":"+919876543210","address":"1 Bench Road","city":"Kochi","state":"Kerala","zipCode":"682001","country":"India"}'::jsonb,
      'bench-' || g, price, 0, price / 20, 2500, price + price / 20 + 2500,
      case when bucket < 55 then now() - (abs(hashint4(g * 13)) % (365 * 24 * 60)) * interval '1 minute' end,
      now() - (abs(hashint4(g * 13)) % (365 * 24 * 60)) * interval '1 minute'
    from picked, params`);
  // Each order buys one artwork, picked by its number; its vendor order belongs to that artwork's vendor.
  const chosen = sql`chosen as (
      select o.id as order_id, o.order_number, o.status, o.created_at, o.subtotal_cents, o.tax_cents, o.shipping_cents, o.total_cents,
        c.product_ids[1 + substring(o.order_number from 3)::int % array_length(c.product_ids, 1)] as product_id
      from orders o cross join (select array_agg(id order by created_at, id) as product_ids from products) c
      where o.order_number like 'BN%')`;
  await db.execute(sql`
    with ${chosen}
    insert into vendor_orders (order_id, vendor_id, vendor_order_number, status, created_at)
    select ch.order_id, p.vendor_id, ch.order_number || '-1', ch.status, ch.created_at
    from chosen ch join products p on p.id = ch.product_id`);
  await db.execute(sql`
    with ${chosen}
    insert into order_items (order_id, vendor_order_id, product_id, title, artist_name, shipping_option_name,
      price_cents, tax_cents, shipping_cents, commission_basis_points, commission_cents, total_cents)
    select ch.order_id, v.id, p.id, p.title, p.artist_name, 'ART ORIGIN Domestic Shipping',
      ch.subtotal_cents, ch.tax_cents, ch.shipping_cents, 3000, ch.subtotal_cents * 3 / 10, ch.total_cents
    from chosen ch join vendor_orders v on v.order_id = ch.order_id join products p on p.id = ch.product_id`);
  await db.execute(sql`vacuum analyze`);
}

export interface ListLatency {
  p50: number;
  p95: number;
  count: number;
  errors: number;
}

/** Each list in turn, one request at a time, every answer computed by the database (no cache in front). */
export async function measureAdminLists(baseUrl: string): Promise<Record<string, ListLatency>> {
  const login = await fetch(`${baseUrl}/api/AdminAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const month = new Date();
  month.setUTCMonth(month.getUTCMonth() - 3, 1);
  const start = month.toISOString().slice(0, 10);
  month.setUTCMonth(month.getUTCMonth() + 1, 0);
  const end = month.toISOString().slice(0, 10);
  const lists: Record<string, string[]> = {
    'orders, no filter': ['/api/admin/dashboard/orders'],
    [`orders, one month (${start} to ${end})`]: [`/api/admin/dashboard/orders?startDate=${start}&endDate=${end}`],
    'orders, status Shipped + payment Paid': ['/api/admin/dashboard/orders?status=2&paymentStatus=3'],
    'orders, page 50 of the newest': ['/api/admin/dashboard/orders?page=50'],
    [`earnings, one month (${start} to ${end})`]: [`/api/admin/dashboard/earnings?startDate=${start}&endDate=${end}`],
    'earnings, one month, PayPal only': [`/api/admin/dashboard/earnings?startDate=${start}&endDate=${end}&paymentMethod=1`],
    'customers, no filter': ['/api/admin/dashboard/customers'],
    'customers, search term (name or e-mail)': ['meera', 'rao', 'tara.sen', 'kabir', 'nadia', 'iyer.1'].map(
      (term) => `/api/admin/dashboard/customers?searchTerm=${term}`,
    ),
  };
  const results: Record<string, ListLatency> = {};
  for (const [name, paths] of Object.entries(lists)) {
    const timings: number[] = [];
    let errors = 0;
    for (let round = 0; round < ROUNDS + 10; round++) {
      const path = paths[round % paths.length] as string;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      await response.text();
      if (!response.ok) errors++;
      // The first ten warm the connection and the plans.
      if (round >= 10) timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] as number;
    results[name] = { p50: at(0.5), p95: at(0.95), count: timings.length, errors };
    console.log(`  ${name}: p50 ${results[name]?.p50.toFixed(1)} ms, p95 ${results[name]?.p95.toFixed(1)} ms`);
  }
  return results;
}

export const ADMIN_HEADING = '## Admin lists';

export function renderAdminLists(results: Record<string, ListLatency>, loadSeconds: number): string {
  const rows = Object.entries(results).map(
    ([name, latency]) =>
      `| ${name} | ${latency.count} | ${latency.p50.toFixed(1)} | ${latency.p95.toFixed(1)} | ${latency.errors} |`,
  );
  const worst = Math.max(...Object.values(results).map((latency) => latency.p95));
  return `
${ADMIN_HEADING}

The admin console's Orders, Customers and Earnings lists on the 100,000-artwork database with ${BENCH_ORDERS.toLocaleString('en')} orders
of ${CUSTOMERS.toLocaleString('en')} customers over the last year (loaded in ${loadSeconds.toFixed(1)} s with set-based inserts;
statuses spread as a live shop has them). One admin at a time, ${ROUNDS} requests per list after 10 of warm-up,
each a whole HTTP request (token check, the page of 20 rows and the count of all matches; for earnings, 50 vendor
orders with their items and bank details, the ledger's sums per week for the range, and the pending payouts).
The ledger of the paid and refunded orders is back-filled after the load, as \`npm run ledger:backfill\` does (ADR 0026), in batches of 1,000.

| list | requests | p50 ms | p95 ms | errors |
|---|---|---|---|---|
${rows.join('\n')}

Target: p95 at most 50 ms for each list: worst ${worst.toFixed(1)} ms, ${worst <= 50 ? 'met' : '**not met**'}.

Each filter has an index: orders by date (\`orders_created_idx\`), by status and payment status
(\`orders_status_idx\`, \`orders_payment_status_idx\`), customers by join date (\`customers_created_idx\`), and the
name or e-mail search by a trigram index on the expression it matches (\`customers_search_trgm_idx\`, serving
\`ILIKE '%term%'\`). Item counts, order counts and paid totals are computed for the 20 rows of the page only.
`;
}
