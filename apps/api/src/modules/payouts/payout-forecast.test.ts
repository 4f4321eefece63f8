import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOrder } from '#api/test/delivery.ts';
import { adminToken, bearer, createVendor } from '#api/test/factories.ts';
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
    const vendor = await createVendor(t.app);
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
      returnWindowDays: 7,
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
