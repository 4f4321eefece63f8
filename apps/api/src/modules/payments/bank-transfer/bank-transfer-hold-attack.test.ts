import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkHolds } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createVendor, customerInput, pngImage } from '#api/test/factories.ts';
import { bankTransferDue } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, mailedVerificationToken, type TestApp } from '#api/test/test-app.ts';

// The attack that held a whole catalogue for 72 hours, replayed with the defaults of ADR 0030:
// 17 accounts registered from 2 addresses (9 and 8: registration allows 10 an hour per address),
// each verifying its address through the mailed link, then submitting transfers that declare $1
// with a tiny proof, and, refused, declaring the full amount they never sent. The catalogue is 170
// artworks of 10 vendors (17 each). At most 10 artworks a day per address and at most
// max(5, 30% of 17) = 5 per vendor may be held: 2 x 10 = 20 artworks on the first day.

let t: TestApp;
let admin: string;

const VENDORS = 10;
const PER_VENDOR = 17;
const ACCOUNTS = 17;
const ADDRESSES = ['203.0.113.10', '203.0.113.20'];
const cheap = {
  Price: 100,
  TaxAmount: 0,
  ShippingOptions: [{ Name: 'Free domestic shipping', Cost: 0, EstimatedDeliveryTime: 5 }],
};

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
}, 120_000);
afterAll(() => t.close());

type Artwork = Awaited<ReturnType<typeof createLiveProduct>>;

async function registerVerified(remoteAddress: string) {
  const input = customerInput();
  const registered = await t.app.inject({ method: 'POST', url: '/api/Customer/register', payload: input, remoteAddress });
  expect(registered.statusCode).toBe(201);
  const token = await mailedVerificationToken(t, input.email);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/email-verification/confirm',
    payload: { token },
    remoteAddress,
  });
  expect(confirmed.statusCode).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/Customer/login',
    payload: { email: input.email, password: input.passwordHash },
    remoteAddress,
  });
  return { token: (login.json() as { token: string }).token, remoteAddress };
}

async function submit(account: { token: string; remoteAddress: string }, orderId: string, amount: string) {
  const form = new FormData();
  const fields = {
    orderId,
    transactionId: `UTR${Math.random().toString().slice(2, 14)}`,
    transactionDate: '2026-11-20',
    bankName: 'Attacker Bank',
    accountHolderName: 'Nobody',
    amount,
    currency: 'USD',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('proofFile', new Blob([new Uint8Array(await pngImage(4, 4))], { type: 'image/png' }), 'p.png');
  return t.app.inject({
    method: 'POST',
    url: '/api/Orders/bank-transfer',
    headers: bearer(account.token),
    payload: form,
    remoteAddress: account.remoteAddress,
  });
}

async function emptyCart(token: string) {
  const cart = await t.app.inject({ method: 'GET', url: '/api/Cart', headers: bearer(token) });
  for (const item of cart.json() as { id: string }[]) {
    await t.app.inject({ method: 'DELETE', url: `/api/Cart/items/${item.id}`, headers: bearer(token) });
  }
}

const heldNow = async () =>
  (await t.database.db.select({ held: count() }).from(artworkHolds).where(isNull(artworkHolds.releasedAt)))[0]?.held ?? 0;

describe('many accounts holding the catalogue by bank transfer', () => {
  it('hold at most what the per-address and per-vendor caps allow', { timeout: 600_000 }, async () => {
    const byVendor: Artwork[][] = [];
    for (let vendor = 0; vendor < VENDORS; vendor += 1) {
      const studio = await createVendor(t.app);
      const artworks: Artwork[] = [];
      for (let index = 0; index < PER_VENDOR; index += 1) artworks.push(await createLiveProduct(t.app, studio, admin, cheap));
      byVendor.push(artworks);
    }
    // The attacker spreads each cart over the vendors, to dodge any one vendor's share.
    const queue: Artwork[] = [];
    for (let index = 0; index < PER_VENDOR; index += 1) for (const artworks of byVendor) queue.push(artworks[index] as Artwork);

    const accounts = [];
    for (let index = 0; index < ACCOUNTS; index += 1) accounts.push(await registerVerified(ADDRESSES[index % 2] as string));

    const outcomes: number[] = [];
    let lowDeclarations = 0;
    for (const account of accounts) {
      // A full cart (10) each; then, refused, single artworks, until its address is refused.
      const cart = queue.splice(0, 10);
      for (const batch of [cart, ...cart.map((artwork) => [artwork])]) {
        for (const artwork of batch) await putInCart(t.app, account.token, artwork);
        const order = await placeOrder(t.app, account.token);
        const low = await submit(account, order.orderId, '1');
        if (low.statusCode === 400) lowDeclarations += 1;
        const due = await bankTransferDue(t.app, account.token, order.orderId);
        const lie = await submit(account, order.orderId, due.toFixed(2));
        outcomes.push(lie.statusCode);
        if (lie.statusCode === 200) break;
        await emptyCart(account.token);
        if (lie.statusCode === 429 && batch.length === 1) break;
      }
    }

    expect(lowDeclarations).toBe(outcomes.length);
    const held = await heldNow();
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(2 * 10);
    for (const artworks of byVendor) {
      const ids = artworks.map((artwork) => artwork.id);
      const rows = await t.database.db
        .select({ productId: artworkHolds.productId })
        .from(artworkHolds)
        .where(and(isNull(artworkHolds.releasedAt), eq(artworkHolds.kind, 'bank_transfer')));
      expect(rows.filter((row) => ids.includes(row.productId)).length).toBeLessThanOrEqual(5);
    }
    expect(outcomes).toContain(429);
  });
});
