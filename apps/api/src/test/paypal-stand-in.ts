import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PayPalClient } from '#api/modules/payments/paypal/paypal.client.ts';
import { firstCaptureOf, type PayPalCapture, type PayPalMoney } from '#api/modules/payments/paypal/paypal.types.ts';
import { PayPalSandbox } from '#api/modules/payments/paypal/paypal-sandbox.ts';
import { createTestAppWithStandIn, type StandInAppOptions, type StandInOptions, serveStandIn } from './stand-in-server.ts';

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

/** A PayPal stand-in on a real port: the sandbox, speaking PayPal's HTTP shapes. */
export function startPayPalStandIn(options: StandInOptions = {}) {
  return serveStandIn((db) => new PayPalSandbox({ ...STAND_IN_CREDENTIALS, publicBase: '' }, db), payPalStandInEnv, options);
}

export type PayPalStandIn = Awaited<ReturnType<typeof startPayPalStandIn>>;

/** A whole app on a fresh database that pays through a PayPal stand-in, with the demo admin and its token. */
export async function createPayPalTestApp(options: StandInAppOptions = {}) {
  const { standIn, ...app } = await createTestAppWithStandIn(payPalStandInEnv, startPayPalStandIn, options);
  return { ...app, paypal: standIn };
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
