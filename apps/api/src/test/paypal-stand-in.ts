import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PayPalClient } from '../modules/payments/paypal/paypal.client.ts';
import { firstCaptureOf, type PayPalCapture, type PayPalMoney } from '../modules/payments/paypal/paypal.types.ts';
import { PayPalSandbox } from '../modules/payments/paypal/paypal-sandbox.ts';
import { adminToken } from './factories.ts';
import { listenOnFreePort } from './stand-in-server.ts';
import { addDemoAdmin, createTestApp } from './test-app.ts';

export const STAND_IN_CREDENTIALS = { clientId: 'stand-in-client', clientSecret: 'stand-in-secret', webhookId: 'WEBHOOK42' };

/**
 * A PayPal stand-in listening on a real port (the sandbox, speaking PayPal's HTTP shapes), so the
 * adapter is tested over HTTP, never through mocked functions. `env` points an app at it.
 */
export async function startPayPalStandIn() {
  const sandbox = new PayPalSandbox({ ...STAND_IN_CREDENTIALS, publicBase: '' });
  const server = await listenOnFreePort(sandbox.plugin);
  sandbox.publicBase = server.baseUrl;
  return {
    sandbox,
    env: {
      PAYPAL_CLIENT_ID: STAND_IN_CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: STAND_IN_CREDENTIALS.clientSecret,
      PAYPAL_WEBHOOK_ID: STAND_IN_CREDENTIALS.webhookId,
      PAYPAL_API_BASE: sandbox.publicBase,
    },
    close: server.close,
  };
}

export type PayPalStandIn = Awaited<ReturnType<typeof startPayPalStandIn>>;

/**
 * A whole app on a fresh database that pays through a PayPal stand-in on a real port, with the demo
 * admin and its token; `now` lets a test move the app's clock.
 */
export async function createPayPalTestApp(options: { now?: () => Date } = {}) {
  const paypal = await startPayPalStandIn();
  const t = await createTestApp(paypal.env, options);
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
  standIn.sandbox.decideFor(order.id, outcome);
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
  standIn.sandbox.decideFor(payPalOrderId, 'approve');
  const captured = await app.inject({
    method: 'POST',
    url: '/api/Payment/capture-paypal-payment',
    headers: { authorization: `Bearer ${customerToken}` },
    payload: { orderId, payPalOrderId },
  });
  if (captured.json().status !== 'COMPLETED') throw new Error(`capture failed: ${captured.body}`);
  return payPalOrderId;
}
