import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveProduct, placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import { adminToken, createCustomer, createVendor } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn, payWithPayPal } from '#api/test/paypal-stand-in.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

const METRICS_TOKEN = 'scraper-token-0123456789';
let t: TestApp;
let paypal: PayPalStandIn;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  ({ t, paypal, close: closeApp } = await createPayPalTestApp({ env: { METRICS_TOKEN } }));
});
afterAll(() => closeApp());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is for the scraper that holds the token only', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer not-the-token-at-all')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests per route pattern, not per address, with their latency', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/Products/3f8a2b1c-0000-4000-8000-000000000000' });
    const answer = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/);
    expect(answer.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} [1-9]/);
    expect(answer.body).not.toContain('3f8a2b1c');
    expect(answer.body).toContain('process_cpu_seconds_total');
  });

  it('reports payment attempts by provider and outcome, and the mail queue, from the database', async () => {
    const vendor = await createVendor(t.app);
    const product = await createLiveProduct(t.app, vendor, await adminToken(t.app));
    const customer = await createCustomer(t.app);
    await putInCart(t.app, customer.token, product);
    const order = await placeOrder(t.app, customer.token);
    await payWithPayPal(t.app, paypal, customer.token, order.orderId);
    const { body } = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(body).toMatch(/payment_attempts\{provider="paypal",status="completed"\} 1\b/);
    expect(body).toMatch(/mail_outbox_messages\{status="(pending|sent)"\} [1-9]/);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
