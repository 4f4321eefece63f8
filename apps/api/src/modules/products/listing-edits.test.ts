import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, productImages, productRevisions, products } from '#api/db/schema.ts';
import { adminToken, bearer, createProduct, createVendor, imagesForm, pngImage } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, sentMail, type TestApp } from '#api/test/test-app.ts';

type Vendor = Awaited<ReturnType<typeof createVendor>>;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // Catalogue answers kept for an hour: only an explicit clear can make a change visible.
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '3600' });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const edit = (vendor: Vendor, id: string, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/vendordashboard/products/${id}`,
    headers: bearer(vendor.token),
    payload: {
      Title: 'Monsoon over Kochi',
      Description: 'Layered blues and greens of the first monsoon rain over the backwaters.',
      Price: 1200,
      TaxAmount: 60,
      ShippingOptions: [{ Name: 'ART ORIGIN Domestic Shipping', Cost: 40, EstimatedDeliveryTime: 4 }],
      ...overrides,
    },
  });
const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object | FormData) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const approve = (id: string) =>
  send('PUT', `/admin/dashboard/products/${id}/approve`, admin, { isApproved: true, commissionPercentage: 10 });
const reject = (id: string, reason: unknown) => send('PUT', `/admin/dashboard/products/${id}/reject`, admin, { reason });
const publicProduct = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/Product/${id}` })).json();
const productRow = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
const images = (id: string) => t.database.db.select().from(productImages).where(eq(productImages.productId, id));

async function liveProduct(vendor: Vendor, imageCount = 1) {
  const product = await createProduct(t.app, vendor, {}, imageCount);
  expect((await approve(product.id)).statusCode).toBe(200);
  return product;
}

