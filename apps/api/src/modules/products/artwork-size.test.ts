import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createVendor, productSubmission } from '#api/test/factories.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let vendor: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  vendor = await createVendor(t.app);
});
afterAll(() => t.close());

const submit = (overrides: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/${vendor.id}/products`,
    headers: bearer(vendor.token),
    payload: productSubmission(overrides),
  });

describe('the size of an artwork', () => {
  it.each([
    ['Width', { Width: 1_000_000 }],
    ['Height', { Height: '1000000' }],
  ])('answers 400 with a %s message past what the column holds, not 500', async (field, overrides) => {
    const response = await submit(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(`${field} must be at most 999,999.99 inches`);
  });

  it('takes the largest size the column holds', async () => {
    const response = await submit({ Width: 999_999.99, Height: 0.01 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 999_999.99, height: 0.01 });
  });
});
