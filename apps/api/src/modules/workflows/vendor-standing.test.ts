import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, orders, products, refunds } from '#api/db/schema.ts';
import { adminToken, bearer, createProduct, createVendor } from '#api/test/factories.ts';
import { buyPaidOrder } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, sentMail, type TestApp } from '#api/test/test-app.ts';

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

describe('a vendor with paid orders not yet delivered (issue 19: deleting a vendor strands paid orders)', () => {
  const remove = (vendorId: string, query = '') =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/dashboard/vendors/${vendorId}${query}`, headers: bearer(admin) });
  const post = (url: string, token = admin) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
  const vendorLogin = (vendor: Awaited<ReturnType<typeof createVendor>>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: vendor.fields.email, password: vendor.fields.password },
    });
  const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

  it('cannot be deleted while two paid orders wait: nothing changes, the vendor still ships', async () => {
    const vendor = await createVendor(t.app);
    const first = await buyPaidOrder(t.app, admin, [vendor]);
    const second = await buyPaidOrder(t.app, admin, [vendor]);
    const refused = await remove(vendor.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This vendor has 2 paid orders not yet delivered: suspend the vendor instead/);
    expect((await vendorLogin(vendor)).statusCode).toBe(200);
    for (const order of [first, second]) expect((await orderRow(order.orderId))?.paymentStatus).toBe(3);
    expect(await t.database.db.$count(refunds, eq(refunds.orderId, first.orderId))).toBe(0);
  });

  it('can be suspended: artworks hidden, login and orders kept, and reactivated', async () => {
    const vendor = await createVendor(t.app);
    const paid = await buyPaidOrder(t.app, admin, [vendor]);
    const unsold = await createProduct(t.app, vendor);
    await t.database.db.update(products).set({ isApproved: true }).where(eq(products.id, unsold.id));
    const switchedOff = await createProduct(t.app, vendor);
    await t.database.db.update(products).set({ isApproved: true, isActive: false }).where(eq(products.id, switchedOff.id));
    expect((await get(`/api/Product/${unsold.id}`)).statusCode).toBe(200);

    expect((await post(`/api/admin/dashboard/vendors/${vendor.id}/suspend`, vendor.token)).statusCode).toBe(403);
    const suspended = await post(`/api/admin/dashboard/vendors/${vendor.id}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect((await get(`/api/Product/${unsold.id}`)).statusCode).toBe(404);
    expect((await get('/api/Product')).json().map((row: { id: string }) => row.id)).not.toContain(unsold.id);
    const row = (await get('/api/admin/dashboard/vendors')).json().find((one: { id: string }) => one.id === vendor.id);
    expect(row.status).toBe('suspended');
    const login = await vendorLogin(vendor);
    expect(login.statusCode).toBe(200);
    const own = await get(`/api/vendordashboard/orders/${vendor.id}`, vendor.token);
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).toContain(paid.orderNumber);

    expect((await post(`/api/admin/dashboard/vendors/${vendor.id}/reactivate`)).statusCode).toBe(200);
    expect((await get(`/api/Product/${unsold.id}`)).statusCode).toBe(200);
    expect((await get(`/api/Product/${switchedOff.id}`)).statusCode).toBe(404);
    expect((await post('/api/admin/dashboard/vendors/not-an-id/suspend')).statusCode).toBe(404);
  });

  it('counts what a suspension or deletion would touch before the admin confirms, changing nothing', async () => {
    const vendor = await createVendor(t.app);
    await buyPaidOrder(t.app, admin, [vendor]);
    for (let index = 0; index < 2; index += 1) {
      const live = await createProduct(t.app, vendor);
      await t.database.db.update(products).set({ isApproved: true }).where(eq(products.id, live.id));
    }
    await createProduct(t.app, vendor); // waiting for review: not on the storefront
    const impact = () => get(`/api/admin/dashboard/vendors/${vendor.id}/impact`);
    const before = await impact();
    expect(before.statusCode).toBe(200);
    // The two approved ones; the bought artwork is sold out but still shown (as sold).
    expect(before.json()).toEqual({
      liveArtworks: 3,
      withheldArtworks: 0,
      unshippedOrders: 1,
      shippedOrders: 0,
      pendingPayoutAmount: 0,
    });
    expect((await get(`/api/admin/dashboard/vendors/${vendor.id}`)).json().vendor.status).toBe('active');

    expect((await post(`/api/admin/dashboard/vendors/${vendor.id}/suspend`)).statusCode).toBe(200);
    expect((await impact()).json()).toMatchObject({ liveArtworks: 0, withheldArtworks: 4 });

    expect((await get(`/api/admin/dashboard/vendors/${vendor.id}/impact`, vendor.token)).statusCode).toBe(403);
    expect((await get('/api/admin/dashboard/vendors/not-an-id/impact')).statusCode).toBe(404);
  });

  it('is deleted on request after its unshipped orders are cancelled, refunded and the buyers told', async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const first = await buyPaidOrder(t.app, admin, [vendor]);
    const shared = await buyPaidOrder(t.app, admin, [vendor, other]);
    const deleted = await remove(vendor.id, '?cancelOpenOrders=true');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ cancelledOrders: 2 });
    expect((await vendorLogin(vendor)).statusCode).toBe(401);

    expect((await orderRow(first.orderId))?.status).toBe(4);
    const firstRefunds = await t.database.db.select().from(refunds).where(eq(refunds.orderId, first.orderId));
    expect(firstRefunds).toHaveLength(1);
    expect(firstRefunds[0]?.amountCents).toBe((await orderRow(first.orderId))?.totalCents);
    // The other artist's part still ships: only the leaving vendor's part is cancelled and refunded.
    expect((await orderRow(shared.orderId))?.status).not.toBe(4);
    const sharedRefunds = await t.database.db.select().from(refunds).where(eq(refunds.orderId, shared.orderId));
    expect(sharedRefunds).toHaveLength(1);
    expect(sharedRefunds[0]?.amountCents).toBeLessThan((await orderRow(shared.orderId))?.totalCents ?? 0);
    const mail = (await sentMail(t)).filter((message) => message.includes(`To: ${first.customer.input.email}`)).join('\n');
    expect(mail).toMatch(/cancel/i);
  });

  it('waits for an order on its way: deleting is refused even when asked to cancel', async () => {
    const vendor = await createVendor(t.app);
    const paid = await buyPaidOrder(t.app, admin, [vendor]);
    const [vendorOrder] = (await get(`/api/vendordashboard/orders/${vendor.id}`, vendor.token)).json() as { orderId: string }[];
    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/orders/${vendorOrder?.orderId}/tracking`,
      headers: bearer(vendor.token),
      payload: { trackingNumber: 'BD123456789IN', shippingProvider: 'India Post' },
    });
    expect(shipped.statusCode).toBe(200);
    const refused = await remove(vendor.id, '?cancelOpenOrders=true');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/on the way to collectors/);
    expect((await orderRow(paid.orderId))?.status).toBe(2);
  });
});
