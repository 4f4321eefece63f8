import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/client.ts';
import { PayPalClient } from './paypal/paypal.client.ts';
import { PayPalSandbox } from './paypal/paypal-sandbox.ts';
import { PayUClient } from './payu/payu.client.ts';
import { PayUSandbox } from './payu/payu-sandbox.ts';

export interface PayPalGateway {
  client: PayPalClient;
  mode: 'sandbox' | 'live';
  /** The built-in offline sandbox, mounted at SANDBOX_PREFIX.paypal, when no credentials are set. */
  sandbox?: PayPalSandbox;
  webhookId?: string;
  /** Where a webhook's signing certificate may live besides PayPal's own hosts (a sandbox or stand-in). */
  certOrigins: string[];
}

/** PayU hosted checkout (docs/product/orders-and-payments.md#payu): merchant key and salt, form and verify endpoints. */
export interface PayUGateway {
  key: string;
  salt: string;
  paymentUrl: string;
  verifyUrl: string;
  mode: 'test' | 'live';
  client: PayUClient;
  /** The built-in offline sandbox, mounted at SANDBOX_PREFIX.payu, when no credentials are set. */
  sandbox?: PayUSandbox;
}

export interface PaymentProviders {
  paypal?: PayPalGateway;
  payu?: PayUGateway;
  /** True when a method runs against the built-in sandbox: pages say "Sandbox: no real money". */
  sandbox: boolean;
}

export const SANDBOX_PREFIX = { paypal: '/sandbox/paypal', payu: '/sandbox/payu' } as const;

const PAYPAL_HOSTS = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

/** Where the server reaches itself: the built-in sandboxes are called over real HTTP, like the providers. */
export function internalBaseUrl(config: Config): string {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

/**
 * The providers this server offers (ADR 0005, 0013). The built-in sandbox never fails open: it stands
 * in only when no provider credentials at all are configured and this is not production. With any
 * real credentials set, a method without its own is not offered, so a half-configured live server
 * never takes "payments" that move no money. The sandboxes keep their state in `db` (ADR 0020).
 */
export function createPaymentProviders(config: Config, db: Database): PaymentProviders {
  const anyCredentials = Boolean(config.PAYPAL_CLIENT_ID || config.PAYPAL_CLIENT_SECRET || config.PAYU_KEY || config.PAYU_SALT);
  const sandboxDb = !anyCredentials && !config.isProduction ? db : undefined;
  return { paypal: paypalGateway(config, sandboxDb), payu: payuGateway(config, sandboxDb), sandbox: sandboxDb !== undefined };
}

const PAYU_HOSTS = {
  test: { paymentUrl: 'https://test.payu.in/_payment', verifyUrl: 'https://test.payu.in/merchant/postservice.php?form=2' },
  live: { paymentUrl: 'https://secure.payu.in/_payment', verifyUrl: 'https://info.payu.in/merchant/postservice.php?form=2' },
} as const;

/** `sandboxDb`: where the built-in sandbox keeps its state, given only when it may stand in. */
function payuGateway(config: Config, sandboxDb: Database | undefined): PayUGateway | undefined {
  if (config.PAYU_KEY && config.PAYU_SALT) {
    const hosts = PAYU_HOSTS[config.PAYU_MODE];
    const endpoints = {
      key: config.PAYU_KEY,
      salt: config.PAYU_SALT,
      paymentUrl: config.PAYU_PAYMENT_URL ?? hosts.paymentUrl,
      verifyUrl: config.PAYU_VERIFY_URL ?? hosts.verifyUrl,
    };
    return { ...endpoints, mode: config.PAYU_MODE, client: new PayUClient(endpoints) };
  }
  if (!sandboxDb) return undefined;
  // The browser posts the checkout form to the public address; the server verifies over its own port.
  const credentials = { key: 'AMSBOX', salt: 'ArtMarketSandboxSalt' };
  const endpoints = {
    ...credentials,
    paymentUrl: `${config.PUBLIC_URL}${SANDBOX_PREFIX.payu}/_payment`,
    verifyUrl: `${internalBaseUrl(config)}${SANDBOX_PREFIX.payu}/merchant/postservice.php?form=2`,
  };
  const sandbox = new PayUSandbox({ ...credentials, publicBase: `${config.PUBLIC_URL}${SANDBOX_PREFIX.payu}` }, sandboxDb);
  return { ...endpoints, mode: 'test', client: new PayUClient(endpoints), sandbox };
}

/**
 * Where checkout pages may post forms besides our own origin (the CSP's form-action): PayU's hosted
 * checkout is a form post to its host (docs/product/orders-and-payments.md#payu). PayPal is reached by links, not forms.
 */
export function paymentFormOrigins(providers: PaymentProviders): string[] {
  return providers.payu ? [new URL(providers.payu.paymentUrl).origin] : [];
}

function paypalGateway(config: Config, sandboxDb: Database | undefined): PayPalGateway | undefined {
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET) {
    return {
      client: new PayPalClient({
        baseUrl: config.PAYPAL_API_BASE ?? PAYPAL_HOSTS[config.PAYPAL_MODE],
        clientId: config.PAYPAL_CLIENT_ID,
        clientSecret: config.PAYPAL_CLIENT_SECRET,
      }),
      mode: config.PAYPAL_MODE,
      webhookId: config.PAYPAL_WEBHOOK_ID,
      certOrigins: config.PAYPAL_API_BASE ? [new URL(config.PAYPAL_API_BASE).origin] : [],
    };
  }
  if (!sandboxDb) return undefined;
  const credentials = { clientId: 'sandbox-client', clientSecret: 'sandbox-secret', webhookId: 'SANDBOXWEBHOOK' };
  const sandbox = new PayPalSandbox({ ...credentials, publicBase: `${config.PUBLIC_URL}${SANDBOX_PREFIX.paypal}` }, sandboxDb);
  return {
    client: new PayPalClient({ ...credentials, baseUrl: `${internalBaseUrl(config)}${SANDBOX_PREFIX.paypal}` }),
    mode: 'sandbox',
    sandbox,
    webhookId: credentials.webhookId,
    certOrigins: [new URL(sandbox.publicBase).origin],
  };
}
