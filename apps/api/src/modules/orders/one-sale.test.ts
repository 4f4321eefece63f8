import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkHolds, orderItems, orders, payments, products, refunds } from '#api/db/schema.ts';
import { notifyOverdueTransfers } from '#api/modules/payments/bank-transfer/bank-transfer-overdue.service.ts';
import { reconcileOpenAttempts } from '#api/modules/payments/payment-attempt.service.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor, nextAddress, pngImage } from '#api/test/factories.ts';
import { amountDueOf, bankTransferDue } from '#api/test/paid-order.ts';
import { createPayPalTestApp, type PayPalStandIn, payPalClientFor } from '#api/test/paypal-stand-in.ts';
import type { TestApp } from '#api/test/test-app.ts';

// A unique artwork is sold once (ADR 0013). Each test below is a path that sold one piece to two
// collectors before orders owned their holds and settlement re-checked every artwork.

let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;
let clock = Date.now();
const MINUTE = 60_000;

beforeAll(async () => {
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp({ now: () => new Date(clock) }));
});
afterAll(() => closeApp());

type Buyer = Awaited<ReturnType<typeof createCustomer>>;
type Artwork = Awaited<ReturnType<typeof createLiveProduct>>;

async function liveArtwork(): Promise<Artwork> {
  return createLiveProduct(t.app, await createVendor(t.app), admin);
}

async function orderOf(buyer: Buyer, artworks: Artwork[]) {
  for (const artwork of artworks) await putInCart(t.app, buyer.token, artwork);
  return placeOrder(t.app, buyer.token, shippingAddress({ country: 'United States' }));
}

const startPayPal = (buyer: Buyer, orderId: string) =>
  t.app.inject({ method: 'POST', url: '/api/Payment/create-paypal-order', headers: bearer(buyer.token), payload: { orderId } });

async function submitTransfer(buyer: Buyer, orderId: string) {
  const form = new FormData();
  const fields = {
    orderId,
    transactionId: `UTR${Math.random().toString().slice(2, 14)}`,
    transactionDate: '2026-11-20',
    bankName: 'HDFC Bank',
    accountHolderName: 'Asha Rao',
    amount: (await bankTransferDue(t.app, buyer.token, orderId)).toFixed(2),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('proofFile', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'receipt.png');
  return t.app.inject({
    method: 'POST',
    url: '/api/Orders/bank-transfer',
    headers: bearer(buyer.token),
    payload: form,
    remoteAddress: nextAddress(),
  });
}

const reviewTransfer = async (orderId: string, isVerified: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/dashboard/verify-bank-transfer',
    headers: bearer(admin),
    payload: { orderId, isVerified, notes: '', ...(isVerified && { amountReceived: await amountDueOf(t.app, admin, orderId) }) },
  });

/** The buyer approved at PayPal and PayPal captured, but our server never heard of it (it was down). */
async function capturedWhileWeWereDown(payPalOrderId: string) {
  await paypal.sandbox.decideFor(payPalOrderId, 'approve');
  await payPalClientFor(paypal).captureOrder(payPalOrderId, `lost-${payPalOrderId}`);
}

/** Lets the reconciliation sweep see attempts as older than its grace period. */
async function ageAttempts(minutes: number) {
  await t.database.db.execute(
    sql`update ${payments} set created_at = created_at - ${`${minutes} minutes`}::interval, updated_at = updated_at - ${`${minutes} minutes`}::interval`,
  );
}