describe('editing a listing that awaits approval', () => {
  it('applies the change at once and keeps it pending', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    const response = await edit(vendor, product.id, { Title: 'Monsoon, revised', Price: 875.5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'pending',
      title: 'Monsoon, revised',
      price: 875.5,
      taxAmount: 60,
      revision: null,
      shippingOptions: [{ name: 'ART ORIGIN Domestic Shipping', cost: 40, estimatedDeliveryTime: 4 }],
    });
    expect(await productRow(product.id)).toMatchObject({ priceCents: 87550, taxCents: 6000 });
  });

  it('refuses bad input with the field’s message and changes nothing', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    const refused = await edit(vendor, product.id, { Price: 0, ShippingOptions: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBeTruthy();
    expect(await productRow(product.id)).toMatchObject({ priceCents: 100000 });
  });

  it('answers 404 for another vendor’s artwork and for the anonymous 401', async () => {
    const owner = await createVendor(t.app);
    const other = await createVendor(t.app);
    const product = await createProduct(t.app, owner);
    expect((await edit(other, product.id)).statusCode).toBe(404);
    expect((await send('PUT', `/vendordashboard/products/${product.id}/withdraw`, other.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/vendordashboard/products/${product.id}/withdraw` })).statusCode).toBe(
      401,
    );
    expect(await productRow(product.id)).toMatchObject({ isActive: true, priceCents: 100000 });
  });

  it('removes an image but never the last one', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, {}, 2);
    const [first, second] = (await images(product.id)).sort((a, b) => a.displayOrder - b.displayOrder);
    const removed = await send(
      'DELETE',
      `/vendordashboard/products/${product.id}/images?url=${encodeURIComponent(first!.url)}`,
      vendor.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().images).toEqual([expect.objectContaining({ url: second!.url, isPrimary: true, displayOrder: 0 })]);
    const last = await send(
      'DELETE',
      `/vendordashboard/products/${product.id}/images?url=${encodeURIComponent(second!.url)}`,
      vendor.token,
    );
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('An artwork needs at least one image');
    expect(await images(product.id)).toHaveLength(1);
  });
});

describe('editing a live listing', () => {
  it('keeps the live version in the storefront until the admin approves the change, then shows it at once', async () => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor);
    expect(await publicProduct(product.id)).toMatchObject({ price: 1000 });

    const response = await edit(vendor, product.id, { Price: 1450 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'live',
      price: 1000,
      revision: { status: 'pending', price: 1450, taxAmount: 60, totalPrice: 1510, rejectionReason: null },
    });
    expect(await productRow(product.id)).toMatchObject({ priceCents: 100000, isApproved: true });
    expect(await publicProduct(product.id)).toMatchObject({ price: 1000 });

    const approved = await approve(product.id);
    expect(approved.json()).toMatchObject({ status: 'live', price: 1450, taxAmount: 60, revision: null, commissionAmount: 145 });
    expect(await publicProduct(product.id)).toMatchObject({ price: 1450, taxAmount: 60 });
    expect(await t.database.db.select().from(productRevisions).where(eq(productRevisions.productId, product.id))).toEqual([]);
  });

  it('adds and removes images in the revision only, and applies them on approval', async () => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor, 2);
    const [kept, dropped] = (await images(product.id)).sort((a, b) => a.displayOrder - b.displayOrder);
    const added = await send(
      'POST',
      `/vendordashboard/products/${product.id}/images`,
      vendor.token,
      imagesForm([await pngImage()]),
    );
    expect(added.statusCode, added.body).toBe(200);
    const [newUrl] = added.json() as string[];
    const removed = await send(
      'DELETE',
      `/vendordashboard/products/${product.id}/images?url=${encodeURIComponent(dropped!.url)}`,
      vendor.token,
    );
    expect(removed.json().revision.images).toEqual([{ url: kept!.url }, { url: newUrl }]);
    expect(await images(product.id)).toHaveLength(2);
    expect((await publicProduct(product.id)).images.map((image: { url: string }) => image.url)).toContain(dropped!.url);

    await approve(product.id);
    const after = (await images(product.id)).sort((a, b) => a.displayOrder - b.displayOrder);
    expect(after.map((image) => [image.url, image.isPrimary])).toEqual([
      [kept!.url, true],
      [newUrl, false],
    ]);
    expect(after[0]!.id).toBe(kept!.id);
  });

  it('keeps the cart’s shipping choice when the change only moves its cost', async () => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor);
    const before = await publicProduct(product.id);
    const domestic = before.shippingOptions.find((option: { name: string }) => option.name.includes('Domestic'));
    await edit(vendor, product.id, {
      ShippingOptions: [{ Name: 'ART ORIGIN Domestic Shipping', Cost: 55, EstimatedDeliveryTime: 9 }],
    });
    await approve(product.id);
    const after = await publicProduct(product.id);
    expect(after.shippingOptions).toEqual([
      { id: domestic.id, name: 'ART ORIGIN Domestic Shipping', cost: 55, estimatedDeliveryTime: 9 },
    ]);
  });

  it('refuses to apply a change to an artwork that sold while it waited, and lets the admin reject it', async () => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor);
    await edit(vendor, product.id, { Price: 2000 });
    expect((await send('PUT', `/admin/dashboard/products/${product.id}/soldout`, admin)).statusCode).toBe(200);
    const refused = await approve(product.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This artwork sold or was withdrawn while the change waited: reject the change instead');
    expect(await productRow(product.id)).toMatchObject({ priceCents: 100000, isSoldOut: true });
    expect((await reject(product.id, 'Already sold')).statusCode).toBe(200);
    expect((await edit(vendor, product.id)).statusCode).toBe(409);
  });

  it('does not offer a waiting price change of a sold-out artwork, and refuses it sent back to review too', async () => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor);
    await edit(vendor, product.id, { Price: 2000 });
    const listed = async () =>
      ((await send('GET', `/vendordashboard/${vendor.id}/products`, vendor.token)).json() as { id: string }[]).find(
        (row) => row.id === product.id,
      );
    expect(await listed()).toMatchObject({ revision: { status: 'pending', price: 2000 }, revisionApplicable: true });
    expect((await send('PUT', `/vendordashboard/products/${product.id}/soldout`, vendor.token)).statusCode).toBe(200);
    expect(await listed()).toMatchObject({ status: 'sold_out', revisionApplicable: false });
    const console = (await send('GET', '/admin/dashboard/products', admin)).json() as { id: string }[];
    expect(console.find((row) => row.id === product.id)).toMatchObject({ revisionApplicable: false });
    const backToReview = await send('PUT', `/admin/dashboard/products/${product.id}/approve`, admin, {
      isApproved: false,
      commissionPercentage: 10,
    });
    expect(backToReview.statusCode).toBe(409);
    expect(await productRow(product.id)).toMatchObject({ priceCents: 100000, isSoldOut: true, isApproved: true });
  });

  it('applies a waiting change when the admin sends the artwork back to review, so that is what is reviewed', async () => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor);
    await edit(vendor, product.id, { Price: 1800 });
    const back = await send('PUT', `/admin/dashboard/products/${product.id}/approve`, admin, {
      isApproved: false,
      commissionPercentage: 10,
    });
    expect(back.json()).toMatchObject({ status: 'pending', price: 1800, revision: null });
    expect((await edit(vendor, product.id, { Price: 1700 })).json()).toMatchObject({
      status: 'pending',
      price: 1700,
      revision: null,
    });
  });

  it('withdraws a live listing: it leaves the storefront at once and its waiting change goes', async () => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor);
    await publicProduct(product.id);
    await edit(vendor, product.id, { Price: 1300 });
    const withdrawn = await send('PUT', `/vendordashboard/products/${product.id}/withdraw`, vendor.token);
    expect(withdrawn.json()).toMatchObject({ status: 'inactive', revision: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/Product/${product.id}` })).statusCode).toBe(404);
    expect((await send('PUT', `/vendordashboard/products/${product.id}/withdraw`, vendor.token)).statusCode).toBe(409);
  });
});

