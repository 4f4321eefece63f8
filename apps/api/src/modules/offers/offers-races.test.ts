import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '#api/db/schema.ts';
import { placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer } from '#api/test/factories.ts';
import { answerOffer, artworkTakingOffers, makeOffer } from '#api/test/offer-factories.ts';
import { createPayPalTestApp, type PayPalStandIn, payWithPayPal } from '#api/test/paypal-stand-in.ts';
import type { TestApp } from '#api/test/test-app.ts';

// An accepted offer and another collector's checkout at the same moment: both need the artwork's one hold
// (ADR 0047), so the piece is never sold twice. PostgreSQL only: PGlite runs one transaction at a time.

const RACES = Number(process.env.RACES ?? 12);
const server = process.env.TEST_DATABASE_URL;
let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;
let clock = Date.now();
const MINUTE = 60_000;

beforeAll(async () => {
  if (!server) return;
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp({ now: () => new Date(clock) }));
}, 120_000);
afterAll(() => closeApp?.());

const startPayPal = (token: string, orderId: string) =>
  t.app.inject({ method: 'POST', url: '/api/Payment/create-paypal-order', headers: bearer(token), payload: { orderId } });
const capture = (token: string, orderId: string, payPalOrderId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Payment/capture-paypal-payment',
    headers: bearer(token),
    payload: { orderId, payPalOrderId },
  });

/** A collector's open offer and a rival's order, both on one artwork that takes offers. */
async function contest() {
  // A studio per race: the per-account limit on answers is not what is under test.
  const artwork = await artworkTakingOffers(t.app, admin);
  const collector = await createCustomer(t.app);
  const rival = await createCustomer(t.app);
  const offerId = (await makeOffer(t.app, collector.token, artwork.product.id, 900)).json().id as string;
  await putInCart(t.app, rival.token, artwork.product);
  const rivalOrder = await placeOrder(t.app, rival.token, shippingAddress({ country: 'United States' }));
  return { artwork, collector, rival, offerId, rivalOrder };
}

/** The collector pays the agreed price if the acceptance landed; answers the paid orders holding the artwork. */
async function paidOrdersOf(productId: string) {
  return t.database.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orderItems.productId, productId), inArray(orders.paymentStatus, [2, 3])));
}

describe.runIf(server)('an accepted offer racing another checkout', () => {
  it('lets exactly one of an acceptance and a payment start hold the artwork', async () => {
    for (let race = 0; race < RACES; race++) {
      const { artwork, collector, rival, offerId, rivalOrder } = await contest();
      const [accepted, started] = await Promise.all([
        answerOffer(t.app, artwork.vendor, offerId, { action: 'accept' }),
        startPayPal(rival.token, rivalOrder.orderId),
      ]);
      expect([accepted.statusCode, started.statusCode].sort()).toEqual([200, 409]);
      if (accepted.statusCode === 200) {
        await putInCart(t.app, collector.token, artwork.product);
        const order = await placeOrder(t.app, collector.token, shippingAddress({ country: 'United States' }));
        await payWithPayPal(t.app, paypal, collector.token, order.orderId);
      } else {
        const { payPalOrderId } = started.json() as { payPalOrderId: string };
        await paypal.sandbox.decideFor(payPalOrderId, 'approve');
        expect((await capture(rival.token, rivalOrder.orderId, payPalOrderId)).json().status).toBe('COMPLETED');
      }
      expect(await paidOrdersOf(artwork.product.id)).toHaveLength(1);
    }
  }, 300_000);

  it('never sells twice when an acceptance meets the capture of a payment whose hold ran out', async () => {
    for (let race = 0; race < RACES; race++) {
      const { artwork, collector, rival, offerId, rivalOrder } = await contest();
      const { payPalOrderId } = (await startPayPal(rival.token, rivalOrder.orderId)).json() as { payPalOrderId: string };
      await paypal.sandbox.decideFor(payPalOrderId, 'approve');
      clock += 61 * MINUTE;
      const [accepted] = await Promise.all([
        answerOffer(t.app, artwork.vendor, offerId, { action: 'accept' }),
        capture(rival.token, rivalOrder.orderId, payPalOrderId),
      ]);
      if (accepted.statusCode === 200) {
        await putInCart(t.app, collector.token, artwork.product);
        const order = await placeOrder(t.app, collector.token, shippingAddress({ country: 'United States' }));
        await payWithPayPal(t.app, paypal, collector.token, order.orderId);
      } else {
        expect(accepted.statusCode).toBe(409);
      }
      expect(await paidOrdersOf(artwork.product.id)).toHaveLength(1);
      const [row] = await t.database.db
        .select({ sold: products.isSoldOut })
        .from(products)
        .where(eq(products.id, artwork.product.id));
      expect(row?.sold).toBe(true);
    }
  }, 300_000);
});
