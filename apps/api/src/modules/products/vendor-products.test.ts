import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '#api/db/schema.ts';
import {
  adminToken,
  bearer,
  createCustomer,
  createProduct,
  createVendor,
  imagesForm,
  pngImage,
  productSubmission,
} from '#api/test/factories.ts';
import { buyPaidOrder } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const post = (vendor: { id: string; token: string }, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/vendordashboard/${vendor.id}/products`, headers: bearer(vendor.token), payload });

async function approve(productId: string, commissionPercentage = 10) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/dashboard/products/${productId}/approve`,
    headers: bearer(admin),
    payload: { isApproved: true, commissionPercentage },
  });
  expect(response.statusCode).toBe(200);
}

describe('POST /api/vendordashboard/{vendorId}/products', () => {
  it('creates a pending artwork at the global rate, numbered in sequence, ignoring money fields sent by the client', async () => {
    const vendor = await createVendor(t.app);
    const first = await post(vendor, productSubmission({ CommissionPercentage: 0, CommissionAmount: 0, IsApproved: true }));
    const second = await post(vendor, productSubmission({ Title: 'Second light' }));
    expect(first.statusCode).toBe(201);
    const product = first.json();
    expect(product).toMatchObject({
      title: 'Monsoon over Kochi',
      status: 'pending',
      isApproved: false,
      isActive: true,
      isSoldOut: false,
      commissionPercentage: 30,
      commissionAmount: 300,
      vendorShare: 700,
      price: 1000,
      taxAmount: 50,
      totalPrice: 1050,
      vendorId: vendor.id,
      height: 36.5,
    });
    expect(product.productNumber).toMatch(/^P\d{5}$/);
    expect(Number(second.json().productNumber.slice(1))).toBe(Number(product.productNumber.slice(1)) + 1);
    expect(product.shippingOptions).toEqual([
      expect.objectContaining({ name: 'ART ORIGIN Domestic Shipping', cost: 25, estimatedDeliveryTime: 5 }),
      expect.objectContaining({ name: 'International', cost: 80.5, estimatedDeliveryTime: 14 }),
    ]);
  });

  it('says "Please fill in all required fields" and names each missing field', async () => {
    const vendor = await createVendor(t.app);
    const before = await t.database.db.$count(products);
    const response = await post(
      vendor,
      productSubmission({ Title: '', ArtistName: ' ', FrameType: undefined, CountryOfOrigin: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please fill in all required fields',
      errors: {
        Title: 'Title is required',
        ArtistName: 'Artist name is required',
        FrameType: 'Frame type is required',
        CountryOfOrigin: 'Country of origin is required',
      },
    });
    expect(await t.database.db.$count(products)).toBe(before);
  });

  it.each([
    [{ YearCreated: 1799 }, 'YearCreated', 'Invalid year'],
    [{ YearCreated: new Date().getFullYear() + 1 }, 'YearCreated', 'Invalid year'],
    [{ Width: 0 }, 'Width', 'Width must be greater than 0'],
    [{ Height: -3 }, 'Height', 'Height must be greater than 0'],
    [{ Price: 0 }, 'Price', 'Price must be greater than 0'],
    [{ Price: 10.005 }, 'Price', 'Price can have at most 2 decimals'],
    [{ CountryOfOrigin: 'Other' }, 'CountryOfOrigin', 'Please specify the country'],
    [{ Category: 'Medium', Subcategory: 'Nature' }, 'Subcategory', 'Subcategory is required'],
    [
      { ShippingOptions: [{ Name: 'International', Cost: 80, EstimatedDeliveryTime: 14 }] },
      'ShippingOptions',
      'Domestic shipping delivery time and cost are required',
    ],
    [
      { ShippingOptions: [{ Name: 'ART ORIGIN Domestic Shipping', Cost: '', EstimatedDeliveryTime: 5 }] },
      'ShippingOptions.0.Cost',
      'Shipping cost is required',
    ],
  ])('refuses %o', async (overrides, field, message) => {
    const vendor = await createVendor(t.app);
    const response = await post(vendor, productSubmission(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it("answers 404 for another vendor's id, 401 without a token and 403 for a customer", async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const customer = await createCustomer(t.app);
    expect((await post({ id: other.id, token: vendor.token }, productSubmission())).statusCode).toBe(404);
    const url = `/api/vendordashboard/${vendor.id}/products`;
    expect((await t.app.inject({ method: 'POST', url, payload: productSubmission() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(customer.token), payload: {} })).statusCode).toBe(403);
  });
});

it('keeps product numbers unique past P99999', async () => {
  const formatted = await t.database.db.execute(
    sql`select format_product_number(7) as small, format_product_number(99999) as largest, format_product_number(100000) as next`,
  );
  expect((formatted as unknown as { rows: unknown[] }).rows[0]).toEqual({ small: 'P00007', largest: 'P99999', next: 'P100000' });
});

describe('uploads', () => {
  it('stores images in order with the first as primary, and refuses a sixth', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, {}, 0);
    const url = `/api/vendordashboard/products/${product.id}/images`;
    const three = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(vendor.token),
      payload: imagesForm([await pngImage(), await pngImage(), await pngImage()]),
    });
    expect(three.statusCode).toBe(200);
    expect(three.json()).toHaveLength(3);
    const rows = await t.database.db.select().from(productImages).where(eq(productImages.productId, product.id));
    expect(rows.filter((row) => row.isPrimary).map((row) => row.url)).toEqual([three.json()[0]]);
    const three_more = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(vendor.token),
      payload: imagesForm([await pngImage(), await pngImage(), await pngImage()]),
    });
    expect(three_more.statusCode).toBe(400);
    expect(three_more.json().message).toBe('Maximum 5 images allowed');
  });

  it('refuses a file that is not an image, and uploads to another vendor’s product', async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, {}, 0);
    const url = `/api/vendordashboard/products/${product.id}/images`;
    const text = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(vendor.token),
      payload: imagesForm([Buffer.from('not an image')]),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ images: 'Only image files are allowed' });
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(other.token),
      payload: imagesForm([await pngImage()]),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('takes a PDF or PNG certificate, refuses other types and files over 5 MB', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, {}, 0);
    const url = `/api/vendordashboard/products/${product.id}/certificate`;
    const send = (content: Buffer, name: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: bearer(vendor.token),
        payload: imagesForm([content], 'certificate', 'application/pdf', name),
      });

    const pdf = await send(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF'), 'certificate.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().certificateUrl).toMatch(/^\/certificates\/[0-9a-f]{32}\.pdf$/);
    expect((await send(await pngImage(), 'certificate.png')).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/${vendor.id}/products`,
      headers: bearer(vendor.token),
    });
    expect(list.json()[0]).toMatchObject({ hasCertificate: true, certificateFileUrl: expect.stringMatching(/\.png$/) });

    expect((await send(Buffer.from('plain text'), 'certificate.txt')).json().message).toBe(
      'Certificate must be a PDF, JPG, JPEG or PNG file',
    );
    expect((await send(Buffer.from('plain text pretending'), 'certificate.pdf')).statusCode).toBe(400);
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await send(huge, 'big.pdf')).json().message).toBe('File size must be less than 5MB');
  });
});

describe('vendor product actions', () => {
  const act = (vendor: { token: string }, productId: string, action: 'soldout' | 'disable' | 'relist') =>
    t.app.inject({ method: 'PUT', url: `/api/vendordashboard/products/${productId}/${action}`, headers: bearer(vendor.token) });

  it('marks a live artwork sold out (still active) and disables another', async () => {
    const vendor = await createVendor(t.app);
    const sold = await createProduct(t.app, vendor);
    const disabled = await createProduct(t.app, vendor);
    await approve(sold.id);
    await approve(disabled.id);
    expect((await act(vendor, sold.id, 'soldout')).json()).toEqual({ status: 'sold_out' });
    expect((await act(vendor, disabled.id, 'disable')).json()).toEqual({ status: 'inactive' });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, sold.id));
    expect(row).toMatchObject({ isSoldOut: true, isActive: true });
  });

  it('refuses both actions for an artwork that is not live, and for another vendor', async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const pending = await createProduct(t.app, vendor);
    const response = await act(vendor, pending.id, 'soldout');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only live artworks can be marked sold out or disabled');
    await approve(pending.id);
    expect((await act(other, pending.id, 'disable')).statusCode).toBe(404);
    expect((await act(vendor, 'not-a-uuid', 'disable')).statusCode).toBe(404);
  });

  it('relists a sold-out artwork it still has, and the storefront shows it again', async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    await approve(product.id);
    const live = await act(vendor, product.id, 'relist');
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe('Only a sold-out artwork can be relisted');
    await act(vendor, product.id, 'soldout');
    expect((await act(other, product.id, 'relist')).statusCode).toBe(404);
    expect((await act(vendor, product.id, 'relist')).json()).toEqual({ status: 'live' });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ isSoldOut: false, isActive: true, isApproved: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/Product/${product.id}` })).json()).toMatchObject({ isSoldOut: false });
  });

  it('refuses to relist an artwork whose sale through an order stands', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    const sold = order.products[0];
    if (!sold) throw new Error('the order has no artwork');
    const response = await act(vendor, sold.id, 'relist');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This artwork was sold through an order: it can be listed again only once that order gives it back',
    );
    const [row] = await t.database.db.select().from(products).where(eq(products.id, sold.id));
    expect(row).toMatchObject({ isSoldOut: true });
  });

  it('changes status through PATCH with the same rules', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    await approve(product.id);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/vendordashboard/products/${product.id}/status`,
        headers: bearer(vendor.token),
        payload,
      });
    expect((await patch({ isActive: true, isSoldOut: false })).statusCode).toBe(400);
    expect((await patch({ isActive: false, isSoldOut: false })).json()).toEqual({ status: 'inactive' });
  });

  it('counts artworks by status for the dashboard', async () => {
    const vendor = await createVendor(t.app);
    const live = await createProduct(t.app, vendor);
    await createProduct(t.app, vendor);
    const sold = await createProduct(t.app, vendor);
    await approve(live.id);
    await approve(sold.id);
    await act(vendor, sold.id, 'soldout');
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/stats/${vendor.id}`,
      headers: bearer(vendor.token),
    });
    expect(stats.json()).toEqual({
      liveArtworks: 1,
      pendingArtworks: 1,
      soldArtworks: 1,
      inactiveArtworks: 0,
      totalEarnings: 0,
      pendingPayouts: 0,
      ordersToShip: 0,
    });
  });

  it("lists only the caller's products", async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    await createProduct(t.app, other);
    const mine = await createProduct(t.app, vendor);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/${vendor.id}/products`,
      headers: bearer(vendor.token),
    });
    expect(list.json().map((product: { id: string }) => product.id)).toEqual([mine.id]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/${other.id}/products`,
      headers: bearer(vendor.token),
    });
    expect(theirs.statusCode).toBe(404);
  });
});
