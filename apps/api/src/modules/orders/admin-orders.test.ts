import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderAs } from '#api/test/admin-list-factories.ts';
import { createLiveProduct } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
const placed: Record<string, { orderId: string; orderNumber: string }> = {};
let buyer: Awaited<ReturnType<typeof createCustomer>>;
let vendorToken: string;

const get = (url: string, token: string | null = admin) =>
  t.app.inject({ method: 'GET', url, ...(token && { headers: bearer(token) }) });
const numbersOf = async (query: string) => {
  const response = await get(`/api/admin/dashboard/orders?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { orderNumber: string }[]).map((row) => row.orderNumber);
};

// Four orders in 2020, far from anything else the app creates: March 1, March 15 (late evening), April 1, April 2.
beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
  const [kaveri, monsoon] = [await createVendor(t.app), await createVendor(t.app)];
  vendorToken = kaveri.token;
  const live = (price: number, tax: number, vendor = kaveri) =>
    createLiveProduct(t.app, vendor, admin, { Price: price, TaxAmount: tax }, 30);
  buyer = await createCustomer(t.app, { firstName: 'Asha', lastName: 'Rao' });
  const other = await createCustomer(t.app, { firstName: 'Vikram', lastName: 'Sethi' });
  placed.march1 = await placeOrderAs(t, buyer, [await live(1000, 50), await live(333.33, 0), await live(99.99, 9.99, monsoon)], {
    status: 3,
    paymentStatus: 3,
    createdAt: '2020-03-01T08:00:00Z',
  });
  placed.march15 = await placeOrderAs(t, other, [await live(200, 10)], {
    status: 1,
    paymentStatus: 3,
    createdAt: '2020-03-15T23:59:30Z',
  });
  placed.april1 = await placeOrderAs(t, buyer, [await live(500, 0)], {
    status: 4,
    paymentStatus: 4,
    createdAt: '2020-04-01T00:00:00Z',
  });
  placed.april2 = await placeOrderAs(t, other, [await live(50, 5)], {
    status: 0,
    paymentStatus: 0,
    createdAt: '2020-04-02T12:00:00Z',
  });
});
afterAll(() => t.close());

const IN_2020 = 'startDate=2020-01-01&endDate=2020-12-31';

describe('GET /api/admin/dashboard/orders', () => {
  it('lists every order newest first with the spec columns and the total in X-Total-Count', async () => {
    const response = await get(`/api/admin/dashboard/orders?${IN_2020}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    const rows = response.json();
    expect(rows.map((row: { orderNumber: string }) => row.orderNumber)).toEqual([
      placed.april2?.orderNumber,
      placed.april1?.orderNumber,
      placed.march15?.orderNumber,
      placed.march1?.orderNumber,
    ]);
    // 1000 + 333.33 + 99.99, tax 59.99, shipping 3 x 25.
    expect(rows[3]).toEqual({
      id: placed.march1?.orderId,
      orderNumber: placed.march1?.orderNumber,
      customerId: buyer.id,
      customerName: 'Asha Rao',
      customerEmail: buyer.input.email,
      itemCount: 3,
      totalAmount: 1568.31,
      status: 3,
      paymentStatus: 3,
      createdAt: '2020-03-01T08:00:00.000Z',
    });
  });

  it('filters by inclusive calendar dates: the whole end day counts, the day after does not', async () => {
    expect(await numbersOf('startDate=2020-03-01&endDate=2020-03-15')).toEqual([
      placed.march15?.orderNumber,
      placed.march1?.orderNumber,
    ]);
    expect(await numbersOf('startDate=2020-03-16&endDate=2020-04-01')).toEqual([placed.april1?.orderNumber]);
    expect(await numbersOf('startDate=2020-04-02')).toEqual(expect.arrayContaining([placed.april2?.orderNumber]));
    expect(await numbersOf('endDate=2020-03-01')).toEqual([placed.march1?.orderNumber]);
  });

  it('filters by status, by payment status and by both', async () => {
    expect(await numbersOf(`${IN_2020}&status=4`)).toEqual([placed.april1?.orderNumber]);
    expect(await numbersOf(`${IN_2020}&paymentStatus=3`)).toEqual([placed.march15?.orderNumber, placed.march1?.orderNumber]);
    expect(await numbersOf(`${IN_2020}&status=1&paymentStatus=3`)).toEqual([placed.march15?.orderNumber]);
    expect(await numbersOf(`${IN_2020}&status=2`)).toEqual([]);
    expect(await numbersOf(`${IN_2020}&status=&paymentStatus=`)).toHaveLength(4);
  });

  it('pages and sorts on the server, the total counting every match', async () => {
    const second = await get(`/api/admin/dashboard/orders?${IN_2020}&page=2&pageSize=3`);
    expect(second.headers['x-total-count']).toBe('4');
    expect(second.json().map((row: { orderNumber: string }) => row.orderNumber)).toEqual([placed.march1?.orderNumber]);
    expect(await numbersOf(`${IN_2020}&sort=createdAt&pageSize=2`)).toEqual([
      placed.march1?.orderNumber,
      placed.march15?.orderNumber,
    ]);
    expect(await numbersOf(`${IN_2020}&sort=-totalAmount&pageSize=2`)).toEqual([
      placed.march1?.orderNumber,
      placed.april1?.orderNumber,
    ]);
    expect(await numbersOf(`${IN_2020}&sort=totalAmount&pageSize=1`)).toEqual([placed.april2?.orderNumber]);
  });

  it.each([
    ['status=7', 'Status must be an order status code from 0 to 4'],
    ['paymentStatus=x', 'Payment status must be a payment status code from 0 to 5'],
    ['startDate=2020-02-30', 'Start date must be a date (YYYY-MM-DD)'],
    ['endDate=yesterday', 'End date must be a date (YYYY-MM-DD)'],
    ['startDate=2020-04-02&endDate=2020-04-01', 'End date must not be before the start date'],
    ['pageSize=1000', 'pageSize must be a whole number from 1 to 100'],
    ['page=0', 'page must be a whole number of at least 1'],
    ['sort=customer', 'sort must be one of createdAt, -createdAt, totalAmount, -totalAmount'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(`/api/admin/dashboard/orders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/admin/dashboard/orders/{id}', () => {
  it('answers the admin order with tax and shipping allocated to items so the item totals make the order total', async () => {
    const response = await get(`/api/admin/dashboard/orders/${placed.march1?.orderId}`);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      orderNumber: placed.march1?.orderNumber,
      customerId: buyer.id,
      customerName: 'Asha Rao',
      subtotalAmount: 1433.32,
      discountAmount: 0,
      taxAmount: 59.99,
      shippingAmount: 75,
      totalAmount: 1568.31,
      status: 3,
      paymentStatus: 3,
      shippingAddress: expect.objectContaining({ city: 'Mumbai' }),
      billingAddress: expect.objectContaining({ city: 'Mumbai' }),
    });
    const byPrice = [...order.orderItems].sort((a, b) => b.unitPrice - a.unitPrice);
    // Tax 59.99 and shipping 75 in proportion to 1000 : 333.33 : 99.99.
    expect(byPrice).toEqual([
      expect.objectContaining({ quantity: 1, unitPrice: 1000, taxAmount: 41.85, shippingAmount: 52.33, itemTotal: 1094.18 }),
      expect.objectContaining({ quantity: 1, unitPrice: 333.33, taxAmount: 13.95, shippingAmount: 17.44, itemTotal: 364.72 }),
      expect.objectContaining({ quantity: 1, unitPrice: 99.99, taxAmount: 4.19, shippingAmount: 5.23, itemTotal: 109.41 }),
    ]);
    expect(byPrice[0]).toEqual({
      id: expect.any(String),
      productId: expect.any(String),
      productTitle: 'Monsoon over Kochi',
      quantity: 1,
      unitPrice: 1000,
      discountAmount: 0,
      taxAmount: 41.85,
      shippingAmount: 52.33,
      itemTotal: 1094.18,
    });
    const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
    expect(cents(order.orderItems.map((item: { itemTotal: number }) => item.itemTotal))).toBe(156_831);
  });

  it('answers 404 for an unknown order and for a malformed id', async () => {
    const unknown = await get('/api/admin/dashboard/orders/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found');
    expect((await get('/api/admin/dashboard/orders/AM000001')).statusCode).toBe(404);
  });
});

describe('who may read orders', () => {
  it('answers 401 without a token and 403 for a customer or a vendor', async () => {
    for (const url of ['/api/admin/dashboard/orders', `/api/admin/dashboard/orders/${placed.march1?.orderId}`]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, buyer.token)).statusCode).toBe(403);
      expect((await get(url, vendorToken)).statusCode).toBe(403);
    }
  });
});
