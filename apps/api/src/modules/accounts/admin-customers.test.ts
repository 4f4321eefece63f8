import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderAs, setJoinDate } from '#api/test/admin-list-factories.ts';
import { createLiveProduct, placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { approveTransferInFull, submitBankTransfer } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
let asha: Awaited<ReturnType<typeof createCustomer>>;
let vikram: Awaited<ReturnType<typeof createCustomer>>;
let nadia: Awaited<ReturnType<typeof createCustomer>>;
let vendorToken: string;
const ashaOrders: { orderId: string; orderNumber: string }[] = [];

const get = (url: string, token: string | null = admin) =>
  t.app.inject({ method: 'GET', url, ...(token && { headers: bearer(token) }) });
const emailsOf = async (query: string) => {
  const response = await get(`/api/admin/dashboard/customers?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { email: string }[]).map((row) => row.email);
};

// Three customers who joined in 2019 (Jan 10, Feb 20 late evening, Mar 5); Asha has four orders.
beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
  const vendor = await createVendor(t.app);
  vendorToken = vendor.token;
  const live = (price: number) => createLiveProduct(t.app, vendor, admin, { Price: price, TaxAmount: 0 }, 30);
  asha = await createCustomer(t.app, { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@gallery.example' });
  vikram = await createCustomer(t.app, { firstName: 'Vikram', lastName: 'Sethi', email: 'v.sethi@example.org' });
  nadia = await createCustomer(t.app, { firstName: 'Nadia', lastName: 'Kapoor', email: 'nadia_k@example.net' });
  await setJoinDate(t, asha.id, '2019-01-10T09:00:00Z');
  await setJoinDate(t, vikram.id, '2019-02-20T23:30:00Z');
  await setJoinDate(t, nadia.id, '2019-03-05T10:00:00Z');
  // Paid and delivered $125, paid and shipped $225, cancelled after a failed payment $75, pending $50 (shipping $25 each).
  ashaOrders.push(
    await placeOrderAs(t, asha, [await live(100)], { status: 3, paymentStatus: 3, createdAt: '2020-01-01T10:00:00Z' }),
  );
  ashaOrders.push(
    await placeOrderAs(t, asha, [await live(200)], { status: 2, paymentStatus: 3, createdAt: '2020-02-01T10:00:00Z' }),
  );
  ashaOrders.push(
    await placeOrderAs(t, asha, [await live(50)], { status: 4, paymentStatus: 4, createdAt: '2020-03-01T10:00:00Z' }),
  );
  ashaOrders.push(await placeOrderAs(t, asha, [await live(25), await live(0.5)], { createdAt: '2020-04-01T10:00:00Z' }));
  await placeOrderAs(t, vikram, [await live(300)], { status: 1, paymentStatus: 1, createdAt: '2020-01-15T10:00:00Z' });
});
afterAll(() => t.close());

const IN_2019 = 'startDate=2019-01-01&endDate=2019-12-31';

describe('GET /api/admin/dashboard/customers', () => {
  it('lists customers newest first with paid orders, total spent and the total in X-Total-Count', async () => {
    const response = await get(`/api/admin/dashboard/customers?${IN_2019}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const rows = response.json();
    expect(rows.map((row: { id: string }) => row.id)).toEqual([nadia.id, vikram.id, asha.id]);
    expect(rows[2]).toEqual({
      id: asha.id,
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@gallery.example',
      mobileNumber: expect.any(String),
      totalOrders: 2,
      totalSpent: 350,
      createdAt: '2019-01-10T09:00:00.000Z',
    });
    // Vikram's only order is still being paid: no order yet.
    expect(rows[1]).toMatchObject({ totalOrders: 0, totalSpent: 0 });
    expect(rows[0]).toMatchObject({ totalOrders: 0, totalSpent: 0 });
  });

  it('filters by inclusive join dates', async () => {
    expect(await emailsOf('startDate=2019-01-11&endDate=2019-02-20')).toEqual(['v.sethi@example.org']);
    expect(await emailsOf('startDate=2019-02-21&endDate=2019-03-05')).toEqual(['nadia_k@example.net']);
    expect(await emailsOf('endDate=2019-01-10')).toEqual(['asha.rao@gallery.example']);
  });

  it('searches first name, last name or e-mail, ignoring case, and takes % and _ literally', async () => {
    expect(await emailsOf(`${IN_2019}&searchTerm=ASHA`)).toEqual(['asha.rao@gallery.example']);
    expect(await emailsOf(`${IN_2019}&searchTerm=sethi`)).toEqual(['v.sethi@example.org']);
    expect(await emailsOf(`${IN_2019}&searchTerm=Vikram%20Se`)).toEqual(['v.sethi@example.org']);
    expect(await emailsOf(`${IN_2019}&searchTerm=gallery.EXAMPLE`)).toEqual(['asha.rao@gallery.example']);
    expect(await emailsOf(`${IN_2019}&searchTerm=ka`)).toEqual(['nadia_k@example.net']);
    expect(await emailsOf(`${IN_2019}&searchTerm=a_k`)).toEqual(['nadia_k@example.net']);
    expect(await emailsOf(`${IN_2019}&searchTerm=%25`)).toEqual([]);
    expect(await emailsOf(`${IN_2019}&searchTerm=%20%20`)).toHaveLength(3);
  });

  it('pages and sorts by name', async () => {
    const second = await get(`/api/admin/dashboard/customers?${IN_2019}&page=2&pageSize=2`);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.json().map((row: { id: string }) => row.id)).toEqual([asha.id]);
    expect(await emailsOf(`${IN_2019}&sort=name`)).toEqual([
      'asha.rao@gallery.example',
      'nadia_k@example.net',
      'v.sethi@example.org',
    ]);
    expect(await emailsOf(`${IN_2019}&sort=createdAt&pageSize=1`)).toEqual(['asha.rao@gallery.example']);
  });

  it.each([
    ['startDate=2019-13-01', 'Start date must be a date (YYYY-MM-DD)'],
    ['startDate=2019-03-02&endDate=2019-03-01', 'End date must not be before the start date'],
    [`searchTerm=${'x'.repeat(101)}`, 'Search term must be at most 100 characters'],
    ['sort=spent', 'sort must be one of createdAt, -createdAt, name, -name'],
    ['pageSize=0', 'pageSize must be a whole number from 1 to 100'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(`/api/admin/dashboard/customers?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/admin/dashboard/customers/{id}', () => {
  it('answers contact, join date, order counts, money spent and the newest orders', async () => {
    const response = await get(`/api/admin/dashboard/customers/${asha.id}`);
    expect(response.statusCode).toBe(200);
    const customer = response.json();
    expect(customer).toMatchObject({
      id: asha.id,
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@gallery.example',
      createdAt: '2019-01-10T09:00:00.000Z',
      // The cancelled order was never paid, nor is the newest: neither counts.
      totalOrders: 2,
      completedOrders: 1,
      cancelledOrders: 0,
      totalSpent: 350,
    });
    expect(customer.recentOrders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(
      [...ashaOrders].reverse().map((order) => order.orderNumber),
    );
    expect(customer.recentOrders[0]).toEqual({
      id: ashaOrders[3]?.orderId,
      orderNumber: ashaOrders[3]?.orderNumber,
      createdAt: '2020-04-01T10:00:00.000Z',
      itemCount: 2,
      totalAmount: 75.5,
      status: 0,
      paymentStatus: 0,
    });
  });

  it('answers a customer without orders with zeros and no recent orders', async () => {
    const customer = (await get(`/api/admin/dashboard/customers/${nadia.id}`)).json();
    expect(customer).toMatchObject({ totalOrders: 0, completedOrders: 0, cancelledOrders: 0, totalSpent: 0, recentOrders: [] });
  });

  it('answers 404 for an unknown customer and for a malformed id', async () => {
    const unknown = await get('/api/admin/dashboard/customers/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Customer not found');
    expect((await get('/api/admin/dashboard/customers/asha')).statusCode).toBe(404);
  });
});

describe('who may read customers', () => {
  it('answers 401 without a token and 403 for a customer or a vendor', async () => {
    for (const url of ['/api/admin/dashboard/customers', `/api/admin/dashboard/customers/${asha.id}`]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, asha.token)).statusCode).toBe(403);
      expect((await get(url, vendorToken)).statusCode).toBe(403);
    }
  });
});

describe("a customer's orders and total spent, net of refunds", () => {
  // Three paid orders of $125, $225 and $325 (bank transfer, 5% off the artwork: $120, $215, $310), then a partial
  // refund of $50 on the first, a full refund of the second, and a fourth order whose transfer is still held.
  it('counts paid orders only and subtracts every refund; a fully refunded order counts and adds 0', async () => {
    const vendor = await createVendor(t.app);
    const meera = await createCustomer(t.app, { firstName: 'Meera', lastName: 'Iyer' });
    const buy = async (price: number, paid = true) => {
      await putInCart(t.app, meera.token, await createLiveProduct(t.app, vendor, admin, { Price: price, TaxAmount: 0 }, 25));
      const order = await placeOrder(t.app, meera.token);
      await submitBankTransfer(t.app, meera.token, order.orderId);
      if (paid) await approveTransferInFull(t.app, admin, order.orderId);
      return order;
    };
    const refund = (orderId: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/dashboard/orders/${orderId}/refund`,
        headers: { ...bearer(admin), 'idempotency-key': `refund-${orderId}` },
        payload,
      });
    const partly = await buy(100);
    const wholly = await buy(200);
    await buy(300);
    const held = await buy(400, false);
    expect((await refund(partly.orderId, { amount: 50, reason: 'Frame scratched' })).json()).toMatchObject({
      paymentStatus: 3,
      refundedAmount: 50,
    });
    expect((await refund(wholly.orderId, { reason: 'Lost in transit' })).json()).toMatchObject({ paymentStatus: 5 });

    const expected = { totalOrders: 3, totalSpent: 120 - 50 + 0 + 310 };
    const detail = (await get(`/api/admin/dashboard/customers/${meera.id}`)).json();
    expect(detail).toMatchObject(expected);
    // The held order is shown to the admin with its payment status, but is no order yet.
    expect(detail.recentOrders.map((order: { id: string }) => order.id)).toContain(held.orderId);
    const rows = (
      await get(`/api/admin/dashboard/customers?searchTerm=${encodeURIComponent(meera.input.email as string)}`)
    ).json();
    expect(rows).toEqual([expect.objectContaining(expected)]);
  });
});