/** How many paid orders hold this artwork: never more than one. */
const paidOrdersOf = async (productId: string) =>
  (
    await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.productId, productId), eq(orders.paymentStatus, 3)))
  ).length;

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('a failed attempt releases only what it holds', () => {
  it("keeps a pending bank transfer's hold when an abandoned PayPal attempt of the same order is swept", async () => {
    const artwork = await liveArtwork();
    const asha = await createCustomer(t.app);
    const order = await orderOf(asha, [artwork]);
    expect((await startPayPal(asha, order.orderId)).statusCode).toBe(200);
    // She gives up on PayPal and pays by bank transfer instead.
    expect((await submitTransfer(asha, order.orderId)).statusCode).toBe(200);
    // PayPal gives a buyer 3 hours to approve: the sweep then closes the abandoned attempt.
    await ageAttempts(4 * 60);
    await reconcileOpenAttempts(t.app.ctx);
    const [paypalAttempt] = await t.database.db.select().from(payments).where(eq(payments.provider, 'paypal'));
    expect(paypalAttempt?.status).toBe('cancelled');

    const ben = await createCustomer(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/add',
      headers: bearer(ben.token),
      payload: { productId: artwork.id, shippingOptionId: artwork.shippingOptionIds[0] },
    });
    expect(added.statusCode).toBe(409);

    expect((await reviewTransfer(order.orderId, true)).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 3 });
    expect(await paidOrdersOf(artwork.id)).toBe(1);
  });
});

describe('settlement checks every artwork again', () => {
  it('refunds a capture that arrives for an order the customer has since replaced, never paying a cancelled order', async () => {
    const [first, second] = [await liveArtwork(), await liveArtwork()];
    const asha = await createCustomer(t.app);
    const order = await orderOf(asha, [first]);
    const { payPalOrderId } = (await startPayPal(asha, order.orderId)).json() as { payPalOrderId: string };
    await capturedWhileWeWereDown(payPalOrderId);
    // Meanwhile she changed her cart: the first order is replaced (cancelled).
    await orderOf(asha, [second]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 4 });

    await ageAttempts(5);
    await reconcileOpenAttempts(t.app.ctx);
    await t.app.ctx.mail.drain();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 4, paymentStatus: 4 });
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(refund).toMatchObject({ kind: 'artwork_gone', amountCents: expect.any(Number), status: 'succeeded' });
    // The money went back through PayPal's refund API.
    expect(await paypal.sandbox.findRefund(refund?.providerRefundId ?? '')).toBeDefined();
  });

  it('refunds an old capture for an artwork someone else bought after the hold lapsed', async () => {
    const artwork = await liveArtwork();
    const asha = await createCustomer(t.app);
    const order = await orderOf(asha, [artwork]);
    const { payPalOrderId } = (await startPayPal(asha, order.orderId)).json() as { payPalOrderId: string };
    await capturedWhileWeWereDown(payPalOrderId);

    // The server stays down past the 30-minute hold; Ben buys the piece by bank transfer.
    clock += 31 * MINUTE;
    const ben = await createCustomer(t.app);
    const bens = await orderOf(ben, [artwork]);
    expect((await submitTransfer(ben, bens.orderId)).statusCode).toBe(200);
    expect((await reviewTransfer(bens.orderId, true)).statusCode).toBe(200);

    await ageAttempts(5);
    await reconcileOpenAttempts(t.app.ctx);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 4, paymentStatus: 4 });
    expect(await paidOrdersOf(artwork.id)).toBe(1);
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(refund).toMatchObject({
      kind: 'artwork_gone',
      status: 'succeeded',
      amountCents: (await orderRow(order.orderId))?.totalCents,
    });
  });

  it("takes a free artwork when the buyer's hold lapsed and nobody else took it", async () => {
    const artwork = await liveArtwork();
    const asha = await createCustomer(t.app);
    const order = await orderOf(asha, [artwork]);
    const { payPalOrderId } = (await startPayPal(asha, order.orderId)).json() as { payPalOrderId: string };
    await capturedWhileWeWereDown(payPalOrderId);
    clock += 45 * MINUTE;
    await ageAttempts(5);
    await reconcileOpenAttempts(t.app.ctx);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 3 });
    const [sold] = await t.database.db.select().from(products).where(eq(products.id, artwork.id));
    expect(sold?.isSoldOut).toBe(true);
  });
});

