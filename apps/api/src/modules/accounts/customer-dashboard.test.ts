import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, vendorOrders } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn } from '#api/test/paypal-stand-in.ts';
import type { TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp());
});
afterAll(() => closeApp());

const get = (token: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function emptyCart(token: string) {
  const items = (await get(token, '/api/Cart')).json() as { id: string }[];
  for (const item of items) await t.app.inject({ method: 'DELETE', url: `/api/Cart/items/${item.id}`, headers: bearer(token) });
}

/** A customer's order for one new artwork, optionally paid through PayPal (the stand-in) or only started. */
async function orderArtwork(
  customer: { token: string },
  payment: 'none' | 'started' | 'paid',
  overrides: Record<string, unknown> = {},
) {
  const vendor = await createVendor(t.app);
  const product = await createLiveProduct(t.app, vendor, admin, overrides);
  await emptyCart(customer.token);
  await putInCart(t.app, customer.token, product);
  const order = await placeOrder(t.app, customer.token, shippingAddress());
  if (payment !== 'none') {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/create-paypal-order',
      headers: bearer(customer.token),
      payload: { orderId: order.orderId },
    });
    const { payPalOrderId } = created.json() as { payPalOrderId: string };
    if (payment === 'paid') {
      await paypal.sandbox.decideFor(payPalOrderId, 'approve');
      const captured = await t.app.inject({
        method: 'POST',
        url: '/api/Payment/capture-paypal-payment',
        headers: bearer(customer.token),
        payload: { orderId: order.orderId, payPalOrderId },
      });
      if (captured.json().status !== 'COMPLETED') throw new Error(`capture failed: ${captured.body}`);
    }
  }
  return order;
}

