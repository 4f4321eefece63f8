import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#api/db/schema.ts';
import { adminToken, bearer, createProduct, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const approve = (id: string, payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/dashboard/products/${id}/approve`, headers: bearer(token), payload });
const setCommission = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/dashboard/settings/commission', headers: bearer(admin), payload });
const auditFor = (entityId: string) => t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));

describe('approval', () => {
  it('approves at a commission rate and computes the amount on the server, rounded to the cent', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, { Price: 999.99 });
    const response = await approve(product.id, { isApproved: true, commissionPercentage: 12.5, commissionAmount: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'live',
      isApproved: true,
      commissionPercentage: 12.5,
      commissionAmount: 125,
      vendorShare: 874.99,
    });
    const [entry] = await auditFor(product.id);
    expect(entry).toMatchObject({
      action: 'product.approve',
      before: expect.objectContaining({ status: 'pending', commissionPercentage: 30 }),
      after: expect.objectContaining({ status: 'live', commissionPercentage: 12.5 }),
    });
  });

  it('rounds half-up: 10.5% of $0.10 is 1 cent', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, { Price: 0.1 });
    expect((await approve(product.id, { isApproved: true, commissionPercentage: 5 })).json().commissionAmount).toBe(0.01);
  });

  it.each([[-1], [100.5], [12.345], ['ten']])('refuses the commission %s and changes nothing', async (commissionPercentage) => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    const response = await approve(product.id, { isApproved: true, commissionPercentage });
    expect(response.statusCode).toBe(400);
    expect(await auditFor(product.id)).toEqual([]);
  });

  it('sends an artwork back to review, and refuses to approve one without images', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    await approve(product.id, { isApproved: true, commissionPercentage: 10 });
    expect((await approve(product.id, { isApproved: false, commissionPercentage: 10 })).json().status).toBe('pending');
    const bare = await createProduct(t.app, vendor, {}, 0);
    const refused = await approve(bare.id, { isApproved: true, commissionPercentage: 10 });
    expect(refused.statusCode).toBe(409);
    expect(
      (await approve('0b7c4a55-0000-4000-8000-000000000000', { isApproved: true, commissionPercentage: 10 })).statusCode,
    ).toBe(404);
  });

  it('keeps admin routes from vendors and the anonymous', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    expect((await approve(product.id, { isApproved: true, commissionPercentage: 0 }, vendor.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/products' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('moderation', () => {
  it('marks sold out (active) and disables, recording both', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    await approve(product.id, { isApproved: true, commissionPercentage: 10 });
    const sold = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/dashboard/products/${product.id}/soldout`,
      headers: bearer(admin),
    });
    expect(sold.json()).toMatchObject({ status: 'sold_out', isActive: true, isSoldOut: true });
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/dashboard/products/${product.id}/disable`,
      headers: bearer(admin),
      payload: {},
    });
    expect(disabled.json()).toMatchObject({ status: 'inactive', isActive: false });
    expect((await auditFor(product.id)).map((entry) => entry.action).sort()).toEqual([
      'product.approve',
      'product.disable',
      'product.sold_out',
    ]);
  });

  it('re-enables a disabled artwork, recording it, and refuses an active one', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    await approve(product.id, { isApproved: true, commissionPercentage: 10 });
    const enable = (token = admin) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/dashboard/products/${product.id}/enable`, headers: bearer(token) });
    const active = await enable();
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe('Only a disabled artwork can be re-enabled');
    await t.app.inject({ method: 'PUT', url: `/api/admin/dashboard/products/${product.id}/disable`, headers: bearer(admin) });
    expect((await enable(vendor.token)).statusCode).toBe(403);
    const enabled = await enable();
    expect(enabled.json()).toMatchObject({ status: 'live', isActive: true, isApproved: true });
    const entry = (await auditFor(product.id)).find((candidate) => candidate.action === 'product.enable');
    expect(entry).toMatchObject({ before: { status: 'inactive', isActive: false }, after: { status: 'live', isActive: true } });
  });

  it('filters the list by approval and activity', async () => {
    const vendor = await createVendor(t.app);
    const approved = await createProduct(t.app, vendor);
    const pending = await createProduct(t.app, vendor);
    await approve(approved.id, { isApproved: true, commissionPercentage: 10 });
    const ids = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/dashboard/products?${query}&_t=${Date.now()}`,
          headers: bearer(admin),
        })
      )
        .json()
        .map((product: { id: string }) => product.id);
    expect(await ids('isApproved=true')).toContain(approved.id);
    expect(await ids('isApproved=true')).not.toContain(pending.id);
    expect(await ids('isApproved=false&isActive=true')).toContain(pending.id);
    expect(await ids('isActive=false')).not.toContain(pending.id);
  });
});

describe('global commission', () => {
  it('reads 30 by default, updates with an audit entry, and new artworks take the new rate', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/settings/commission', headers: bearer(admin) });
    expect(read.json()).toEqual({ commissionPercentage: 30 });
    expect((await setCommission({ commissionPercentage: 12.75 })).json()).toEqual({ commissionPercentage: 12.75 });
    const vendor = await createVendor(t.app);
    const vendorView = await t.app.inject({
      method: 'GET',
      url: '/api/vendordashboard/commission',
      headers: bearer(vendor.token),
    });
    expect(vendorView.json()).toEqual({ commissionPercentage: 12.75 });
    const product = await createProduct(t.app, vendor, { Price: 200 });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/${vendor.id}/products`,
      headers: bearer(vendor.token),
    });
    expect(list.json().find((row: { id: string }) => row.id === product.id)).toMatchObject({
      commissionPercentage: 12.75,
      commissionAmount: 25.5,
    });
    const [entry] = await auditFor('commission');
    expect(entry).toMatchObject({ before: { commissionPercentage: 30 }, after: { commissionPercentage: 12.75 } });
    await setCommission({ commissionPercentage: 30 });
  });

  it.each([
    [{ commissionPercentage: 101 }, 'Commission must be between 0 and 100'],
    [{ commissionPercentage: -0.5 }, 'Commission must be between 0 and 100'],
    [{ commissionPercentage: 1.234 }, 'Commission can have at most 2 decimals'],
    [{ commissionPercentage: 'abc' }, 'Please enter a valid number'],
  ])('refuses %o with 400', async (payload, message) => {
    const response = await setCommission(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

it('keeps the audit log append-only', async () => {
  await expect(t.database.db.execute(sql`update admin_audit_log set action = 'forged'`)).rejects.toThrow();
  await expect(t.database.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
});