describe('one customer cannot hold the catalogue', () => {
  it('keeps at most 10 artworks in a cart', async () => {
    const asha = await createCustomer(t.app);
    for (let index = 0; index < 10; index += 1) await putInCart(t.app, asha.token, await liveArtwork());
    const eleventh = await liveArtwork();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/add',
      headers: bearer(asha.token),
      payload: { productId: eleventh.id, shippingOptionId: eleventh.shippingOptionIds[0] },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe('Your cart can hold at most 10 artworks');
  });

  it('keeps at most 10 artworks in a cart when adds race, and a full cart still changes its shipping', async () => {
    const asha = await createCustomer(t.app);
    const eight = await Promise.all(Array.from({ length: 8 }, () => liveArtwork()));
    for (const artwork of eight) await putInCart(t.app, asha.token, artwork);
    const racing = await Promise.all(Array.from({ length: 4 }, () => liveArtwork()));
    const answers = await Promise.all(
      racing.map((artwork) =>
        t.app.inject({
          method: 'POST',
          url: '/api/Cart/add',
          headers: bearer(asha.token),
          payload: { productId: artwork.id, shippingOptionId: artwork.shippingOptionIds[0] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const first = eight[0] as Artwork;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/add',
      headers: bearer(asha.token),
      payload: { productId: first.id, shippingOptionId: first.shippingOptionIds[1] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(10);
  });

  it('holds at most 10 artworks for one customer across orders', async () => {
    const asha = await createCustomer(t.app);
    const six = await Promise.all(Array.from({ length: 6 }, () => liveArtwork()));
    const firstOrder = await orderOf(asha, six);
    expect((await submitTransfer(asha, firstOrder.orderId)).statusCode).toBe(200);
    const five = await Promise.all(Array.from({ length: 5 }, () => liveArtwork()));
    const secondOrder = await orderOf(asha, five);
    const started = await startPayPal(asha, secondOrder.orderId);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toContain('at most 10 artworks');
  });

  it('never renews an online hold past an hour from when it was first taken', async () => {
    const artwork = await liveArtwork();
    const asha = await createCustomer(t.app);
    const order = await orderOf(asha, [artwork]);
    expect((await startPayPal(asha, order.orderId)).statusCode).toBe(200);
    for (const minutes of [25, 25]) {
      clock += minutes * MINUTE;
      expect((await startPayPal(asha, order.orderId)).statusCode).toBe(200);
    }
    const [hold] = await t.database.db
      .select()
      .from(artworkHolds)
      .where(sql`${artworkHolds.orderId} = ${order.orderId} and ${artworkHolds.releasedAt} is null`);
    expect(hold?.expiresAt?.getTime()).toBe((hold?.firstHeldAt.getTime() ?? 0) + 60 * MINUTE);
    clock += 11 * MINUTE;
    const again = await startPayPal(asha, order.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('has run out');
    // Another collector may now buy it.
    const ben = await createCustomer(t.app);
    const bens = await orderOf(ben, [artwork]);
    expect((await startPayPal(ben, bens.orderId)).statusCode).toBe(200);
  });

  it('lets a bank transfer hold its artworks for 72 hours, then marks it overdue', async () => {
    const artwork = await liveArtwork();
    const asha = await createCustomer(t.app);
    const order = await orderOf(asha, [artwork]);
    expect((await submitTransfer(asha, order.orderId)).statusCode).toBe(200);
    const ben = await createCustomer(t.app);
    clock += 71 * 60 * MINUTE;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Cart/add',
          headers: bearer(ben.token),
          payload: { productId: artwork.id, shippingOptionId: artwork.shippingOptionIds[0] },
        })
      ).statusCode,
    ).toBe(409);
    clock += 2 * 60 * MINUTE;
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/pending-bank-transfers',
      headers: bearer(admin),
    });
    const row = (pending.json() as { orderId: string; overdue: boolean }[]).find(
      (transfer) => transfer.orderId === order.orderId,
    );
    expect(row?.overdue).toBe(true);
    expect(await notifyOverdueTransfers(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await notifyOverdueTransfers(t.app.ctx)).toBe(0);
    await putInCart(t.app, ben.token, artwork);
  });
});
