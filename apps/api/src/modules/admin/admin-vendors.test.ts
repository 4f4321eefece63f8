import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, products } from '../../db/schema.ts';
import { adminToken, bearer, createProduct, createVendor } from '../../test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('admin vendors', () => {
  it('lists vendors with their artwork count and a vendor with its artworks', async () => {
    const vendor = await createVendor(t.app);
    await createProduct(t.app, vendor);
    await createProduct(t.app, vendor);
    const row = (await get('/api/admin/dashboard/vendors'))
      .json()
      .find((candidate: { id: string }) => candidate.id === vendor.id);
    expect(row).toMatchObject({
      displayName: 'Studio Kaveri',
      name: 'Meera Iyer',
      email: vendor.fields.email,
      products: 2,
      pendingPayoutAmount: 0,
    });
    const detail = (await get(`/api/admin/dashboard/vendors/${vendor.id}`)).json();
    expect(detail.vendor.id).toBe(vendor.id);
    expect(detail.products).toHaveLength(2);
    expect(detail.products[0].shippingOptions[0]).toMatchObject({
      name: expect.any(String),
      cost: expect.any(Number),
      estimatedDeliveryTime: expect.any(Number),
    });
    expect((await get('/api/admin/dashboard/vendors/not-an-id')).statusCode).toBe(404);
  });

  it('deletes a vendor: no login, tokens dead, artworks gone from moderation, rows kept, action recorded', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/dashboard/vendors/${vendor.id}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);

    expect((await get(`/api/vendordashboard/${vendor.id}/products`, vendor.token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: vendor.fields.email, password: vendor.fields.password },
    });
    expect(login.statusCode).toBe(401);
    const listed = (await get('/api/admin/dashboard/vendors')).json().map((row: { id: string }) => row.id);
    expect(listed).not.toContain(vendor.id);
    const moderated = (await get('/api/admin/dashboard/products')).json().map((row: { id: string }) => row.id);
    expect(moderated).not.toContain(product.id);
    expect(await t.database.db.$count(products, eq(products.id, product.id))).toBe(1);
    expect((await get(`/api/Product/${product.id}`)).statusCode).toBe(404);
    expect((await get('/api/Product')).json().map((row: { id: string }) => row.id)).not.toContain(product.id);
    const [entry] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, vendor.id));
    expect(entry).toMatchObject({
      action: 'vendor.delete',
      after: expect.objectContaining({ deleted: true, artworksWithdrawn: 1 }),
    });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/dashboard/vendors/${vendor.id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const vendor = await createVendor(t.app);
    expect((await get('/api/admin/dashboard/vendors', vendor.token)).statusCode).toBe(403);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/dashboard/vendors/${vendor.id}`,
      headers: bearer(vendor.token),
    });
    expect(remove.statusCode).toBe(403);
  });
});
