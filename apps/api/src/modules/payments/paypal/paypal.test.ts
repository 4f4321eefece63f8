import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app.ts';
import { artworkHolds, cartItems, orders, paymentEvents, payments, products } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn } from '#api/test/paypal-stand-in.ts';
import { sentMail, type TestApp } from '#api/test/test-app.ts';
import { reconcileOpenAttempts } from '../payment-attempt.service.ts';
import { PayPalClient } from './paypal.client.ts';

let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp());
});
afterAll(() => closeApp());

/** A customer with one live artwork in the cart and an order for it. */
async function orderOneArtwork(overrides: Record<string, unknown> = {}) {
  const vendor = await createVendor(t.app);
  const product = await createLiveProduct(t.app, vendor, admin, overrides);
  const customer = await createCustomer(t.app);
  await putInCart(t.app, customer.token, product);
  const order = await placeOrder(t.app, customer.token);
  return { vendor, product, customer, order };
}

const createPayPalOrder = (token: string, orderId: string, origin = 'http://localhost:5145') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Payment/create-paypal-order',
    headers: { ...bearer(token), origin },
    payload: { orderId },
  });
const capture = (token: string, orderId: string, payPalOrderId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Payment/capture-paypal-payment',
    headers: bearer(token),
    payload: { orderId, payPalOrderId },
  });
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('creating a PayPal order', () => {
  it("sends the exact amount, answers PayPal's approval link, and creates nothing new on a retry", async () => {
    const { customer, order } = await orderOneArtwork({ Price: 1000, TaxAmount: 50 });
    const first = await createPayPalOrder(customer.token, order.orderId);
    expect(first.statusCode).toBe(200);
    const { payPalOrderId, approvalUrl } = first.json() as { payPalOrderId: string; approvalUrl: string };
    expect(approvalUrl).toBe(`${paypal.sandbox.publicBase}/checkoutnow?token=${payPalOrderId}`);
    const sent = (await paypal.sandbox.findOrder(payPalOrderId))?.order.purchase_units?.[0];
    expect(sent?.amount).toMatchObject({ currency_code: 'USD', value: '1075.00' });
    expect(sent?.custom_id).toBe(order.orderId);

    const again = await createPayPalOrder(customer.token, order.orderId);
    expect(again.json().payPalOrderId).toBe(payPalOrderId);
    const attempts = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(attempts).toMatchObject([{ provider: 'paypal', amountMinor: 107_500, currency: 'USD', status: 'created' }]);
  });

  it("is refused for another customer's order", async () => {
    const { order } = await orderOneArtwork();
    const stranger = await createCustomer(t.app);
    expect((await createPayPalOrder(stranger.token, order.orderId)).statusCode).toBe(404);
  });
});

describe("the shopper's origin (issue 19: a payment returns to another address)", () => {
  const experienceOf = async (payPalOrderId: string) => {
    const sent = await paypal.sandbox.findOrder(payPalOrderId);
    return { return_url: sent?.returnUrl, cancel_url: sent?.cancelUrl };
  };

  it('sends a shopper on 127.0.0.1 back to 127.0.0.1, where her session is', async () => {
    const { customer, order } = await orderOneArtwork();
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId, 'http://127.0.0.1:5145')).json();
    expect(await experienceOf(payPalOrderId)).toMatchObject({
      return_url: 'http://127.0.0.1:5145/payment/success',
      cancel_url: 'http://127.0.0.1:5145/payment/cancel',
    });
  });

  it('sends a shopper whose origin this server does not answer for back to PUBLIC_URL', async () => {
    const { customer, order } = await orderOneArtwork();
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId, 'https://evil.example')).json();
    expect((await experienceOf(payPalOrderId)).return_url).toBe('http://localhost:5145/payment/success');
  });
});

