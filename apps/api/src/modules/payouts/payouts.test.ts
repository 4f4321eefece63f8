import { LedgerAccount } from '@art-market/domain/rules';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAtStart } from '#api/bootstrap.ts';
import { ledgerEntries, ledgerTransactions, orders, vendorOrders } from '#api/db/schema.ts';
import { recordMissingCaptures, recordRefunded } from '#api/modules/ledger/ledger.service.ts';
import { deliverOrder } from '#api/test/delivery.ts';
import { adminToken, bearer, createPayableVendor, createVendor } from '#api/test/factories.ts';
import { ledgerBalance } from '#api/test/ledger-balance.ts';
import { buyPaidOrder } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;

/** What a start logs as warnings on this database. */
async function startUpWarnings(): Promise<string[]> {
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
  await bootstrapAtStart(t.app.ctx, { embedded: false }, log);
  return warnings;
}

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

type Vendor = Awaited<ReturnType<typeof createPayableVendor>>;

const vendorOrdersOf = (orderId: string) => t.database.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, orderId));

const vendorTokens = new Map<string, string>();
async function newVendor(create = createPayableVendor): Promise<Vendor> {
  const vendor = await create(t.app);
  vendorTokens.set(vendor.id, vendor.token);
  return vendor;
}

/** Each vendor of the order ships its part and marks it delivered, `daysAgo` days back. */
const deliver = (orderId: string, daysAgo = 0) => deliverOrder(t.app, t.database.db, orderId, vendorTokens, daysAgo);

const earnings = (query = '', token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/dashboard/earnings${query}`, headers: bearer(token) });
const markPaid = (vendorOrderId: string, payload: object = { status: 2, transactionId: `TRX${Date.now()}`, notes: '' }) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/dashboard/orders/${vendorOrderId}/vendor-payment`,
    headers: bearer(admin),
    payload,
  });
const processPayouts = () =>
  t.app.inject({ method: 'POST', url: '/api/admin/dashboard/payouts/process', headers: bearer(admin) });
const vendorEarnings = (vendor: Vendor) =>
  t.app.inject({ method: 'GET', url: `/api/vendordashboard/earnings/${vendor.id}`, headers: bearer(vendor.token) });

const balance = (account: string, vendorId: string) => ledgerBalance(t.database.db, account, vendorId);

describe('the ledger', () => {
  it('records a captured payment once, balanced, owing each vendor its earning', async () => {
    const [one, two] = [await newVendor(), await newVendor()];
    const order = await buyPaidOrder(t.app, admin, [one, two]);
    const transactions = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, order.orderId));
    // The transfer's money: received (held for the collector), captured, and applied to the order (ADR 0033).
    expect(transactions.map((row) => row.kind).sort()).toEqual(['payment_captured', 'receipts_applied', 'transfer_received']);
    const capture = transactions.find((row) => row.kind === 'payment_captured');
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, capture?.id ?? ''));
    expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
    // Price 1000.00 at 30% commission (factories), bank transfer 5% off: earning = total - commission.
    const earning = -(await balance(LedgerAccount.VendorUnearned, one.id));
    expect(earning).toBeGreaterThan(0);
    expect((await vendorEarnings(one)).json()).toMatchObject({ awaitingDelivery: earning / 100, pendingPayouts: 0, paid: 0 });
    expect(await recordMissingCaptures(t.app.ctx.db)).toBe(0);
  });

  it('refuses to change or delete an entry, and refuses a transaction that does not balance', async () => {
    await expect(t.database.db.execute(sql`update ledger_entries set amount_cents = amount_cents + 1`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(
      t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'payment_captured', key: 'forged', occurredAt: new Date() })
          .returning({ id: ledgerTransactions.id });
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: row?.id ?? '', account: LedgerAccount.CustomerFunds, amountCents: 100 });
      }),
    ).rejects.toThrow();
    expect(await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, 'forged'))).toHaveLength(0);
  });

  it('back-fills the capture of an order paid before the ledger existed, once', async () => {
    const vendor = await newVendor();
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    // An order as an older version left it: paid, with no ledger transaction (a second order row stands in).
    const [copy] = await t.database.db
      .execute(sql`
      insert into orders (order_number, customer_id, status, payment_status, payment_method, shipping_address, cart_key,
        subtotal_cents, discount_cents, tax_cents, shipping_cents, total_cents, paid_at)
      select order_number || '-OLD', customer_id, status, payment_status, payment_method, shipping_address, 'old',
        subtotal_cents, discount_cents, tax_cents, shipping_cents, total_cents, paid_at
      from orders where id = ${order.orderId} returning id`)
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    // A start only warns, naming the one-off command; the command records the capture, once.
    const warnings = await startUpWarnings();
    expect(warnings).toEqual([expect.stringContaining('run `npm run ledger:backfill`')]);
    expect(await recordMissingCaptures(t.app.ctx.db)).toBe(1);
    expect(await recordMissingCaptures(t.app.ctx.db)).toBe(0);
    expect(await startUpWarnings()).toEqual([]);
    const recorded = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.orderId, copy?.id ?? ''));
    expect(recorded.map((row) => row.kind)).toEqual(['payment_captured']);
  });

  it('takes a refunded earning back from wherever it stands', async () => {
    const vendor = await newVendor();
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    await deliver(order.orderId);
    await t.database.db.transaction((tx) => recordRefunded(tx, order.orderId, new Date()));
    expect(await balance(LedgerAccount.VendorPayable, vendor.id)).toBe(0);
    expect(await balance(LedgerAccount.VendorUnearned, vendor.id)).toBe(0);
    expect((await vendorEarnings(vendor)).json()).toMatchObject({ totalEarnings: 0, pendingPayouts: 0 });
  });
});

