import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransfers, orders } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor, nextAddress, pngImage } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

// Issue 19, item 6: a declared amount carries its currency, a transfer cannot be dated in the
// future, and the admin's review flags what does not match the order.

let t: TestApp;
let admin: string;
const NOW = new Date('2026-11-26T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.now = () => NOW;
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

/** An order of one $1,000 artwork with $50 tax and $25 shipping: $1,025 by transfer, 85,075 rupees at 83. */
async function placedOrder() {
  const vendor = await createVendor(t.app);
  const artwork = await createLiveProduct(t.app, vendor, admin, { Price: 1000, TaxAmount: 50 });
  const customer = await createCustomer(t.app);
  await putInCart(t.app, customer.token, artwork);
  const order = await placeOrder(t.app, customer.token, shippingAddress());
  // The database stamps the order with the real clock, the app runs on NOW: place it an hour before NOW, or a
  // transfer dated NOW's day reads as made before the order as soon as the real date is a day past NOW.
  const placedAt = new Date(NOW.getTime() - 60 * 60 * 1000);
  await t.database.db.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, order.orderId));
  return { customer, order };
}

async function submit(token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('proofFile', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'receipt.png');
  return t.app.inject({
    method: 'POST',
    url: '/api/Orders/bank-transfer',
    headers: bearer(token),
    payload: form,
    remoteAddress: nextAddress(),
  });
}

const fieldsFor = (orderId: string, overrides: Record<string, string>) => ({
  orderId,
  transactionId: `UTR${Math.random().toString().slice(2, 14)}`,
  transactionDate: '2026-11-26',
  bankName: 'Chase',
  amount: '1025',
  ...overrides,
});

async function pendingRow(orderId: string) {
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/pending-bank-transfers', headers: bearer(admin) });
  return (list.json() as { orderId: string; mismatches: string[]; declaredCurrency: string }[]).find(
    (row) => row.orderId === orderId,
  );
}

describe('bank transfer details', () => {
  it('refuses a transaction date that has not come anywhere yet, and changes nothing', async () => {
    const { customer, order } = await placedOrder();
    const refused = await submit(customer.token, fieldsFor(order.orderId, { transactionDate: '2030-01-15' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'The transaction date cannot be in the future',
      errors: { transactionDate: 'The transaction date cannot be in the future' },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.paymentStatus).toBe(0);
    expect(await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.orderId))).toEqual([]);
    // Already tomorrow in Kiribati (UTC+14) at 10:00 UTC: a date it may carry there is taken.
    expect((await submit(customer.token, fieldsFor(order.orderId, { transactionDate: '2026-11-27' }))).statusCode).toBe(200);
  });

  it('keeps the currency of the declared amount, and flags an amount that is not the total in it', async () => {
    const { customer, order } = await placedOrder();
    // A declaration below the total is refused at submission (ADR 0030); above it is the admin's to check.
    const sent = await submit(customer.token, fieldsFor(order.orderId, { amount: '1100', currency: 'USD' }));
    expect(sent.statusCode).toBe(200);
    expect(await pendingRow(order.orderId)).toMatchObject({
      amount: 1100,
      declaredCurrency: 'USD',
      mismatches: ['Declared $1,100.00, but the order total is $1,025.00'],
    });
  });

  it('flags nothing when the rupees sent are the total at the quoted rate', async () => {
    const { customer, order } = await placedOrder();
    const sent = await submit(customer.token, fieldsFor(order.orderId, { amount: '85,075.00', currency: 'INR' }));
    expect(sent.statusCode).toBe(200);
    expect(await pendingRow(order.orderId)).toMatchObject({ amount: 85_075, declaredCurrency: 'INR', mismatches: [] });
  });

  it('refuses a currency other than dollars or rupees', async () => {
    const { customer, order } = await placedOrder();
    const refused = await submit(customer.token, fieldsFor(order.orderId, { currency: 'EUR' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ currency: 'Please choose the currency you transferred' });
  });
});
