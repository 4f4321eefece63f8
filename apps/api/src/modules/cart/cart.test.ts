import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, createCustomer, createProduct, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
let vendor: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
  vendor = await createVendor(t.app);
});
afterAll(() => t.close());

async function liveProduct(overrides: Record<string, unknown> = {}) {
  const product = await createProduct(t.app, vendor, overrides);
  await t.app.inject({
    method: 'PUT',
    url: `/api/admin/dashboard/products/${product.id}/approve`,
    headers: bearer(admin),
    payload: { isApproved: true, commissionPercentage: 10 },
  });
  const detail = (await t.app.inject({ method: 'GET', url: `/api/Product/${product.id}` })).json();
  return {
    id: product.id as string,
    domestic: detail.shippingOptions[0].id as string,
    international: detail.shippingOptions[1].id as string,
  };
}

const add = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/Cart/add', headers: bearer(token), payload });

describe('cart', () => {
  it('adds an artwork once, with its shipping choice and totals', async () => {
    const customer = await createCustomer(t.app);
    const product = await liveProduct({ Title: 'Harbour Lights', Price: 400, TaxAmount: 20 });
    const first = await add(customer.token, { productId: product.id, shippingOptionId: product.domestic });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([
      {
        id: expect.any(String),
        productId: product.id,
        title: 'Harbour Lights',
        artistName: 'Meera Iyer',
        imageUrl: expect.stringMatching(/^\/uploads\//),
        price: 400,
        totalPrice: 420,
        shippingName: 'ART ORIGIN Domestic Shipping',
        shippingCost: 25,
        countryOfOrigin: 'India',
        shippingOptions: [
          { id: product.domestic, name: 'ART ORIGIN Domestic Shipping', cost: 25 },
          { id: product.international, name: 'International', cost: 80.5 },
        ],
      },
    ]);
    const again = await add(customer.token, { productId: product.id, shippingOptionId: product.international });
    expect(again.json()).toHaveLength(1);
    expect(again.json()[0]).toMatchObject({ shippingName: 'International', shippingCost: 80.5 });
    expect((await t.app.inject({ method: 'GET', url: '/api/Cart', headers: bearer(customer.token) })).json()).toHaveLength(1);
  });

  it('refuses sold, pending and disabled artworks with 409, and a foreign shipping option with 400', async () => {
    const customer = await createCustomer(t.app);
    const sold = await liveProduct();
    await t.app.inject({ method: 'PUT', url: `/api/admin/dashboard/products/${sold.id}/soldout`, headers: bearer(admin) });
    const soldAnswer = await add(customer.token, { productId: sold.id, shippingOptionId: sold.domestic });
    expect(soldAnswer.statusCode).toBe(409);
    expect(soldAnswer.json().message).toBe('This artwork is no longer available');

    const pending = await createProduct(t.app, vendor);
    expect((await add(customer.token, { productId: pending.id, shippingOptionId: sold.domestic })).statusCode).toBe(409);

    const other = await liveProduct();
    const foreign = await add(customer.token, { productId: other.id, shippingOptionId: sold.domestic });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Please select a shipping option first');
    expect((await add(customer.token, { productId: 'x', shippingOptionId: 'y' })).statusCode).toBe(404);
  });

  it('keeps the shipping choice of a line whose artwork sold, or when the option is not its own', async () => {
    const customer = await createCustomer(t.app);
    const product = await liveProduct();
    const other = await liveProduct();
    await add(customer.token, { productId: product.id, shippingOptionId: product.domestic });
    const foreign = await add(customer.token, { productId: product.id, shippingOptionId: other.international });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Please select a shipping option first');
    await t.app.inject({ method: 'PUT', url: `/api/admin/dashboard/products/${product.id}/soldout`, headers: bearer(admin) });
    const sold = await add(customer.token, { productId: product.id, shippingOptionId: product.international });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe('This artwork is no longer available');
    const cart = (await t.app.inject({ method: 'GET', url: '/api/Cart', headers: bearer(customer.token) })).json();
    expect(cart).toEqual([expect.objectContaining({ productId: product.id, shippingName: 'ART ORIGIN Domestic Shipping' })]);
  });

  it("removes the caller's own lines only", async () => {
    const customer = await createCustomer(t.app);
    const stranger = await createCustomer(t.app);
    const product = await liveProduct();
    const [line] = (await add(customer.token, { productId: product.id, shippingOptionId: product.domestic })).json();
    const url = `/api/Cart/items/${line.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(stranger.token) })).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: bearer(customer.token) });
    expect(removed.json()).toEqual([]);
  });

  it('needs a customer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Cart' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/Cart', headers: bearer(vendor.token) })).statusCode).toBe(403);
  });
});