describe('a payment approved at PayPal whose buyer never came back (issue 19)', () => {
  const dashboardOrder = async (token: string, orderId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/CustomerDashboard/orders/${orderId}`, headers: bearer(token) })).json();

  it('is offered as "Complete payment" on the dashboard, and completing it pays the order', async () => {
    const { customer, order } = await orderOneArtwork();
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId)).json();
    expect((await dashboardOrder(customer.token, order.orderId)).paymentToComplete).toBeNull();
    await paypal.sandbox.decideFor(payPalOrderId, 'approve');
    expect((await dashboardOrder(customer.token, order.orderId)).paymentToComplete).toEqual({ payPalOrderId });
    const stranger = await createCustomer(t.app);
    expect((await capture(stranger.token, order.orderId, payPalOrderId)).statusCode).toBe(404);

    expect((await capture(customer.token, order.orderId, payPalOrderId)).json().status).toBe('COMPLETED');
    const after = await dashboardOrder(customer.token, order.orderId);
    expect(after).toMatchObject({ paymentStatus: 3, paymentToComplete: null });
  });

  it('is captured by the sweep anyway', async () => {
    const { customer, order } = await orderOneArtwork();
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId)).json();
    await paypal.sandbox.decideFor(payPalOrderId, 'approve');
    const later = new Date(Date.now() + 5 * 60_000);
    const sweeper = await buildApp({ config: t.app.ctx.config, db: t.database.db, logger: false, now: () => later });
    try {
      await reconcileOpenAttempts(sweeper.ctx);
    } finally {
      await sweeper.close();
    }
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(3);
    expect((await paypal.sandbox.findOrder(payPalOrderId))?.order.status).toBe('COMPLETED');
  });
});

describe('capturing', () => {
  it("pays the order once: artwork sold, out of every cart, buyer's cart empty, mails sent", async () => {
    const { customer, product, order, vendor } = await orderOneArtwork({ Title: 'Harbour at Noon' });
    const otherCollector = await createCustomer(t.app);
    await putInCart(t.app, otherCollector.token, product);
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId)).json();
    await paypal.sandbox.decideFor(payPalOrderId, 'approve');
    const capturesBefore = paypal.sandbox.captureCalls.length;

    const captured = await capture(customer.token, order.orderId, payPalOrderId);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toEqual({ orderId: order.orderId, status: 'COMPLETED' });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 3, paymentMethod: 1 });
    const [sold] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(sold?.isSoldOut).toBe(true);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toHaveLength(0);
    const [hold] = await t.database.db.select().from(artworkHolds).where(eq(artworkHolds.orderId, order.orderId));
    expect(hold?.releaseReason).toBe('sold');

    // A repeated capture answers the stored result without asking PayPal again.
    const repeated = await capture(customer.token, order.orderId, payPalOrderId);
    expect(repeated.json().status).toBe('COMPLETED');
    expect(paypal.sandbox.captureCalls.length - capturesBefore).toBe(1);

    const mail = (await sentMail(t)).join('\n');
    expect(mail).toContain(`Your Art Market order ${order.orderNumber} is confirmed`);
    expect(mail).toContain(`To: ${vendor.fields.email}`);
    const view = await t.app.inject({ method: 'GET', url: `/api/Orders/${order.orderId}`, headers: bearer(customer.token) });
    expect(view.json().paymentDetails.payPalOrderId).toBe(payPalOrderId);
  });

  it('does not pay an order whose capture PayPal leaves pending, until PayPal completes it', async () => {
    const { customer, order } = await orderOneArtwork();
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId)).json();
    await paypal.sandbox.decideFor(payPalOrderId, 'pending');
    const captured = await capture(customer.token, order.orderId, payPalOrderId);
    expect(captured.json().status).toBe('PENDING');
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(1);

    const captureRecord = await paypal.sandbox.completeCapture(payPalOrderId);
    const delivery = await paypal.sandbox.webhook('PAYMENT.CAPTURE.COMPLETED', captureRecord);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/paypal-webhook',
      headers: delivery.headers,
      payload: delivery.body,
    });
    expect(hook.statusCode).toBe(200);
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(3);
  });

  it('answers 402 for a declined card, leaves the order unpaid and frees the artwork', async () => {
    const { customer, order } = await orderOneArtwork();
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId)).json();
    await paypal.sandbox.decideFor(payPalOrderId, 'decline');
    const captured = await capture(customer.token, order.orderId, payPalOrderId);
    expect(captured.statusCode).toBe(402);
    expect(captured.json()).toMatchObject({ status: 'DECLINED', error: 'PayPal did not complete the payment' });
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);
    const holds = await t.database.db.select().from(artworkHolds).where(eq(artworkHolds.orderId, order.orderId));
    expect(holds.every((hold) => hold.releasedAt !== null)).toBe(true);
  });

  it('refuses, before calling PayPal, a capture whose lapsed hold another collector took', async () => {
    const { customer, product, order } = await orderOneArtwork();
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId)).json();
    await paypal.sandbox.decideFor(payPalOrderId, 'approve');
    const rival = await createCustomer(t.app);
    const whileHeld = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/add',
      headers: bearer(rival.token),
      payload: { productId: product.id, shippingOptionId: product.shippingOptionIds[0] },
    });
    expect(whileHeld.statusCode).toBe(409);

    // The hold lapses: the artwork is free again, and the rival starts paying for it.
    await t.database.db.execute(
      sql`update artwork_holds set expires_at = now() - interval '1 minute' where order_id = ${order.orderId}`,
    );
    await putInCart(t.app, rival.token, product);
    const rivalOrder = await placeOrder(t.app, rival.token);
    expect((await createPayPalOrder(rival.token, rivalOrder.orderId)).statusCode).toBe(200);

    const capturesBefore = paypal.sandbox.captureCalls.length;
    const refused = await capture(customer.token, order.orderId, payPalOrderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('being purchased by another collector');
    expect(paypal.sandbox.captureCalls.length).toBe(capturesBefore);
  });

  it('is 404 for another customer', async () => {
    const { customer, order } = await orderOneArtwork();
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId)).json();
    const stranger = await createCustomer(t.app);
    expect((await capture(stranger.token, order.orderId, payPalOrderId)).statusCode).toBe(404);
  });
});

describe('webhooks', () => {
  it('ignores a forged event and pays a genuinely approved order whose buyer closed the tab', async () => {
    const { customer, order } = await orderOneArtwork();
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId)).json();
    await paypal.sandbox.decideFor(payPalOrderId, 'approve');

    const genuine = await paypal.sandbox.webhook('CHECKOUT.ORDER.APPROVED', { id: payPalOrderId, status: 'APPROVED' });
    const forged = { ...genuine.headers, 'paypal-transmission-id': 'made-up' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/paypal-webhook',
      headers: forged,
      payload: genuine.body,
    });
    expect(refused.statusCode).toBe(400);
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/paypal-webhook',
      headers: genuine.headers,
      payload: genuine.body,
    });
    expect(accepted.json()).toEqual({ outcome: 'applied' });
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(3);
  });
});

describe("a restart between PayPal's capture and our write", () => {
  it('loses nothing: the sweep asks PayPal and settles the order', async () => {
    const { customer, order } = await orderOneArtwork();
    const { payPalOrderId } = (await createPayPalOrder(customer.token, order.orderId)).json();
    await paypal.sandbox.decideFor(payPalOrderId, 'approve');
    const [attempt] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    // Our server captured at PayPal, then died before writing anything.
    const client = new PayPalClient({
      baseUrl: paypal.env.PAYPAL_API_BASE,
      clientId: paypal.env.PAYPAL_CLIENT_ID,
      clientSecret: paypal.env.PAYPAL_CLIENT_SECRET,
    });
    await client.captureOrder(payPalOrderId, `am-capture-${attempt?.id}`);
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);

    const later = new Date(Date.now() + 5 * 60_000);
    const restarted = await buildApp({ config: t.app.ctx.config, db: t.database.db, logger: false, now: () => later });
    try {
      expect(await reconcileOpenAttempts(restarted.ctx)).toBeGreaterThanOrEqual(1);
    } finally {
      await restarted.close();
    }
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(3);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, attempt?.id ?? ''));
    expect(events.map((event) => event.kind)).toContain('reconcile');
  });
});

describe('twenty collectors, one artwork', () => {
  it('lets exactly one start paying and exactly one capture reach PayPal', async () => {
    const vendor = await createVendor(t.app);
    const product = await createLiveProduct(t.app, vendor, admin);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createCustomer(t.app)));
    const placed: { buyer: (typeof buyers)[number]; order: { orderId: string } }[] = [];
    for (const buyer of buyers) {
      await putInCart(t.app, buyer.token, product);
      placed.push({ buyer, order: await placeOrder(t.app, buyer.token) });
    }
    const starts = await Promise.all(placed.map(({ buyer, order }) => createPayPalOrder(buyer.token, order.orderId)));
    expect(starts.filter((start) => start.statusCode === 200)).toHaveLength(1);
    expect(starts.filter((start) => start.statusCode === 409)).toHaveLength(19);

    const winnerIndex = starts.findIndex((start) => start.statusCode === 200);
    const winner = placed[winnerIndex];
    const { payPalOrderId } = (starts[winnerIndex]?.json() ?? {}) as { payPalOrderId: string };
    await paypal.sandbox.decideFor(payPalOrderId, 'approve');
    const capturesBefore = paypal.sandbox.captureCalls.length;
    const captures = await Promise.all(placed.map(({ buyer, order }) => capture(buyer.token, order.orderId, payPalOrderId)));
    expect(paypal.sandbox.captureCalls.length - capturesBefore).toBe(1);
    expect(captures.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const paid = await t.database.db.select().from(orders).where(eq(orders.paymentStatus, 3));
    expect(paid.filter((row) => placed.some(({ order }) => order.orderId === row.id)).map((row) => row.id)).toEqual([
      winner?.order.orderId,
    ]);
  });
});

it('answers the mode and the methods on offer', async () => {
  const customer = await createCustomer(t.app);
  const response = await t.app.inject({ method: 'GET', url: '/api/Payment/config', headers: bearer(customer.token) });
  expect(response.json()).toMatchObject({
    mode: 'sandbox',
    sandbox: false,
    methods: { paypal: true, bankTransfer: true },
    usdInrRate: 83,
  });
});
