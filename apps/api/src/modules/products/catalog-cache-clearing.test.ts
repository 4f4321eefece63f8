import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, products } from '#api/db/schema.ts';
import { adminToken, bearer, createProduct, createVendor, imagesForm, pngImage } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';
import { markProductSoldOut } from './admin-products.service.ts';

type Vendor = Awaited<ReturnType<typeof createVendor>>;
type Card = { id: string; title: string; isSoldOut: boolean };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // Answers are kept for an hour: only an explicit clear can make a change visible.
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '3600' });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const cards = async (): Promise<Card[]> => (await t.app.inject({ method: 'GET', url: '/api/Product?pageSize=100' })).json();
const card = async (id: string) => (await cards()).find((candidate) => candidate.id === id);
const send = (method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, token: string, payload?: object | FormData) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const review = (id: string, isApproved: boolean) =>
  send('PUT', `/admin/dashboard/products/${id}/approve`, admin, { isApproved, commissionPercentage: 10 });

async function liveProduct(vendor: Vendor, title: string) {
  const product = await createProduct(t.app, vendor, { Title: title });
  expect((await review(product.id, true)).statusCode).toBe(200);
  return product;
}

describe('changes that show in the storefront clear the cached answers', () => {
  it('an approval shows the artwork at once, in the list and on its page', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, { Title: 'Awaiting review' });
    expect(await card(product.id)).toBeUndefined();
    expect((await review(product.id, true)).statusCode).toBe(200);
    expect(await card(product.id)).toMatchObject({ title: 'Awaiting review' });
    expect((await t.app.inject({ method: 'GET', url: `/api/Product/${product.id}` })).statusCode).toBe(200);
  });

  const withdrawals: [string, (vendor: Vendor, id: string) => ReturnType<typeof send>][] = [
    ['the admin disables it', (_vendor, id) => send('PUT', `/admin/dashboard/products/${id}/disable`, admin)],
    ['the admin sends it back to review', (_vendor, id) => review(id, false)],
    ['the vendor disables it', (vendor, id) => send('PUT', `/vendordashboard/products/${id}/disable`, vendor.token)],
    [
      'the vendor disables it through PATCH',
      (vendor, id) =>
        send('PATCH', `/vendordashboard/products/${id}/status`, vendor.token, { isActive: false, isSoldOut: false }),
    ],
    ['the vendor withdraws it', (vendor, id) => send('PUT', `/vendordashboard/products/${id}/withdraw`, vendor.token)],
    ['the admin deletes its vendor', (vendor) => send('DELETE', `/admin/dashboard/vendors/${vendor.id}`, admin)],
  ];
  it.each(withdrawals)('a live artwork leaves the list at once when %s', async (_name, withdraw) => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor, 'Soon withdrawn');
    expect(await card(product.id)).toBeDefined();
    expect((await withdraw(vendor, product.id)).statusCode).toBe(200);
    expect(await card(product.id)).toBeUndefined();
  });

  it.each([
    ['the admin', (_vendor: Vendor, id: string) => send('PUT', `/admin/dashboard/products/${id}/soldout`, admin)],
    ['the vendor', (vendor: Vendor, id: string) => send('PUT', `/vendordashboard/products/${id}/soldout`, vendor.token)],
  ])('an artwork marked sold by %s shows as sold at once', async (_name, markSold) => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor, 'Soon sold');
    expect(await card(product.id)).toMatchObject({ isSoldOut: false });
    expect((await markSold(vendor, product.id)).statusCode).toBe(200);
    expect(await card(product.id)).toMatchObject({ isSoldOut: true });
  });

  it('a service called outside a request (as checkout will) clears it too', async () => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor, 'Sold by a job');
    expect(await card(product.id)).toMatchObject({ isSoldOut: false });
    const [{ id: adminId }] = (await t.database.db.select({ id: admins.id }).from(admins)) as [{ id: string }];
    await markProductSoldOut(t.app.ctx, adminId, product.id);
    expect(await card(product.id)).toMatchObject({ isSoldOut: true });
  });
});

describe('changes that show nothing public keep the cached answers', () => {
  it('keeps them through new artworks, uploads while pending, a waiting change and a new global commission', async () => {
    const vendor = await createVendor(t.app);
    const live = await liveProduct(vendor, 'Cached title');
    expect(await card(live.id)).toMatchObject({ title: 'Cached title' });
    // Changed behind the cache's back: a cleared cache would show the new title.
    await t.database.db.update(products).set({ title: 'Changed underneath' }).where(eq(products.id, live.id));

    const pending = await createProduct(t.app, vendor, { Title: 'Still pending' }, 0);
    const image = await send(
      'POST',
      `/vendordashboard/products/${pending.id}/images`,
      vendor.token,
      imagesForm([await pngImage()]),
    );
    expect(image.statusCode).toBe(200);
    const certificate = await send(
      'POST',
      `/vendordashboard/products/${pending.id}/certificate`,
      vendor.token,
      imagesForm([await pngImage()], 'certificate', 'image/png', 'certificate.png'),
    );
    expect(certificate.statusCode).toBe(200);
    expect((await send('PUT', '/admin/dashboard/settings/commission', admin, { commissionPercentage: 25 })).statusCode).toBe(200);
    const waiting = await send('PUT', `/vendordashboard/products/${live.id}`, vendor.token, {
      Title: 'Waiting for review',
      Description: 'A change that stays beside the live listing.',
      Price: 10,
      TaxAmount: 0,
      ShippingOptions: [{ Name: 'ART ORIGIN Domestic Shipping', Cost: 5, EstimatedDeliveryTime: 3 }],
    });
    expect(waiting.statusCode).toBe(200);

    expect(await card(live.id)).toMatchObject({ title: 'Cached title' });
  });
});
