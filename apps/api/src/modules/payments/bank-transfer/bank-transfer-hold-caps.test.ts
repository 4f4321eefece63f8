import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkHolds, bankTransfers, orders, payments } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor, nextAddress, pngImage } from '#api/test/factories.ts';
import { bankTransferDue } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

// What pending bank transfers may hold (ADR 0030): the declaration covers the amount due, the address
// is verified, at most 3 artworks a day per network address here (10 by default), and at most 30%
// of a vendor's live artworks or 5 of them, whichever is more.

let t: TestApp;
let admin: string;
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ BANK_TRANSFER_HOLDS_PER_ADDRESS: '3' }, { now: () => new Date(Date.now() + clockOffsetMs) });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

type Artwork = Awaited<ReturnType<typeof createLiveProduct>>;
type Customer = Awaited<ReturnType<typeof createCustomer>>;

const cheap = {
  Price: 100,
  TaxAmount: 0,
  ShippingOptions: [{ Name: 'Free domestic shipping', Cost: 0, EstimatedDeliveryTime: 5 }],
};

async function catalogue(size: number) {
  const vendor = await createVendor(t.app);
  const artworks: Artwork[] = [];
  for (let index = 0; index < size; index += 1) artworks.push(await createLiveProduct(t.app, vendor, admin, cheap));
  return { vendor, artworks };
}

async function orderOf(customer: Customer, artworks: Artwork[]) {
  for (const artwork of artworks) await putInCart(t.app, customer.token, artwork);
  return placeOrder(t.app, customer.token);
}

