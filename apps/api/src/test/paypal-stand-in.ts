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
