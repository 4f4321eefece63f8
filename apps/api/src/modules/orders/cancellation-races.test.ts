import { OrderStatus } from '@art-market/domain/rules';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, refunds, vendorOrders } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn, payWithPayPal } from '#api/test/paypal-stand-in.ts';
import type { TestApp } from '#api/test/test-app.ts';

// A collector's cancellation and the vendor's action on the same order at the same moment: both lock
// the order and its vendor order, in one order everywhere (ADR 0031), and a deadlock or serialization
// failure the database still reports is retried. Nobody gets a 500, and exactly one of the two wins.
// Each race is forced into the worst interleaving: a third transaction holds the order row while the
// cancellation, then the vendor's request, queue behind it; then it lets go. PostgreSQL only: PGlite
// runs one transaction at a time.

const RACES = Number(process.env.RACES ?? 50);
/** Races run side by side: two transactions each, within the pool's ten connections. */
const BATCH = 5;
const server = process.env.TEST_DATABASE_URL;
let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;
let vendor: Awaited<ReturnType<typeof createVendor>>;

beforeAll(async () => {
  if (!server) return;
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp());
  vendor = await createVendor(t.app);
}, 120_000);
afterAll(() => closeApp?.());

/** A collector buys one artwork of the vendor with PayPal; answers the order and its vendor order. */
async function paidOrder() {
  const customer = await createCustomer(t.app);
  const artwork = await createLiveProduct(t.app, vendor, admin, { Price: 1000, TaxAmount: 50 });
  await putInCart(t.app, customer.token, artwork);
  const order = await placeOrder(t.app, customer.token, shippingAddress({ country: 'United States' }));
  await payWithPayPal(t.app, paypal, customer.token, order.orderId);
  const [row] = await t.database.db
    .select({ id: vendorOrders.id })
    .from(vendorOrders)
    .where(eq(vendorOrders.orderId, order.orderId));
  if (!row) throw new Error('no vendor order');
  return { orderId: order.orderId, vendorOrderId: row.id, customer };
}

const cancel = (customerToken: string, orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/CustomerDashboard/orders/${orderId}/cancel`,
    headers: bearer(customerToken),
    payload: { reason: 'Found another piece' },
  });

const ship = (vendorOrderId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/vendordashboard/orders/${vendorOrderId}/tracking`,
    headers: bearer(vendor.token),
    payload: { trackingNumber: 'TRK123', shippingProvider: 'DHL' },
  });

const vendorCancel = (vendorOrderId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/vendordashboard/orders/${vendorOrderId}/status`,
    headers: { ...bearer(vendor.token), 'content-type': 'application/json' },
    payload: JSON.stringify(4),
  });

/** Transactions of the ledger whose legs do not sum to zero: none, in a balanced ledger. */
async function unbalancedTransactions(): Promise<number> {
  const rows = await t.database.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  return rows.length;
}

/** Backends of the test database waiting for a lock. */
async function lockWaiters(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(rows[0]?.count);
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type Placed = Awaited<ReturnType<typeof paidOrder>>;
type Answer = Awaited<ReturnType<typeof ship>>;

/** One batch: the cancellations queue behind a held lock on their orders, then the vendor's requests. */
async function raceBatch(batch: Placed[], vendorAction: (vendorOrderId: string) => Promise<Answer>) {
  // Activity is read outside the holder's transaction, which would see one frozen snapshot of it.
  const [holder, observer] = [
    new pg.Client({ connectionString: t.databaseUrl }),
    new pg.Client({ connectionString: t.databaseUrl }),
  ];
  await Promise.all([holder.connect(), observer.connect()]);
  try {
    await holder.query('begin');
    await holder.query('select id from orders where id = any($1::uuid[]) for update', [batch.map((order) => order.orderId)]);
    const customers = batch.map((order) => cancel(order.customer.token, order.orderId));
    await until(async () => (await lockWaiters(observer)) >= batch.length, 'the cancellations to queue');
    const vendors = batch.map((order) => vendorAction(order.vendorOrderId));
    await until(async () => (await lockWaiters(observer)) >= 2 * batch.length, "the vendor's requests to queue");
    await holder.query('commit');
    const [customerAnswers, vendorAnswers] = [await Promise.all(customers), await Promise.all(vendors)];
    return batch.map((order, index) => ({
      order,
      customer: customerAnswers[index] as Answer,
      vendorSide: vendorAnswers[index] as Answer,
    }));
  } finally {
    await Promise.all([holder.end(), observer.end()]);
  }
}

async function race(vendorAction: (vendorOrderId: string) => Promise<Answer>) {
  const placed = [];
  for (let index = 0; index < RACES; index++) placed.push(await paidOrder());
  const answers = [];
  for (let start = 0; start < RACES; start += BATCH) {
    answers.push(...(await raceBatch(placed.slice(start, start + BATCH), vendorAction)));
  }
  const serverErrors = answers.flatMap(({ customer, vendorSide }) =>
    [customer, vendorSide].filter((answer) => answer.statusCode >= 500).map((answer) => answer.body),
  );
  expect(serverErrors).toEqual([]);
  for (const { order, customer, vendorSide } of answers) {
    const said = `order ${order.orderId}: ${customer.body} / ${vendorSide.body}`;
    // The loser is told 409, or, asking for what already happened (a cancelled part cancelled again), 200.
    expect(customer.statusCode === 200 || vendorSide.statusCode === 200, said).toBe(true);
    const refunded = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    const [part] = await t.database.db.select().from(vendorOrders).where(eq(vendorOrders.id, order.vendorOrderId));
    const shipped = part?.status === OrderStatus.Shipped;
    // One winner: one refund of the whole order (whoever cancelled), or the parcel shipped and nothing refunded.
    expect(refunded.length + (shipped ? 1 : 0), said).toBe(1);
    if (!shipped) expect(refunded[0]?.amountCents, said).toBe(107_500);
    if (customer.statusCode === 200) expect(refunded[0]?.kind, said).toBe('cancellation');
  }
  await t.app.ctx.mail.drain();
  expect(await unbalancedTransactions()).toBe(0);
}

describe.skipIf(!server)(`${RACES} races of a cancellation against the vendor`, () => {
  it('against shipping: no 5xx, one winner each, the ledger balanced', async () => {
    await race(ship);
  }, 600_000);

  it("against the vendor's own cancellation: no 5xx, one winner each, the ledger balanced", async () => {
    await race(vendorCancel);
  }, 600_000);
});
