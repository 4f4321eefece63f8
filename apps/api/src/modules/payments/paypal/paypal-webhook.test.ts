import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#api/db/schema.ts';
import { orderOneArtwork } from '#api/test/checkout-factories.ts';
import { adminToken, bearer } from '#api/test/factories.ts';
import { payPalStandInEnv, STAND_IN_CREDENTIALS } from '#api/test/paypal-stand-in.ts';
import { listenOnFreePort, standInDatabase } from '#api/test/stand-in-server.ts';
import { addDemoAdmin, createSecondApp, createTestApp, type TestApp } from '#api/test/test-app.ts';
import { PayPalSandbox } from './paypal-sandbox.ts';

// Issue 21: a forged or replayed webhook must not make us call PayPal at will.
let t: TestApp;
let admin: string;
let sandbox: PayPalSandbox;
/** Every call our server made to PayPal's verify endpoint, counted where it arrives. */
let verifyCalls = 0;
let closeStandIn: () => Promise<void>;

beforeAll(async () => {
  const store = await standInDatabase(undefined);
  sandbox = new PayPalSandbox({ ...STAND_IN_CREDENTIALS, publicBase: '' }, store.db);
  const server = await listenOnFreePort(async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.url.endsWith('/v1/notifications/verify-webhook-signature')) verifyCalls += 1;
    });
    await app.register(sandbox.plugin);
  });
  sandbox.publicBase = server.baseUrl;
  closeStandIn = async () => {
    await server.close();
    await store.close();
  };
  t = await createTestApp(payPalStandInEnv(server.baseUrl));
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
  await closeStandIn();
});

let addressCounter = 0;
/** Each test sends from its own address, so one test's count never limits another. */
const nextAddress = () => `198.51.100.${++addressCounter}`;

const deliver = (delivery: { headers: Record<string, string>; body: string }, remoteAddress: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/Payment/paypal-webhook',
    headers: delivery.headers,
    payload: delivery.body,
    remoteAddress,
  });

/** A delivery shaped as PayPal's, naming the stand-in's certificate, that PayPal never sent. */
async function forgedDelivery() {
  const genuine = await sandbox.webhook('CHECKOUT.ORDER.APPROVED', { id: 'FORGED', status: 'APPROVED' });
  return { ...genuine, headers: { ...genuine.headers, 'paypal-transmission-id': randomUUID() } };
}

/** An order the buyer approved at PayPal, and PayPal's genuine webhook saying so. */
async function approvedOrder() {
  const { customer, order } = await orderOneArtwork(t.app, admin);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/Payment/create-paypal-order',
    headers: bearer(customer.token),
    payload: { orderId: order.orderId },
  });
  const { payPalOrderId } = started.json() as { payPalOrderId: string };
  await sandbox.decideFor(payPalOrderId, 'approve');
  return {
    orderId: order.orderId,
    delivery: await sandbox.webhook('CHECKOUT.ORDER.APPROVED', { id: payPalOrderId, status: 'APPROVED' }),
  };
}
const paymentStatusOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.paymentStatus;

describe('a webhook without what PayPal signs with', () => {
  it.each([
    'paypal-transmission-id',
    'paypal-transmission-time',
    'paypal-transmission-sig',
    'paypal-cert-url',
    'paypal-auth-algo',
  ])('is refused without %s, and PayPal is not asked', async (header) => {
    const { headers, body } = await forgedDelivery();
    const before = verifyCalls;
    const response = await deliver({ headers: { ...headers, [header]: '' }, body }, nextAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    const missing = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== header));
    expect((await deliver({ headers: missing, body }, nextAddress())).statusCode).toBe(400);
    expect(verifyCalls).toBe(before);
  });

  it('makes no call at all for 200 bare deliveries', async () => {
    const before = verifyCalls;
    const address = nextAddress();
    for (let count = 0; count < 200; count += 1) {
      const response = await deliver({ headers: { 'content-type': 'application/json' }, body: '{"event_type":"X"}' }, address);
      expect(response.statusCode).toBe(400);
    }
    expect(verifyCalls).toBe(before);
  });

  it.each([
    'https://evil.example/v1/notifications/certs/CERT-1',
    'https://api.paypal.com.evil.example/v1/notifications/certs/CERT-1',
    'http://api.paypal.com/v1/notifications/certs/CERT-1',
    'https://api.paypal.com:8443/v1/notifications/certs/CERT-1',
    'file:///etc/passwd',
  ])('is refused when the certificate is at %s, and PayPal is not asked', async (certUrl) => {
    const { headers, body } = await forgedDelivery();
    const before = verifyCalls;
    const response = await deliver({ headers: { ...headers, 'paypal-cert-url': certUrl }, body }, nextAddress());
    expect(response.statusCode).toBe(400);
    expect(verifyCalls).toBe(before);
  });
});

describe('well-formed forged webhooks', () => {
  it('make at most 30 calls a minute from one address; other addresses are still heard', async () => {
    const before = verifyCalls;
    const address = nextAddress();
    const statuses: number[] = [];
    for (let count = 0; count < 200; count += 1) statuses.push((await deliver(await forgedDelivery(), address)).statusCode);
    expect(verifyCalls - before).toBe(30);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);

    const { orderId, delivery } = await approvedOrder();
    expect((await deliver(delivery, nextAddress())).json()).toEqual({ outcome: 'applied' });
    expect(await paymentStatusOf(orderId)).toBe(3);
  });
});

describe('a webhook delivered again', () => {
  it('is answered from our record, on any instance, without asking PayPal, whatever body it carries', async () => {
    const { orderId, delivery } = await approvedOrder();
    expect((await deliver(delivery, nextAddress())).json()).toEqual({ outcome: 'applied' });
    expect(await paymentStatusOf(orderId)).toBe(3);

    const before = verifyCalls;
    const address = nextAddress();
    for (let count = 0; count < 200; count += 1) {
      const replay = await deliver(delivery, address);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ outcome: 'ignored' });
    }
    const tampered = { ...delivery, body: delivery.body.replace('CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.REVERSED') };
    expect((await deliver(tampered, nextAddress())).json()).toEqual({ outcome: 'ignored' });
    const second = await createSecondApp(t);
    try {
      expect((await deliver(delivery, nextAddress(), second.app)).json()).toEqual({ outcome: 'ignored' });
    } finally {
      await second.close();
    }
    expect(verifyCalls).toBe(before);
    expect(await paymentStatusOf(orderId)).toBe(3);
  });
});
