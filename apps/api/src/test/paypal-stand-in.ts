import { randomUUID } from 'node:crypto';
import { PayPalClient } from '../modules/payments/paypal/paypal.client.ts';
import { firstCaptureOf, type PayPalCapture, type PayPalMoney } from '../modules/payments/paypal/paypal.types.ts';
import { PayPalSandbox } from '../modules/payments/paypal/paypal-sandbox.ts';
import { listenOnFreePort } from './stand-in-server.ts';

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

type PayPalStandIn = Awaited<ReturnType<typeof startPayPalStandIn>>;

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
