import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkHolds, orderItems, orders, vendorOrders } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const saveAddress = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/Orders/shipping', headers: bearer(token), payload });

describe('POST /api/Orders/shipping', () => {
  it('turns the cart into one order split per vendor, with every amount frozen in cents', async () => {
    const [kaveri, monsoon] = [await createVendor(t.app), await createVendor(t.app)];
    const first = await createLiveProduct(t.app, kaveri, admin, { Price: 1000, TaxAmount: 50 }, 30);
    const second = await createLiveProduct(t.app, kaveri, admin, { Price: 333.33, TaxAmount: 0 }, 12.5);
    const third = await createLiveProduct(t.app, monsoon, admin, { Price: 99.99, TaxAmount: 9.99 }, 30);
    const customer = await createCustomer(t.app);
    for (const product of [first, second, third]) await putInCart(t.app, customer.token, product);

    const response = await saveAddress(customer.token, shippingAddress());
    expect(response.statusCode).toBe(200);
    const created = response.json() as { orderId: string; orderNumber: string; shippingAddress: { phone: string } };
    expect(created.orderNumber).toMatch(/^AM\d{6,}$/);
    expect(created.shippingAddress.phone).toBe('+919876543210');

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, created.orderId));
    // Prices 1000 + 333.33 + 99.99, tax 50 + 0 + 9.99, domestic shipping 25 each.
    expect(order).toMatchObject({
      subtotalCents: 143_332,
      discountCents: 0,
      taxCents: 5_999,
      shippingCents: 7_500,
      totalCents: 156_831,
      status: 0,
      paymentStatus: 0,
      customerId: customer.id,
    });
    const splits = await t.database.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, created.orderId));
    expect(splits.map((split) => split.vendorOrderNumber).sort()).toEqual([
      `${created.orderNumber}-1`,
      `${created.orderNumber}-2`,
    ]);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, created.orderId));
    const bySecond = items.find((item) => item.productId === second.id);
    expect(bySecond).toMatchObject({
      priceCents: 33_333,
      commissionBasisPoints: 1250,
      commissionCents: 4_167,
      totalCents: 35_833,
    });
    expect(new Set(items.map((item) => item.vendorOrderId)).size).toBe(2);
  });

  it('reuses the unpaid order for an unchanged cart, and replaces it when the cart changes', async () => {
    const vendor = await createVendor(t.app);
    const [one, two] = [await createLiveProduct(t.app, vendor, admin), await createLiveProduct(t.app, vendor, admin)];
    const customer = await createCustomer(t.app);
    await putInCart(t.app, customer.token, one);
    const first = await placeOrder(t.app, customer.token);
    const again = await placeOrder(t.app, customer.token, shippingAddress({ city: 'Pune' }));
    expect(again.orderId).toBe(first.orderId);
    const [moved] = await t.database.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(moved?.shippingAddress.city).toBe('Pune');

    await putInCart(t.app, customer.token, two);
    const changed = await placeOrder(t.app, customer.token);
    expect(changed.orderId).not.toBe(first.orderId);
    const [replaced] = await t.database.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(replaced?.status).toBe(4);
  });

  it('releases the holds of the order that a changed cart replaces', async () => {
    const vendor = await createVendor(t.app);
    const [one, two] = [await createLiveProduct(t.app, vendor, admin), await createLiveProduct(t.app, vendor, admin)];
    const customer = await createCustomer(t.app);
    await putInCart(t.app, customer.token, one);
    const first = await placeOrder(t.app, customer.token);
    // A payment of the first order was started: its artwork is held.
    const expiresAt = new Date(Date.now() + 30 * 60_000);
    await t.database.db.insert(artworkHolds).values({ productId: one.id, orderId: first.orderId, kind: 'online', expiresAt });

    await putInCart(t.app, customer.token, two);
    await placeOrder(t.app, customer.token);
    const [hold] = await t.database.db.select().from(artworkHolds).where(eq(artworkHolds.orderId, first.orderId));
    expect(hold?.releasedAt).not.toBeNull();
    expect(hold?.releaseReason).toBe('replaced');
  });

  it('creates one order for a double submit', async () => {
    const vendor = await createVendor(t.app);
    const customer = await createCustomer(t.app);
    await putInCart(t.app, customer.token, await createLiveProduct(t.app, vendor, admin));
    const answers = await Promise.all([1, 2, 3].map(() => saveAddress(customer.token, shippingAddress())));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().orderId)).size).toBe(1);
    const placed = await t.database.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(placed).toHaveLength(1);
  });

  it('answers 409 for an empty cart and names an artwork that is no longer live', async () => {
    const customer = await createCustomer(t.app);
    const empty = await saveAddress(customer.token, shippingAddress());
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Your cart is empty');

    const vendor = await createVendor(t.app);
    const product = await createLiveProduct(t.app, vendor, admin, { Title: 'Dusk at Hampi' });
    await putInCart(t.app, customer.token, product);
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/dashboard/products/${product.id}/disable`,
      headers: bearer(admin),
    });
    expect(disabled.statusCode).toBe(200);
    const refused = await saveAddress(customer.token, shippingAddress());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('"Dusk at Hampi" is no longer available');
  });

  it('validates the address with a message per field and changes nothing', async () => {
    const customer = await createCustomer(t.app);
    const response = await saveAddress(customer.token, { ...shippingAddress(), email: 'not-an-email', zipCode: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ email: 'Please enter a valid email', zipCode: 'ZIP code is required' });
    expect(await t.database.db.select().from(orders).where(eq(orders.customerId, customer.id))).toHaveLength(0);
  });

  it('needs a customer token', async () => {
    const vendor = await createVendor(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/Orders/shipping', payload: shippingAddress() })).statusCode).toBe(
      401,
    );
    expect((await saveAddress(vendor.token, shippingAddress())).statusCode).toBe(403);
  });
});

describe('GET /api/Orders/{id}', () => {
  it('shows the owner the whole order, uncached, and nobody else', async () => {
    const vendor = await createVendor(t.app);
    const product = await createLiveProduct(t.app, vendor, admin, { Title: 'Salt Pans', Price: 200, TaxAmount: 20 });
    const buyer = await createCustomer(t.app);
    await putInCart(t.app, buyer.token, product);
    const { orderId, orderNumber } = await placeOrder(t.app, buyer.token);

    const response = await t.app.inject({ method: 'GET', url: `/api/Orders/${orderId}`, headers: bearer(buyer.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      orderNumber,
      status: 0,
      paymentStatus: 0,
      paymentMethod: null,
      subTotal: 200,
      taxAmount: 20,
      shippingAmount: 25,
      totalAmount: 245,
      // A bank transfer would take 5% of the 200 off: 235.00, or 19,505 rupees at 83.
      bankTransferQuote: { discountAmount: 10, totalAmount: 235, totalAmountInr: 19_505, exchangeRate: 83 },
      // At the price its page shows, tax included, and the tax in it (ADR 0045).
      orderItems: [{ quantity: 1, unitPrice: 220, taxAmount: 20, totalPrice: 220, product: { title: 'Salt Pans' } }],
      // What PayU would charge now: $245.00 at 83.
      payuQuote: { amountInr: 20_335, exchangeRate: 83 },
      payuCharge: null,
    });
    expect(response.json().shippingAddress).toBe('Asha Rao, 14 Marine Drive, Mumbai, Maharashtra 400020, India');

    const stranger = await createCustomer(t.app);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/Orders/${orderId}`, headers: bearer(stranger.token) });
    expect(hidden.statusCode).toBe(404);
    const garbage = await t.app.inject({ method: 'GET', url: '/api/Orders/not-a-uuid', headers: bearer(buyer.token) });
    expect(garbage.statusCode).toBe(404);
  });
});