describe('GET /api/CustomerDashboard/initial-data', () => {
  it('answers the profile and the orders a payment started for, with amounts, items and tracking', async () => {
    const customer = await createCustomer(t.app);
    const paid = await orderArtwork(customer, 'paid', { Title: 'Harbour at Noon', Price: 1000, TaxAmount: 50 });
    const started = await orderArtwork(customer, 'started', { Title: 'Rain Study' });
    const abandoned = await orderArtwork(customer, 'none', { Title: 'Never Paid For' });

    const response = await get(customer.token, '/api/CustomerDashboard/initial-data');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.profile).toMatchObject({ id: customer.id, email: customer.input.email });
    const ids = body.recentOrders.map((order: { id: string }) => order.id);
    expect(ids).toEqual([started.orderId, paid.orderId]);
    expect(ids).not.toContain(abandoned.orderId);
    expect(body.recentOrders[1]).toEqual({
      id: paid.orderId,
      orderNumber: paid.orderNumber,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      status: 0,
      paymentStatus: 3,
      paymentMethod: 1,
      subTotal: 1000,
      discountAmount: 0,
      taxAmount: 50,
      shippingAmount: 25,
      totalAmount: 1075,
      trackingNumber: null,
      shippingProvider: null,
      // At the price its page showed, tax included (ADR 0045).
      items: [{ name: 'Harbour at Noon', unitPrice: 1050, taxAmount: 50, quantity: 1, totalPrice: 1050 }],
      shipments: [{ vendorOrderNumber: `${paid.orderNumber}-1`, status: 0, trackingNumber: null, shippingProvider: null }],
      // Paid just now and not shipped: the collector may cancel for 24 hours; nothing to return yet.
      paidAt: expect.any(String),
      cancellableUntil: expect.any(String),
      returnableUntil: null,
      returnQuote: null,
      refundedAmount: 0,
      returnStatus: null,
      paymentToComplete: null,
      refunds: [],
      payuCharge: null,
    });
    const paidOrder = body.recentOrders[1] as { paidAt: string; cancellableUntil: string };
    expect(Date.parse(paidOrder.cancellableUntil) - Date.parse(paidOrder.paidAt)).toBe(24 * 60 * 60_000);
    expect(body.recentOrders[0]).toMatchObject({ paymentStatus: 0, items: [{ name: 'Rain Study' }] });
  });

  it('shows the first tracking number a vendor entered', async () => {
    const customer = await createCustomer(t.app);
    const paid = await orderArtwork(customer, 'paid');
    // The row as the vendor's tracking form writes it (the form itself: fulfilment tests).
    await t.database.db
      .update(vendorOrders)
      .set({ trackingNumber: 'BD123456789IN', shippingProvider: 'India Post' })
      .where(eq(vendorOrders.orderId, paid.orderId));
    const [order] = (await get(customer.token, '/api/CustomerDashboard/initial-data')).json().recentOrders;
    expect(order).toMatchObject({ trackingNumber: 'BD123456789IN', shippingProvider: 'India Post' });
  });

  it('lists the newest 20 and pages the older ones through /orders', async () => {
    const customer = await createCustomer(t.app);
    const oldest = await orderArtwork(customer, 'started');
    const [template] = await t.database.db.select().from(orders).where(eq(orders.id, oldest.orderId));
    if (!template) throw new Error('order missing');
    // Twenty more started payments, newer one by one (copies of the first: only their dates matter here).
    for (let index = 1; index <= 20; index += 1) {
      const { id: _id, ...rest } = template;
      const [copy] = await t.database.db
        .insert(orders)
        .values({
          ...rest,
          orderNumber: `${template.orderNumber}-C${index}`,
          createdAt: new Date(template.createdAt.getTime() + index * 60_000),
        })
        .returning({ id: orders.id });
      await t.database.db.insert(payments).values({
        orderId: copy?.id ?? '',
        provider: 'paypal',
        providerReference: `COPY${index}${oldest.orderId}`,
        amountMinor: 1,
        currency: 'USD',
      });
    }

    const recent = (await get(customer.token, '/api/CustomerDashboard/initial-data')).json().recentOrders;
    expect(recent).toHaveLength(20);
    expect(recent[0].orderNumber).toBe(`${template.orderNumber}-C20`);
    expect(recent.map((order: { id: string }) => order.id)).not.toContain(oldest.orderId);

    const second = await get(customer.token, '/api/CustomerDashboard/orders?page=2&pageSize=20');
    expect(second.statusCode).toBe(200);
    expect(second.json().map((order: { id: string }) => order.id)).toEqual([oldest.orderId]);
    const small = await get(customer.token, '/api/CustomerDashboard/orders?page=2&pageSize=3');
    expect(small.json().map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      `${template.orderNumber}-C17`,
      `${template.orderNumber}-C16`,
      `${template.orderNumber}-C15`,
    ]);
    expect((await get(customer.token, '/api/CustomerDashboard/orders?pageSize=500')).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to a vendor', async () => {
    const vendor = await createVendor(t.app);
    expect((await get(undefined, '/api/CustomerDashboard/initial-data')).statusCode).toBe(401);
    expect((await get(undefined, '/api/CustomerDashboard/orders')).statusCode).toBe(401);
    expect((await get(vendor.token, '/api/CustomerDashboard/orders')).statusCode).toBe(403);
  });
});

describe('GET /api/CustomerDashboard/orders/{id}', () => {
  it("answers the owner's order and 404 to anyone else", async () => {
    const owner = await createCustomer(t.app);
    const stranger = await createCustomer(t.app);
    const paid = await orderArtwork(owner, 'paid', { Title: 'Kochi Dusk' });

    const own = await get(owner.token, `/api/CustomerDashboard/orders/${paid.orderId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: paid.orderId, paymentStatus: 3, items: [{ name: 'Kochi Dusk' }] });

    const theirs = await get(stranger.token, `/api/CustomerDashboard/orders/${paid.orderId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found');
    expect((await get(stranger.token, '/api/CustomerDashboard/orders')).json()).toEqual([]);
    expect((await get(owner.token, '/api/CustomerDashboard/orders/not-a-guid')).statusCode).toBe(404);
    expect((await get(owner.token, `/api/CustomerDashboard/orders/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
