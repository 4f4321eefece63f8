import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, vendorOrders } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn, payWithPayPal } from '#api/test/paypal-stand-in.ts';
import { sentMail, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp());
});
afterAll(() => closeApp());

type Vendor = Awaited<ReturnType<typeof createVendor>>;
type Customer = Awaited<ReturnType<typeof createCustomer>>;

/** One order of a new customer for one new artwork of each vendor, paid through the PayPal stand-in unless `paid` is false. */
async function orderFrom(vendors: Vendor[], options: { paid?: boolean; customer?: Customer; titles?: string[] } = {}) {
  const customer = options.customer ?? (await createCustomer(t.app));
  for (const [index, vendor] of vendors.entries()) {
    const title = options.titles?.[index] ?? `Study ${index + 1}`;
    const product = await createLiveProduct(t.app, vendor, admin, { Title: title, Price: 1000, TaxAmount: 50 });
    await putInCart(t.app, customer.token, product);
  }
  const order = await placeOrder(t.app, customer.token, shippingAddress({ email: customer.input.email }));
  if (options.paid !== false) await payWithPayPal(t.app, paypal, customer.token, order.orderId);
  const parts = await t.database.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, order.orderId));
  const partOf = (vendor: Vendor) => parts.find((part) => part.vendorId === vendor.id)?.id ?? '';
  return { ...order, customer, partOf };
}

const listOrders = (vendor: Vendor, vendorId = vendor.id) =>
  t.app.inject({ method: 'GET', url: `/api/vendordashboard/orders/${vendorId}`, headers: bearer(vendor.token) });
const getTracking = (vendor: Vendor, orderId: string) =>
  t.app.inject({ method: 'GET', url: `/api/vendordashboard/orders/${orderId}/tracking`, headers: bearer(vendor.token) });
const putTracking = (vendor: Vendor, orderId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/vendordashboard/orders/${orderId}/tracking`, headers: bearer(vendor.token), payload });
const putStatus = (vendor: Vendor, orderId: string, status: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/vendordashboard/orders/${orderId}/status`,
    headers: { ...bearer(vendor.token), 'content-type': 'application/json' },
    payload: JSON.stringify(status),
  });
const parentStatus = async (orderId: string) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
const part = async (id: string) => (await t.database.db.select().from(vendorOrders).where(eq(vendorOrders.id, id)))[0];
const TRACKING = { trackingNumber: 'BD123456789IN', shippingProvider: 'India Post' };

