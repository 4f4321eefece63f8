import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorOrders } from '#api/db/schema.ts';
import { deliverOrder } from '#api/test/delivery.ts';
import { adminToken, bearer, createPayableVendor, createVendor } from '#api/test/factories.ts';
import { buyPaidOrder } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

const NOW = new Date('2026-11-25T10:00:00.000Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ PAYOUT_SCHEDULE: 'mon 06:00' }, { now: () => NOW });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const forecast = (token = admin) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard/payouts/forecast', headers: bearer(token) });
const pendingPayouts = async (vendor: { id: string; token: string }) =>
  (await t.app.inject({ method: 'GET', url: `/api/vendordashboard/earnings/${vendor.id}`, headers: bearer(vendor.token) })).json()
    .pendingPayouts as number;

describe('GET /api/admin/dashboard/payouts/forecast', () => {
  it('says what a run pays now and what comes due on which day, and the run pays exactly that', async () => {
    const vendor = await createPayableVendor(t.app);
    const tokens = new Map([[vendor.id, vendor.token]]);
    const old = await buyPaidOrder(t.app, admin, [vendor]);
    await deliverOrder(t.app, t.database.db, old.orderId, tokens, 8);
    const dueNow = await pendingPayouts(vendor);
    const recent = await buyPaidOrder(t.app, admin, [vendor]);
    await deliverOrder(t.app, t.database.db, recent.orderId, tokens, 2);
    const dueLater = (await pendingPayouts(vendor)) - dueNow;
    expect(dueNow).toBeGreaterThan(0);

    const before = await forecast();
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toEqual({
      dueNow,
      dueNowItemCount: 1,
      dueNowVendorCount: 1,
      // Delivered 2 days ago: its 7-day return window closes in 5 days.
      upcoming: [{ date: '2026-11-30', amount: dueLater, itemCount: 1 }],
      awaitingReturns: { amount: 0, itemCount: 0 },
      awaitingNewPayoutAccount: { amount: 0, vendorCount: 0 },
      awaitingPayoutAccount: { amount: 0, vendorCount: 0 },
      returnWindowDays: 7,
      payoutAccountHoldHours: 72,
      nextScheduledRun: '2026-11-30T06:00:00.000Z',
    });

    const run = await t.app.inject({ method: 'POST', url: '/api/admin/dashboard/payouts/process', headers: bearer(admin) });
    expect(run.json().amount).toBe(dueNow);
    expect((await forecast()).json()).toMatchObject({ dueNow: 0, dueNowItemCount: 0, upcoming: [{ amount: dueLater }] });
  });

  it('is for admins only', async () => {
    const vendor = await createVendor(t.app);
    expect((await forecast(vendor.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/payouts/forecast' })).statusCode).toBe(401);
  });
});

describe('a vendor with no active payout account', () => {
  it('is left out of the run, as Mark as Paid refuses it, and the forecast says why', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    await deliverOrder(t.app, t.database.db, order.orderId, new Map([[vendor.id, vendor.token]]), 8);
    const owed = await pendingPayouts(vendor);
    expect(owed).toBeGreaterThan(0);

    expect((await forecast()).json()).toMatchObject({
      dueNow: 0,
      dueNowVendorCount: 0,
      awaitingPayoutAccount: { amount: owed, vendorCount: 1 },
      awaitingNewPayoutAccount: { amount: 0, vendorCount: 0 },
    });
    const run = await t.app.inject({ method: 'POST', url: '/api/admin/dashboard/payouts/process', headers: bearer(admin) });
    expect(run.json()).toMatchObject({ amount: 0, payoutCount: 0 });
    expect(await pendingPayouts(vendor)).toBe(owed);
    const [vendorOrder] = await t.database.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, order.orderId));
    const manual = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/dashboard/orders/${vendorOrder?.id}/vendor-payment`,
      headers: bearer(admin),
      payload: { status: 2, transactionId: 'TRX-NO-ACCOUNT', notes: '' },
    });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().message).toBe('The vendor has no active bank account. Ask them to add one before recording a payment.');
    expect(await pendingPayouts(vendor)).toBe(owed);
  });
});

describe('a payout account added less than 72 hours ago', () => {
  const HOUR_MS = 60 * 60 * 1000;
  type Vendor = Awaited<ReturnType<typeof createVendor>>;
  const bankAccount = (vendor: Vendor, fields: Record<string, unknown> = {}) => ({
    accountHolderName: 'Meera Iyer',
    bankName: 'State Bank of India',
    accountNumber: '1234 5678 9012',
    ifscCode: 'SBIN0001234',
    bankAddress: 'MG Road, Bengaluru',
    currentPassword: vendor.fields.password,
    ...fields,
  });
  /** Adds an account `hoursAgo` hours back (the app's clock is moved for the call, then put back). */
  async function addAccount(vendor: Vendor, hoursAgo: number, fields: Record<string, unknown> = {}) {
    t.app.ctx.now = () => new Date(NOW.getTime() - hoursAgo * HOUR_MS);
    try {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/vendordashboard/${vendor.id}/bank-accounts`,
        headers: bearer(vendor.token),
        payload: bankAccount(vendor, fields),
      });
      expect(added.statusCode).toBe(201);
      return added.json() as { id: string };
    } finally {
      t.app.ctx.now = () => NOW;
    }
  }
  const put = (vendor: Vendor, id: string, fields: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/bank-accounts/${id}`,
      headers: bearer(vendor.token),
      payload: bankAccount(vendor, fields),
    });
  const run = async () =>
    (await t.app.inject({ method: 'POST', url: '/api/admin/dashboard/payouts/process', headers: bearer(admin) })).json();
  /** A vendor owed on an item whose return window has closed. */
  async function owedVendor() {
    const vendor = await createVendor(t.app);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    await deliverOrder(t.app, t.database.db, order.orderId, new Map([[vendor.id, vendor.token]]), 8);
    return { vendor, order, owed: await pendingPayouts(vendor) };
  }

  it('holds the vendor out of the run, says so in the forecast, and pays once 72 hours have passed', async () => {
    const { vendor, owed } = await owedVendor();
    await addAccount(vendor, 71);
    expect((await forecast()).json()).toMatchObject({
      dueNow: 0,
      dueNowVendorCount: 0,
      awaitingNewPayoutAccount: { amount: owed, vendorCount: 1 },
    });
    expect(await run()).toMatchObject({ amount: 0, payoutCount: 0 });
    expect(await pendingPayouts(vendor)).toBe(owed);

    t.app.ctx.now = () => new Date(NOW.getTime() + HOUR_MS);
    try {
      expect((await forecast()).json()).toMatchObject({ dueNow: owed, awaitingNewPayoutAccount: { amount: 0, vendorCount: 0 } });
      expect(await run()).toMatchObject({ amount: owed, payoutCount: 1 });
    } finally {
      t.app.ctx.now = () => NOW;
    }
    expect(await pendingPayouts(vendor)).toBe(0);
  });

  it('holds a fresh account made the default, and an old one whose details were just changed', async () => {
    const { vendor, owed } = await owedVendor();
    const old = await addAccount(vendor, 100);
    const spare = await addAccount(vendor, 100, { bankName: 'Axis Bank', accountNumber: '5555 6666 7777' });
    const fresh = await addAccount(vendor, 1, { bankName: 'HDFC Bank', accountNumber: '8888 9999 0000' });
    expect((await forecast()).json().awaitingNewPayoutAccount.vendorCount).toBe(0);

    expect(
      (await put(vendor, fresh.id, { bankName: 'HDFC Bank', accountNumber: '8888 9999 0000', isDefault: true })).statusCode,
    ).toBe(200);
    expect((await forecast()).json().awaitingNewPayoutAccount).toEqual({ amount: owed, vendorCount: 1 });

    // The old spare with a new number is a new destination: the hold starts again from the edit.
    expect((await put(vendor, spare.id, { bankName: 'Axis Bank', accountNumber: '1212 3434 5656' })).statusCode).toBe(200);
    expect(
      (await put(vendor, spare.id, { bankName: 'Axis Bank', accountNumber: '1212 3434 5656', isDefault: true })).statusCode,
    ).toBe(200);
    expect((await forecast()).json().awaitingNewPayoutAccount).toEqual({ amount: owed, vendorCount: 1 });
    expect(await run()).toMatchObject({ payoutCount: 0 });

    // Back to the account on file for days: nothing new is paid, so nothing waits.
    expect((await put(vendor, old.id, { isDefault: true })).statusCode).toBe(200);
    expect((await forecast()).json().awaitingNewPayoutAccount.vendorCount).toBe(0);
    expect(await run()).toMatchObject({ amount: owed, payoutCount: 1 });
  });

  it("refuses the admin's Mark as Paid to a fresh default account, and says until when", async () => {
    const { vendor, order } = await owedVendor();
    await addAccount(vendor, 10);
    const [vendorOrder] = await t.database.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, order.orderId));
    const markPaid = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/dashboard/orders/${vendorOrder?.id}/vendor-payment`,
        headers: bearer(admin),
        payload: { status: 2, transactionId: 'TRX-HOLD', notes: '' },
      });
    const refused = await markPaid();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "The vendor's payout account was added or changed less than 72 hours ago. Payments to it wait until 2026-11-28 00:00 UTC.",
    );
    expect(await pendingPayouts(vendor)).toBeGreaterThan(0);

    t.app.ctx.now = () => new Date(NOW.getTime() + 62 * HOUR_MS);
    try {
      expect((await markPaid()).statusCode).toBe(200);
    } finally {
      t.app.ctx.now = () => NOW;
    }
  });
});