describe('PUT /api/admin/dashboard/orders/{orderId}/vendor-payment', () => {
  it('pays a delivered order once, lowering the pending payouts by exactly total - commission', async () => {
    const vendor = await newVendor();
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    const [vendorOrder] = await vendorOrdersOf(order.orderId);
    const id = vendorOrder?.id ?? '';
    expect((await markPaid(id)).statusCode).toBe(409);

    await deliver(order.orderId, 8);
    const before = (await vendorEarnings(vendor)).json();
    expect(before.pendingPayouts).toBeGreaterThan(0);
    const owed = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/vendors', headers: bearer(admin) });
    expect(owed.json().find((row: { id: string }) => row.id === vendor.id).pendingPayoutAmount).toBe(before.pendingPayouts);
    const paid = await markPaid(id, { status: 2, transactionId: 'TRX1732270000000', notes: 'Paid by NEFT' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().amount).toBe(before.pendingPayouts);
    expect((await vendorEarnings(vendor)).json()).toMatchObject({ pendingPayouts: 0, paid: before.pendingPayouts });
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/vendors', headers: bearer(admin) });
    expect(listed.json().find((row: { id: string }) => row.id === vendor.id).pendingPayoutAmount).toBe(0);

    const again = await markPaid(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been paid to the vendor');
    expect((await processPayouts()).json().amount).toBe(0);
  });

  it('refuses to record a payment to a vendor with no active bank account, and records nothing', async () => {
    const vendor = await newVendor(createVendor);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    await deliver(order.orderId);
    const [vendorOrder] = await vendorOrdersOf(order.orderId);
    const before = (await vendorEarnings(vendor)).json();

    const refused = await markPaid(vendorOrder?.id ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The vendor has no active bank account. Ask them to add one before recording a payment.');
    expect((await vendorEarnings(vendor)).json()).toMatchObject({ pendingPayouts: before.pendingPayouts, paid: 0 });
    const payouts = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/payouts/${vendor.id}`,
      headers: bearer(vendor.token),
    });
    expect(payouts.json()).toEqual([]);
  });

  it('answers 404 for an unknown order, 400 for another status, and only to admins', async () => {
    expect((await markPaid('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await markPaid('not-a-uuid')).statusCode).toBe(404);
    expect((await markPaid('00000000-0000-4000-8000-000000000000', { status: 0, transactionId: 'TRX1' })).statusCode).toBe(400);
    const vendor = await newVendor();
    const asVendor = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/dashboard/orders/00000000-0000-4000-8000-000000000000/vendor-payment',
      headers: bearer(vendor.token),
      payload: { status: 2, transactionId: 'TRX1' },
    });
    expect(asVendor.statusCode).toBe(403);
  });
});

describe('POST /api/admin/dashboard/payouts/process', () => {
  it('pays delivered items past the 7-day return window, one payout per vendor, and nothing twice', async () => {
    const [early, late] = [await newVendor(), await newVendor()];
    const old = await buyPaidOrder(t.app, admin, [early, late]);
    await deliver(old.orderId, 8);
    const recent = await buyPaidOrder(t.app, admin, [early]);
    await deliver(recent.orderId, 2);
    const owed = (await vendorEarnings(early)).json().pendingPayouts + (await vendorEarnings(late)).json().pendingPayouts;

    const [first, second] = await Promise.all([processPayouts(), processPayouts()]);
    const amounts = [first.json().amount, second.json().amount].sort((a, b) => a - b);
    const recentEarning = (await vendorEarnings(early)).json().pendingPayouts;
    expect(amounts[0]).toBe(0);
    expect(amounts[1]).toBeCloseTo(owed - recentEarning, 2);
    expect((await processPayouts()).json().amount).toBe(0);

    const statements = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/payouts/${late.id}`,
      headers: bearer(late.token),
    });
    expect(statements.json()).toHaveLength(1);
    expect(statements.json()[0]).toMatchObject({ kind: 'weekly', itemCount: 1 });
  });
});

describe('GET /api/admin/dashboard/earnings', () => {
  it('lists paid vendor orders in the range with the ledger sums, by payment method', async () => {
    const vendor = await newVendor();
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    const answer = await earnings(`?paymentMethod=0&pageSize=200`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json();
    const row = body.orders.find((candidate: { parentOrderNumber: string }) => candidate.parentOrderNumber === order.orderNumber);
    expect(row).toMatchObject({ paymentMethod: 0, vendorPaymentStatus: 0, vendorName: expect.any(String) });
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row.totalAmount).toBe((stored?.totalCents ?? 0) / 100);
    expect(row.commissionAmount).toBeGreaterThan(0);
    expect(row.orderItems).toHaveLength(1);
    expect(row.vendorPayment).toBeCloseTo(row.totalAmount - row.commissionAmount, 2);
    expect(body.summary.orderCount).toBe(body.total);
    expect(body.usdInrRate).toBe(t.app.ctx.config.USD_INR_RATE);

    expect(body.summary.totalOrderValue).toBeGreaterThanOrEqual(row.totalAmount);
    expect(body.weekly.length).toBeGreaterThan(0);
    const paypal = (await earnings('?paymentMethod=1')).json();
    expect(paypal.orders).toEqual([]);
    expect(paypal.summary).toEqual({ totalOrderValue: 0, totalCommission: 0, orderCount: 0, disputeLosses: 0 });
    expect((await earnings('?startDate=2020-01-01&endDate=2020-01-07')).json()).toMatchObject({ orders: [], total: 0 });
    expect((await earnings('?startDate=2020-01-08&endDate=2020-01-07')).statusCode).toBe(400);
    expect((await earnings('', vendor.token)).statusCode).toBe(403);
  });
});

describe('vendor statements', () => {
  it('shows a payout as a statement and as CSV, to its vendor only', async () => {
    const [vendor, other] = [await newVendor(), await newVendor()];
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    await deliver(order.orderId, 8);
    const [vendorOrder] = await vendorOrdersOf(order.orderId);
    const notes = 'Bank reference: SBINN52024112600123';
    await markPaid(vendorOrder?.id ?? '', { status: 'Paid', transactionId: 'TRX1732270000001', notes });
    const [payout] = (
      await t.app.inject({ method: 'GET', url: `/api/vendordashboard/payouts/${vendor.id}`, headers: bearer(vendor.token) })
    ).json();
    const statement = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/payouts/${vendor.id}/${payout.id}`,
      headers: bearer(vendor.token),
    });
    expect(statement.json()).toMatchObject({
      transactionId: 'TRX1732270000001',
      notes,
      lines: [{ orderNumber: vendorOrder?.vendorOrderNumber }],
    });
    expect(statement.json().totals.earning).toBe(payout.amount);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/payouts/${vendor.id}/${payout.id}/csv`,
      headers: bearer(vendor.token),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Order,Artwork,Total,Commission,Earning,Transaction');
    expect(csv.body).toContain(`Total,,`);

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/payouts/${other.id}/${payout.id}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const crossVendor = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/payouts/${vendor.id}`,
      headers: bearer(other.token),
    });
    expect(crossVendor.statusCode).toBe(404);
  });
});