describe('GET /api/vendordashboard/orders/{vendorId}', () => {
  it("lists only the caller's paid orders, newest first, with the price breakdown", async () => {
    const [vendor, other] = [await createVendor(t.app), await createVendor(t.app)];
    const first = await orderFrom([vendor, other], { titles: ['Harbour at Noon', 'Not Mine'] });
    await orderFrom([vendor], { paid: false, titles: ['Never Paid For'] });
    const second = await orderFrom([vendor], { titles: ['Rain Study'] });

    const response = await listOrders(vendor);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { orderId: string; productNames: string }[];
    expect(list.map((order) => order.productNames)).toEqual(['Rain Study', 'Harbour at Noon']);
    expect(list[1]).toEqual({
      orderId: first.partOf(vendor),
      vendorOrderNumber: expect.stringMatching(new RegExp(`^${first.orderNumber}-[12]$`)),
      orderNumber: first.orderNumber,
      customerName: 'Asha Rao',
      productNames: 'Harbour at Noon',
      amount: 1000,
      discount: 0,
      tax: 50,
      shippingCost: 25,
      totalPrice: 1075,
      commission: 300,
      earnings: 775,
      commissionOnFullPrice: 300,
      discountPaidByPlatform: 0,
      discountPaidByYou: 0,
      status: 0,
      paymentStatus: 3,
      amountReceived: true,
      shippingAddress: {
        name: 'Asha Rao',
        phone: expect.any(String),
        address: '14 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: '400020',
        country: 'India',
      },
      trackingNumber: null,
      shippingProvider: null,
      parentOrderStatus: 0,
      paidAt: expect.stringMatching(/Z$/),
      shippedAt: null,
      deliveredAt: null,
      refundedAmount: 0,
      earningDeductions: [],
      netEarnings: 775,
      items: [
        {
          id: expect.any(String),
          productId: expect.any(String),
          title: 'Harbour at Noon',
          shippingOptionName: 'ART ORIGIN Domestic Shipping',
          price: 1000,
          discount: 0,
          tax: 50,
          shippingCost: 25,
          commission: 300,
          total: 1075,
          earnings: 775,
          shippingWarning: null,
          returned: null,
        },
      ],
    });
    expect(list[0]?.orderId).toBe(second.partOf(vendor));
  });

  it("answers 404 for another vendor's id, 401 without a token and 403 for a customer", async () => {
    const [vendor, other] = [await createVendor(t.app), await createVendor(t.app)];
    expect((await listOrders(vendor, other.id)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/vendordashboard/orders/${vendor.id}` });
    expect(anonymous.statusCode).toBe(401);
    const customer = await createCustomer(t.app);
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/orders/${vendor.id}`,
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('tracking', () => {
  it('needs both fields, with the spec message', async () => {
    const vendor = await createVendor(t.app);
    const order = await orderFrom([vendor]);
    for (const payload of [{ trackingNumber: 'BD1' }, { trackingNumber: ' ', shippingProvider: 'India Post' }]) {
      const response = await putTracking(vendor, order.partOf(vendor), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter both tracking number and shipping provider');
    }
    expect((await part(order.partOf(vendor)))?.status).toBe(0);
  });

  it('saves the tracking, marks the order shipped and e-mails the customer; GET answers it', async () => {
    const vendor = await createVendor(t.app);
    const order = await orderFrom([vendor], { titles: ['Harbour at Noon'] });
    const id = order.partOf(vendor);
    const saved = await putTracking(vendor, id, { trackingNumber: ' BD123456789IN ', shippingProvider: 'India Post' });
    expect(saved.statusCode).toBe(200);
    const expected = { orderId: id, ...TRACKING, status: 2, parentOrderStatus: 2 };
    expect(saved.json()).toEqual(expected);
    expect((await getTracking(vendor, id)).json()).toEqual(expected);
    expect((await part(id))?.shippedAt).toBeInstanceOf(Date);
    expect(await parentStatus(order.orderId)).toBe(2);

    const mail = (await sentMail(t)).find((message) =>
      message.includes(`Your Art Market order ${order.orderNumber} has shipped`),
    );
    expect(mail).toContain(`To: ${order.customer.input.email}`);
    expect(mail).toContain('Tracking number: BD123456789IN');
    expect(mail).toContain('Shipping provider: India Post');
    expect(mail).toContain('Harbour at Noon');
    expect(mail).toContain('<p>');
  });

  it('lets a shipped order correct its tracking but not a delivered one', async () => {
    const vendor = await createVendor(t.app);
    const order = await orderFrom([vendor]);
    const id = order.partOf(vendor);
    await putTracking(vendor, id, TRACKING);
    const corrected = await putTracking(vendor, id, { ...TRACKING, trackingNumber: 'BD999IN' });
    expect(corrected.json()).toMatchObject({ trackingNumber: 'BD999IN', status: 2 });
    expect((await putStatus(vendor, id, 3)).statusCode).toBe(200);
    const late = await putTracking(vendor, id, TRACKING);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('An order that is delivered cannot go back to shipped');
    expect((await part(id))?.trackingNumber).toBe('BD999IN');
  });
});

describe('PUT /api/vendordashboard/orders/{orderId}/status', () => {
  it('takes a bare integer, moves forward, and delivery stamps the time and e-mails the customer', async () => {
    const vendor = await createVendor(t.app);
    const order = await orderFrom([vendor]);
    const id = order.partOf(vendor);
    const processing = await putStatus(vendor, id, 1);
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toEqual({ orderId: id, status: 1, parentOrderStatus: 1 });
    await putTracking(vendor, id, TRACKING);
    const delivered = await putStatus(vendor, id, 3);
    expect(delivered.json()).toEqual({ orderId: id, status: 3, parentOrderStatus: 3 });
    const row = await part(id);
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect(await parentStatus(order.orderId)).toBe(3);
    const mail = (await sentMail(t)).find((message) => message.includes(`order ${order.orderNumber} has been delivered`));
    expect(mail).toContain(`To: ${order.customer.input.email}`);
  });

  it('never moves back, and cancels only before shipping', async () => {
    const vendor = await createVendor(t.app);
    const delivered = await orderFrom([vendor]);
    const deliveredId = delivered.partOf(vendor);
    await putTracking(vendor, deliveredId, TRACKING);
    await putStatus(vendor, deliveredId, 3);
    const back = await putStatus(vendor, deliveredId, 0);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order that is delivered cannot go back to pending');
    expect((await part(deliveredId))?.status).toBe(3);

    const shipped = await orderFrom([vendor]);
    await putTracking(vendor, shipped.partOf(vendor), TRACKING);
    const cancel = await putStatus(vendor, shipped.partOf(vendor), 4);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('A shipped order can no longer be cancelled');

    const pending = await orderFrom([vendor]);
    const cancelled = await putStatus(vendor, pending.partOf(vendor), 4);
    expect(cancelled.json()).toMatchObject({ status: 4, parentOrderStatus: 4 });
    expect((await putStatus(vendor, pending.partOf(vendor), 1)).statusCode).toBe(409);
    expect((await putTracking(vendor, pending.partOf(vendor), TRACKING)).statusCode).toBe(409);
  });

  it('refuses a code outside 0-4 and a non-integer', async () => {
    const vendor = await createVendor(t.app);
    const order = await orderFrom([vendor]);
    for (const body of [5, 1.5, 'Shipped']) {
      const response = await putStatus(vendor, order.partOf(vendor), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please choose a valid order status');
    }
  });
});

describe("another vendor's order, or an unpaid one", () => {
  it('is 404 for every call, and nothing changes', async () => {
    const [vendor, stranger] = [await createVendor(t.app), await createVendor(t.app)];
    const paid = await orderFrom([vendor]);
    const unpaid = await orderFrom([vendor], { paid: false });
    for (const [caller, id] of [
      [stranger, paid.partOf(vendor)],
      [vendor, unpaid.partOf(vendor)],
      [vendor, 'not-a-uuid'],
    ] as const) {
      expect((await getTracking(caller, id)).statusCode).toBe(404);
      expect((await putTracking(caller, id, TRACKING)).statusCode).toBe(404);
      expect((await putStatus(caller, id, 1)).statusCode).toBe(404);
    }
    expect(await part(paid.partOf(vendor))).toMatchObject({ status: 0, trackingNumber: null });
    expect(await part(unpaid.partOf(vendor))).toMatchObject({ status: 0, trackingNumber: null });
  });
});

describe('the customer order follows its vendor orders', () => {
  it('is shipped when one parcel ships, delivered when every parcel not cancelled is delivered', async () => {
    const [a, b, c] = [await createVendor(t.app), await createVendor(t.app), await createVendor(t.app)];
    const order = await orderFrom([a, b, c]);
    expect((await putStatus(b, order.partOf(b), 1)).json().parentOrderStatus).toBe(1);
    expect((await putTracking(a, order.partOf(a), TRACKING)).json().parentOrderStatus).toBe(2);
    expect((await putStatus(c, order.partOf(c), 4)).json().parentOrderStatus).toBe(2);
    expect((await putStatus(a, order.partOf(a), 3)).json().parentOrderStatus).toBe(2);
    await putTracking(b, order.partOf(b), TRACKING);
    expect((await putStatus(b, order.partOf(b), 3)).json()).toMatchObject({ status: 3, parentOrderStatus: 3 });
    expect(await parentStatus(order.orderId)).toBe(3);
  });

  it('is cancelled when every parcel is', async () => {
    const [a, b] = [await createVendor(t.app), await createVendor(t.app)];
    const order = await orderFrom([a, b]);
    expect((await putStatus(a, order.partOf(a), 4)).json().parentOrderStatus).toBe(0);
    expect((await putStatus(b, order.partOf(b), 4)).json().parentOrderStatus).toBe(4);
  });
});

describe('what the others see', () => {
  it("counts the vendor's orders to ship", async () => {
    const vendor = await createVendor(t.app);
    const stats = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/vendordashboard/stats/${vendor.id}`, headers: bearer(vendor.token) })
      ).json().ordersToShip;
    const [one, two] = [await orderFrom([vendor]), await orderFrom([vendor])];
    await orderFrom([vendor], { paid: false });
    const three = await orderFrom([vendor]);
    expect(await stats()).toBe(3);
    await putStatus(vendor, one.partOf(vendor), 1);
    expect(await stats()).toBe(3);
    await putTracking(vendor, two.partOf(vendor), TRACKING);
    await putStatus(vendor, three.partOf(vendor), 4);
    expect(await stats()).toBe(1);
  });

  it('the customer sees each parcel with its tracking', async () => {
    const [a, b] = [await createVendor(t.app), await createVendor(t.app)];
    const order = await orderFrom([a, b]);
    await putTracking(b, order.partOf(b), TRACKING);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/CustomerDashboard/initial-data',
      headers: bearer(order.customer.token),
    });
    const [view] = dashboard.json().recentOrders;
    expect(view).toMatchObject({ status: 2, ...TRACKING });
    const numberOf = async (vendorOrderId: string) => (await part(vendorOrderId))?.vendorOrderNumber;
    expect(view.shipments).toEqual(
      expect.arrayContaining([
        { vendorOrderNumber: await numberOf(order.partOf(a)), status: 0, trackingNumber: null, shippingProvider: null },
        { vendorOrderNumber: await numberOf(order.partOf(b)), status: 2, ...TRACKING },
      ]),
    );
    expect(view.shipments).toHaveLength(2);
  });
});

describe('the OpenAPI document', () => {
  it('describes the status call with a bare integer body', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const status = docs.paths['/api/vendordashboard/orders/{orderId}/status'].put;
    expect(status.requestBody.content['application/json'].schema).toMatchObject({ type: 'integer' });
    expect(docs.paths['/api/vendordashboard/orders/{vendorId}']).toBeDefined();
  });
});
