import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PayPalClient } from '../modules/payments/paypal/paypal.client.ts';
import { firstCaptureOf, type PayPalCapture, type PayPalMoney } from '../modules/payments/paypal/paypal.types.ts';
import { PayPalSandbox } from '../modules/payments/paypal/paypal-sandbox.ts';
import { adminToken } from './factories.ts';
import { freePort, listenOnFreePort, type StandInOptions, standInDatabase } from './stand-in-server.ts';
import { addDemoAdmin, createTestApp } from './test-app.ts';

export const STAND_IN_CREDENTIALS = { clientId: 'stand-in-client', clientSecret: 'stand-in-secret', webhookId: 'WEBHOOK42' };

/** What points an app at a PayPal stand-in listening at `baseUrl`. */
export function payPalStandInEnv(baseUrl: string) {
  return {
    PAYPAL_CLIENT_ID: STAND_IN_CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: STAND_IN_CREDENTIALS.clientSecret,
    PAYPAL_WEBHOOK_ID: STAND_IN_CREDENTIALS.webhookId,
    PAYPAL_API_BASE: baseUrl,
  };
}

/**
 * A PayPal stand-in listening on a real port (the sandbox, speaking PayPal's HTTP shapes), so the
 * adapter is tested over HTTP, never through mocked functions. `env` points an app at it.
 */
export async function startPayPalStandIn(options: StandInOptions = {}) {
  const store = await standInDatabase(options.db);
  const sandbox = new PayPalSandbox({ ...STAND_IN_CREDENTIALS, publicBase: '' }, store.db);
  const server = await listenOnFreePort(sandbox.plugin, options.port);
  sandbox.publicBase = server.baseUrl;
  return {
    sandbox,
    env: payPalStandInEnv(server.baseUrl),
    async close() {
      await server.close();
      await store.close();
    },
  };
}

export type PayPalStandIn = Awaited<ReturnType<typeof startPayPalStandIn>>;

/**
 * A whole app on a fresh database that pays through a PayPal stand-in on a real port, with the demo
 * admin and its token; the stand-in keeps its state in the app's database. `env` adds settings, `now`
 * lets a test move the app's clock.
 */
export async function createPayPalTestApp(options: { env?: Record<string, string>; now?: () => Date } = {}) {
  const port = await freePort();
  const t = await createTestApp({ ...payPalStandInEnv(`http://127.0.0.1:${port}`), ...options.env }, options);
  const paypal = await startPayPalStandIn({ db: t.database.db, port });
  await addDemoAdmin(t);
  const admin = await adminToken(t.app);
  return {
    t,
    paypal,
    admin,
    async close() {
      await t.close();
      await paypal.close();
    },
  };
}

/** Our PayPal adapter pointed at a stand-in, as the app builds it from `env`. */
export function payPalClientFor(standIn: PayPalStandIn): PayPalClient {
  return new PayPalClient({
    baseUrl: standIn.env.PAYPAL_API_BASE,
    clientId: standIn.env.PAYPAL_CLIENT_ID,
    clientSecret: standIn.env.PAYPAL_CLIENT_SECRET,
  });
}

/**
 * A payment taken through the stand-in as checkout takes one: the adapter creates the order, the
 * payer approves it (`pending` leaves the capture waiting, as an eCheck does), the adapter captures.
 */
export async function captureThroughStandIn(
  standIn: PayPalStandIn,
  client: PayPalClient,
  amount: PayPalMoney,
  outcome: 'approve' | 'pending' = 'approve',
): Promise<PayPalCapture> {
  const order = await client.createOrder(
    {
      intent: 'CAPTURE',
      purchase_units: [{ amount }],
      payment_source: {
        paypal: {
          experience_context: { return_url: 'http://localhost/payment/success', cancel_url: 'http://localhost/payment/cancel' },
        },
      },
    },
    `create-${randomUUID()}`,
  );
  await standIn.sandbox.decideFor(order.id, outcome);
  const capture = firstCaptureOf(await client.captureOrder(order.id, `capture-${order.id}`));
  if (!capture) throw new Error(`the PayPal stand-in captured nothing for ${order.id}`);
  return capture;
}

/**
 * A buyer pays an order through our API as the checkout does: the PayPal order is created, the payer
 * approves it at the stand-in, and the return page captures it. Answers PayPal's order id.
 */
export async function payWithPayPal(app: FastifyInstance, standIn: PayPalStandIn, customerToken: string, orderId: string) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/Payment/create-paypal-order',
    headers: { authorization: `Bearer ${customerToken}` },
    payload: { orderId },
  });
  const { payPalOrderId } = started.json() as { payPalOrderId: string };
  await standIn.sandbox.decideFor(payPalOrderId, 'approve');
  const captured = await app.inject({
    method: 'POST',
    url: '/api/Payment/capture-paypal-payment',
    headers: { authorization: `Bearer ${customerToken}` },
    payload: { orderId, payPalOrderId },
  });
  if (captured.json().status !== 'COMPLETED') throw new Error(`capture failed: ${captured.body}`);
  return payPalOrderId;
}
