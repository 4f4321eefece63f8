import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createVendor } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (overrides: Record<string, string> = {}) => ({
  firstName: 'Meera',
  lastName: 'Krishnan',
  email: 'meera.new@example.com',
  mobileNumber: '+91 99000 11223',
  address1: '7 Church Street',
  address2: 'Floor 2',
  storeCity: 'Mysuru',
  storeState: 'Karnataka',
  storePostCode: '570001',
  ...overrides,
});

describe('PUT /api/vendordashboard/profile/{vendorId}', () => {
  it('updates the profile and answers it', async () => {
    const vendor = await createVendor(t.app);
    const url = `/api/vendordashboard/profile/${vendor.id}`;
    const response = await t.app.inject({ method: 'PUT', url, headers: bearer(vendor.token), payload: update() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lastName: 'Krishnan', storeCity: 'Mysuru', mobileNumber: '+919900011223' });
    const read = await t.app.inject({ method: 'GET', url, headers: bearer(vendor.token) });
    expect(read.json().email).toBe('meera.new@example.com');
  });

  it('checks the fields and refuses a taken e-mail', async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const url = `/api/vendordashboard/profile/${vendor.id}`;
    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(vendor.token),
      payload: update({ firstName: '', mobileNumber: '123' }),
    });
    expect(invalid.json().errors).toMatchObject({
      firstName: 'First name is required',
      mobileNumber: 'Please enter a valid phone number with country code (e.g., +1234567890)',
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(vendor.token),
      payload: update({ email: other.fields.email }),
    });
    expect(taken.statusCode).toBe(409);
  });

  it("refuses another vendor's profile", async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/profile/${other.id}`,
      headers: bearer(vendor.token),
      payload: update({ email: 'hijack@example.com' }),
    });
    expect(response.statusCode).toBe(404);
  });
});