describe('the review queue', () => {
  it('lists what awaits a decision: new artworks and changes to live ones, not refused or decided ones', async () => {
    const vendor = await createVendor(t.app);
    const fresh = await createProduct(t.app, vendor);
    const changed = await liveProduct(vendor);
    await edit(vendor, changed.id, { Price: 999 });
    const untouched = await liveProduct(vendor);
    const refused = await createProduct(t.app, vendor);
    await reject(refused.id, 'Not original work');
    const queue = await send('GET', '/admin/dashboard/products?awaitingReview=true', admin);
    const ids = (queue.json() as { id: string }[]).map((product) => product.id);
    expect(ids).toEqual(expect.arrayContaining([fresh.id, changed.id]));
    expect(ids).not.toContain(untouched.id);
    expect(ids).not.toContain(refused.id);
  });
});

describe('rejection', () => {
  it('rejects a pending artwork with a reason, mails it through the outbox, and the edit sends it back to review', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, { Title: 'Blurry Harbour' });
    const rejected = await reject(product.id, 'The photos are out of focus');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'The photos are out of focus' });
    const [queued] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, vendor.fields.email));
    expect(queued).toBeDefined();
    const mail = (await sentMail(t)).find(
      (message) => message.includes(`To: ${vendor.fields.email}`) && message.includes('Blurry Harbour'),
    );
    expect(mail).toContain('The photos are out of focus');

    const resubmitted = await edit(vendor, product.id, { Title: 'Harbour, sharper' });
    expect(resubmitted.json()).toMatchObject({ status: 'pending', rejectionReason: null });
    expect((await approve(product.id)).json()).toMatchObject({ status: 'live' });
  });

  it('rejects a change to a live listing and leaves the live version as it was', async () => {
    const vendor = await createVendor(t.app);
    const product = await liveProduct(vendor);
    await edit(vendor, product.id, { Price: 5 });
    const rejected = await reject(product.id, 'The price looks like a typo');
    expect(rejected.json()).toMatchObject({
      status: 'live',
      price: 1000,
      revision: { status: 'rejected', price: 5, rejectionReason: 'The price looks like a typo' },
    });
    expect(await publicProduct(product.id)).toMatchObject({ price: 1000 });
    const again = await edit(vendor, product.id, { Price: 500 });
    expect(again.json().revision).toMatchObject({ status: 'pending', price: 500, rejectionReason: null });
  });

  it('needs a reason, refuses a live artwork with nothing waiting, and keeps it from vendors', async () => {
    const vendor = await createVendor(t.app);
    const pending = await createProduct(t.app, vendor);
    expect((await reject(pending.id, '  ')).statusCode).toBe(400);
    expect(await productRow(pending.id)).toMatchObject({ rejectionReason: null });
    const live = await liveProduct(vendor);
    const refused = await reject(live.id, 'No');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only an artwork or a change awaiting review can be rejected');
    expect((await send('PUT', `/admin/dashboard/products/${pending.id}/reject`, vendor.token, { reason: 'x' })).statusCode).toBe(
      403,
    );
  });
});
