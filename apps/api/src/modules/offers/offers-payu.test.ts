import { payuFormFields } from '@art-market/domain/rules';
import type { PayUData } from '@art-market/domain/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, payments } from '#api/db/schema.ts';
import { placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer } from '#api/test/factories.ts';
import { agreeOnPrice, artworkTakingOffers } from '#api/test/offer-factories.ts';
import { createPayUTestApp, type PayUStandIn } from '#api/test/payu-stand-in.ts';
import type { TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let payu: PayUStandIn;
let admin: string;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  ({ t, payu, admin, close: closeApp } = await createPayUTestApp());
});
afterAll(() => closeApp());

describe('an agreed price paid with PayU', () => {
  it('asks PayU for the agreed price plus shipping in rupees, and the order keeps it', async () => {
    const artwork = await artworkTakingOffers(t.app, admin, { price: 1000 });
    const collector = await createCustomer(t.app);
    const offerId = await agreeOnPrice(t.app, collector.token, artwork, 800, 900);
    await putInCart(t.app, collector.token, artwork.product);
    const order = await placeOrder(t.app, collector.token);

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/PayU/initiate-payment',
      headers: { ...bearer(collector.token), origin: 'http://localhost:5145' },
      payload: { orderId: order.orderId },
    });
    expect(started.statusCode).toBe(200);
    const { payuData } = started.json() as { payuData: PayUData };
    // $900 agreed + $25 shipping, at 83 rupees to the dollar.
    expect(payuData.amount).toBe('76775.00');
    await fetch(payuData.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(payuFormFields(payuData)).toString(),
    });
    await payu.sandbox.decideFor(payuData.txnId, 'success');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/PayU/verify-payment',
      headers: bearer(collector.token),
      payload: { orderId: order.orderId, txnId: payuData.txnId, mihpayid: '', status: 'success' },
    });
    expect(verified.json()).toMatchObject({ paymentStatus: 3, status: 'success' });

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ subtotalCents: 90_000, shippingCents: 2_500, totalCents: 92_500, paymentMethod: 2 });
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    expect(item).toMatchObject({ priceCents: 90_000, offerId, commissionCents: 27_000 });
    const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(attempt).toMatchObject({ amountMinor: 7_677_500, currency: 'INR', status: 'completed' });
  });
});