async function submit(
  customer: Customer,
  orderId: string,
  fields: { amount?: string; currency?: string } = {},
  remoteAddress = nextAddress(),
) {
  const form = new FormData();
  const amount = fields.amount ?? (await bankTransferDue(t.app, customer.token, orderId)).toFixed(2);
  const values = {
    orderId,
    transactionId: `UTR${Math.random().toString().slice(2, 14)}`,
    transactionDate: '2026-11-20',
    bankName: 'HDFC Bank',
    accountHolderName: 'Asha Rao',
    amount,
    currency: fields.currency ?? 'USD',
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  form.append('proofFile', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'receipt.png');
  return t.app.inject({
    method: 'POST',
    url: '/api/Orders/bank-transfer',
    headers: bearer(customer.token),
    payload: form,
    remoteAddress,
  });
}

const liveHoldsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(artworkHolds)
    .where(and(eq(artworkHolds.orderId, orderId), isNull(artworkHolds.releasedAt)));
const paymentsOf = (orderId: string) => t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
const orderRow = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('the declared amount', () => {
  it('refuses at once a declaration below the amount due, and holds nothing', async () => {
    const { artworks } = await catalogue(1);
    const customer = await createCustomer(t.app);
    const order = await orderOf(customer, artworks);
    const due = await bankTransferDue(t.app, customer.token, order.orderId);
    expect(due).toBe(95);

    const response = await submit(customer, order.orderId, { amount: '1' });

    expect(response.statusCode).toBe(400);
    const message =
      'The amount you declared is less than the amount due, $95.00. Please transfer the full amount and declare it, or pay with PayPal or PayU.';
    expect(response.json()).toMatchObject({ message, errors: { amount: message } });
    expect(await liveHoldsOf(order.orderId)).toEqual([]);
    expect(await paymentsOf(order.orderId)).toEqual([]);
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);
  });

  it('compares a rupee declaration with the total at the transfer rate, to the paisa', async () => {
    const { artworks } = await catalogue(1);
    const customer = await createCustomer(t.app);
    const order = await orderOf(customer, artworks);
    // $95.00 at 83 rupees to the dollar: ₹7,885.00.
    const short = await submit(customer, order.orderId, { amount: '7884.99', currency: 'INR' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('₹7,885.00');
    expect(await liveHoldsOf(order.orderId)).toEqual([]);

    const exact = await submit(customer, order.orderId, { amount: '7,885.00', currency: 'INR' });
    expect(exact.statusCode).toBe(200);
    expect(await liveHoldsOf(order.orderId)).toHaveLength(1);
  });

  it('accepts the amount due and more (an overpayment is the admin’s to return)', async () => {
    const { artworks } = await catalogue(2);
    const exact = await createCustomer(t.app);
    const exactOrder = await orderOf(exact, [artworks[0] as Artwork]);
    expect((await submit(exact, exactOrder.orderId, { amount: '95.00' })).statusCode).toBe(200);
    const more = await createCustomer(t.app);
    const moreOrder = await orderOf(more, [artworks[1] as Artwork]);
    expect((await submit(more, moreOrder.orderId, { amount: '100' })).statusCode).toBe(200);
  });
});

describe('a verified address', () => {
  it('is required before a bank transfer holds anything', async () => {
    const { artworks } = await catalogue(1);
    const customer = await createCustomer(t.app, {}, { verified: false });
    const order = await orderOf(customer, artworks);

    const response = await submit(customer, order.orderId);

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'To pay by bank transfer, please verify your email address first: open the link we e-mailed you, or ask for a new one. PayPal and PayU do not need it.',
    );
    expect(await liveHoldsOf(order.orderId)).toEqual([]);
    expect(await paymentsOf(order.orderId)).toEqual([]);
  });

  it('is told to the checkout by the payment configuration', async () => {
    const unverified = await createCustomer(t.app, {}, { verified: false });
    const verified = await createCustomer(t.app);
    const configOf = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/Payment/config', headers: bearer(token) })).json();
    expect(await configOf(unverified.token)).toMatchObject({ emailVerified: false, methods: { bankTransfer: true } });
    expect(await configOf(verified.token)).toMatchObject({ emailVerified: true });
  });
});

describe('the cap per network address', () => {
  it('holds at most 3 artworks a day for pending transfers from one address, then suggests PayPal or PayU', async () => {
    const { artworks } = await catalogue(5);
    const address = '198.51.100.7';
    const first = await createCustomer(t.app);
    const firstOrder = await orderOf(first, artworks.slice(0, 2));
    expect((await submit(first, firstOrder.orderId, {}, address)).statusCode).toBe(200);

    const second = await createCustomer(t.app);
    const secondOrder = await orderOf(second, artworks.slice(2, 4));
    const refused = await submit(second, secondOrder.orderId, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Bank transfers from your network have reserved 3 artworks today, the most we hold before our team has checked the payments. Please pay with PayPal or PayU, or try again tomorrow.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await liveHoldsOf(secondOrder.orderId)).toEqual([]);
    expect(await paymentsOf(secondOrder.orderId)).toEqual([]);
    expect(await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, secondOrder.orderId))).toEqual([]);

    // One more fits under the cap; another address is counted on its own.
    const third = await createCustomer(t.app);
    const thirdOrder = await orderOf(third, [artworks[4] as Artwork]);
    expect((await submit(third, thirdOrder.orderId, {}, address)).statusCode).toBe(200);
    expect((await submit(second, secondOrder.orderId, {}, '198.51.100.8')).statusCode).toBe(200);
  });

  it('counts a day: transfers submitted more than 24 hours ago leave room for new ones', async () => {
    const { artworks } = await catalogue(4);
    const address = '198.51.100.20';
    const first = await createCustomer(t.app);
    const firstOrder = await orderOf(first, artworks.slice(0, 3));
    expect((await submit(first, firstOrder.orderId, {}, address)).statusCode).toBe(200);
    const second = await createCustomer(t.app);
    const secondOrder = await orderOf(second, [artworks[3] as Artwork]);
    expect((await submit(second, secondOrder.orderId, {}, address)).statusCode).toBe(429);

    clockOffsetMs += 24 * 60 * 60 * 1000 + 60_000;
    try {
      expect((await submit(second, secondOrder.orderId, {}, address)).statusCode).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('the share of one vendor', () => {
  it('lets pending transfers hold at most 30% of a vendor’s live artworks', async () => {
    const { vendor, artworks } = await catalogue(20);
    // 30% of 20 is 6: six collectors, each from an address of their own, hold one each.
    for (const artwork of artworks.slice(0, 6)) {
      const customer = await createCustomer(t.app);
      const order = await orderOf(customer, [artwork]);
      expect((await submit(customer, order.orderId)).statusCode).toBe(200);
    }
    const seventh = await createCustomer(t.app);
    const order = await orderOf(seventh, [artworks[6] as Artwork]);
    const refused = await submit(seventh, order.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Too many of ${vendor.fields.displayName}'s artworks are already reserved by bank transfers waiting for our check. Please pay with PayPal or PayU.`,
    );
    expect(await liveHoldsOf(order.orderId)).toEqual([]);
  });

  it('still lets a small catalogue be bought whole by transfer (5 artworks at least)', async () => {
    const { artworks } = await catalogue(3);
    const customer = await createCustomer(t.app);
    const order = await orderOf(customer, artworks);
    const response = await submit(customer, order.orderId, {}, '198.51.100.30');
    expect(response.statusCode).toBe(200);
    expect(await liveHoldsOf(order.orderId)).toHaveLength(3);
  });
});
