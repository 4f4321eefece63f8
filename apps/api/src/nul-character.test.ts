import { randomUUID } from 'node:crypto';
import { NUL_CHARACTER_MESSAGE } from '@art-market/domain/copy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Issue 21: PostgreSQL cannot store the NUL character; text holding one is a 400 naming the field, never a 500.
let t: TestApp;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = (await createCustomer(t.app)).token;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(customer), payload });

function expectRefused(response: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ errors: { [field]: NUL_CHARACTER_MESSAGE } });
}

describe('a NUL character in client text', () => {
  it("is refused in PayPal's order id on the return page", async () => {
    const response = await post('/api/Payment/capture-paypal-payment', { orderId: randomUUID(), payPalOrderId: 'AB\u0000C' });
    expectRefused(response, 'payPalOrderId');
  });

  it("is refused in PayU's transaction id on the return page", async () => {
    const response = await post('/api/PayU/verify-payment', { orderId: randomUUID(), txnId: 'am-\u0000' });
    expectRefused(response, 'txnId');
  });

  it.each([
    ['/api/Product', 'artist'],
    ['/api/Product', 'category'],
    ['/api/Product', 'medium'],
    ['/api/Product/facets', 'style'],
    ['/api/Product/search', 'query'],
  ])('is refused in the catalogue filter %s ?%s', async (path, field) => {
    const response = await t.app.inject({ method: 'GET', url: `${path}?${field}=Oil%00` });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors).map((key) => key.split('.')[0])).toContain(field);
  });

  it('is refused in an order id', async () => {
    const response = await post('/api/Payment/create-paypal-order', { orderId: '\u0000' });
    expectRefused(response, 'orderId');
  });
});
