import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.ts';
import type { Database } from '#api/db/client.ts';
import * as schema from '#api/db/schema.ts';
import { testSigningKey } from '#api/test/signing-keys.ts';
import { createPaymentProviders } from './payment-providers.ts';

const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(32), MAIL_OUTBOX_DIR: '/tmp/outbox', ...env });
// Choosing the providers reads only the configuration: a database that answers no query will do.
const unconnected = drizzle.mock({ schema }) as unknown as Database;

describe('the built-in sandbox never fails open', () => {
  it('serves every method from the sandbox only when no credentials at all are set, outside production', () => {
    const providers = createPaymentProviders(configWith({}), unconnected);
    expect(providers.sandbox).toBe(true);
    expect(providers.paypal?.sandbox).toBeDefined();
    expect(providers.payu?.sandbox).toBeDefined();
  });

  it('offers no sandbox for a method without credentials once any real credentials are set', () => {
    const paypalOnly = createPaymentProviders(
      configWith({ PAYPAL_CLIENT_ID: 'live-id', PAYPAL_CLIENT_SECRET: 'live-secret' }),
      unconnected,
    );
    expect(paypalOnly).toMatchObject({ sandbox: false });
    expect(paypalOnly.paypal?.sandbox).toBeUndefined();
    expect(paypalOnly.payu).toBeUndefined();

    const payuOnly = createPaymentProviders(configWith({ PAYU_KEY: 'key', PAYU_SALT: 'salt' }), unconnected);
    expect(payuOnly).toMatchObject({ sandbox: false, paypal: undefined });
    expect(payuOnly.payu?.sandbox).toBeUndefined();
  });

  it('never uses the sandbox in production', () => {
    const production = createPaymentProviders(
      configWith({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.com',
        PUBLIC_URL: 'https://art.example.com',
        CERTIFICATE_SIGNING_KEY: testSigningKey(),
      }),
      unconnected,
    );
    expect(production).toMatchObject({ sandbox: false, paypal: undefined, payu: undefined });
  });
});

describe("where a PayPal webhook's certificate may live besides PayPal's hosts", () => {
  it("is the built-in sandbox's origin, a stand-in's, or nowhere else with live credentials", () => {
    const sandbox = createPaymentProviders(configWith({ PUBLIC_URL: 'http://localhost:5145' }), unconnected);
    expect(sandbox.paypal?.certOrigins).toEqual(['http://localhost:5145']);

    const live = { PAYPAL_CLIENT_ID: 'live-id', PAYPAL_CLIENT_SECRET: 'live-secret' };
    expect(createPaymentProviders(configWith(live), unconnected).paypal?.certOrigins).toEqual([]);
    const standIn = createPaymentProviders(configWith({ ...live, PAYPAL_API_BASE: 'http://127.0.0.1:4010' }), unconnected);
    expect(standIn.paypal?.certOrigins).toEqual(['http://127.0.0.1:4010']);
  });
});
