import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkHolds, bankTransfers, orders } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor, nextAddress, pngImage } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, sentMail, type TestApp } from '#api/test/test-app.ts';

// Issue 28, item 7: NEFT (an Indian account and IFSC) only for delivery in India; elsewhere an
// international wire when the server offers one (BANK_TRANSFER_ABROAD, ADR 0043), refused by the API otherwise.

const US = { country: 'United States', state: 'NY', city: 'New York', zipCode: '10001', address: '5 Spring St' };

let wire: TestApp;
let noWire: TestApp;

beforeAll(async () => {
  [wire, noWire] = await Promise.all([
    createTestApp({
      WIRE_BANK_ADDRESS: 'Taunusanlage 12, Frankfurt',
      WIRE_IBAN: 'DE89370400440532013000',
      WIRE_SWIFT: 'deutdeff',
    }),
    createTestApp({ BANK_TRANSFER_ABROAD: 'off' }),
  ]);
  await Promise.all([addDemoAdmin(wire), addDemoAdmin(noWire)]);
});
afterAll(() => Promise.all([wire.close(), noWire.close()]));

async function orderTo(t: TestApp, address: Record<string, string>) {
  const admin = await adminToken(t.app);
  const vendor = await createVendor(t.app);
  const artwork = await createLiveProduct(t.app, vendor, admin, { Price: 100, TaxAmount: 0 });
  const customer = await createCustomer(t.app);
  await putInCart(t.app, customer.token, artwork);
  const order = await placeOrder(t.app, customer.token, shippingAddress(address));
  return { customer, order };
}

async function submit(t: TestApp, token: string, orderId: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    orderId,
    transactionId: `REF${Math.random().toString().slice(2, 14)}`,
    transactionDate: '2025-03-04',
    bankName: 'Chase',
    amount: '5000.00',
    currency: 'USD',
    ...extra,
  };
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

const paymentConfig = async (t: TestApp, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/Payment/config', headers: bearer(token) })).json();

async function nothingChanged(t: TestApp, orderId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order?.paymentStatus).toBe(0);
  expect(order?.discountCents).toBe(0);
  expect(await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, orderId))).toEqual([]);
  expect(await t.database.db.select().from(artworkHolds).where(eq(artworkHolds.orderId, orderId))).toEqual([]);
}

describe('bank transfer rails', () => {
  it('offers the configured wire, with its SWIFT code and IBAN, beside the NEFT account', async () => {
    const { customer } = await orderTo(wire, US);
    const config = await paymentConfig(wire, customer.token);
    expect(config.wireAccount).toEqual({
      bankName: 'State Bank of India (demo)',
      bankAddress: 'Taunusanlage 12, Frankfurt',
      accountName: 'Art Market Ventures Private Limited',
      iban: 'DE89 3704 0044 0532 0130 00',
      accountNumber: null,
      swiftCode: 'DEUTDEFF',
    });
    expect(config.bankAccount.ifscCode).toBe('SBIN0000001');
  });

  it('answers no wire when BANK_TRANSFER_ABROAD is off', async () => {
    const { customer } = await orderTo(noWire, US);
    expect((await paymentConfig(noWire, customer.token)).wireAccount).toBeNull();
  });

  it('refuses NEFT for an order delivered to the United States, and changes nothing', async () => {
    const { customer, order } = await orderTo(wire, US);
    const response = await submit(wire, customer.token, order.orderId, { rail: 'neft' });
    expect(response.statusCode).toBe(409);
    const message = 'NEFT is available only for delivery in India: please send an international wire transfer instead';
    expect(response.json()).toMatchObject({ message, errors: { rail: message } });
    await nothingChanged(wire, order.orderId);
  });

  it('takes a wire for an order delivered to the United States, and says who pays its fees', async () => {
    const { customer, order } = await orderTo(wire, US);
    const response = await submit(wire, customer.token, order.orderId, { rail: 'wire' });
    expect(response.statusCode).toBe(200);
    const mail = (await sentMail(wire)).find((text) =>
      text.includes(`Subject: Bank transfer received for order ${order.orderNumber}`),
    );
    expect(mail).toContain('Bank transfer by international wire (SWIFT)');
    expect(mail).toContain("you pay your bank's fees and any intermediary bank's fees");
  });

  it('refuses any bank transfer abroad when no wire is offered, whatever the rail named', async () => {
    const { customer, order } = await orderTo(noWire, US);
    for (const extra of [{}, { rail: 'neft' }, { rail: 'wire' }] as Record<string, string>[]) {
      const response = await submit(noWire, customer.token, order.orderId, extra);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Bank transfer is available only for delivery in India: please pay with PayPal');
    }
    await nothingChanged(noWire, order.orderId);
  });

  it('takes NEFT for an order delivered in India, even with no wire offered, and refuses a wire there', async () => {
    const { customer, order } = await orderTo(noWire, {});
    const refused = await submit(noWire, customer.token, order.orderId, { rail: 'wire' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('For delivery in India, please pay by NEFT');
    await nothingChanged(noWire, order.orderId);
    const response = await submit(noWire, customer.token, order.orderId, { rail: 'neft', currency: 'INR', amount: '500000' });
    expect(response.statusCode).toBe(200);
    const mail = (await sentMail(noWire)).find((text) =>
      text.includes(`Subject: Bank transfer received for order ${order.orderNumber}`),
    );
    expect(mail).toContain('Bank transfer (NEFT)');
    expect(mail).not.toContain('intermediary');
  });

  it('refuses a rail it does not know', async () => {
    const { customer, order } = await orderTo(wire, {});
    const response = await submit(wire, customer.token, order.orderId, { rail: 'swift' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.rail).toBe('Please choose NEFT or an international wire transfer');
    await nothingChanged(wire, order.orderId);
  });
});
