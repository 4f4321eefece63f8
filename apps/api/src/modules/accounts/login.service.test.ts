import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createVendor } from '#api/test/factories.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each request from its own address, so only the per-account limit can cut.
let addressCounter = 0;
const nextAddress = () => `10.60.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;
const login = (url: string, email: string, password: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress });

describe('login throttling under parallel attempts', () => {
  it('lets at most 5 of 300 parallel wrong logins for one account reach the password check', async () => {
    const { input } = await createCustomer(t.app);
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => login('/api/Customer/login', input.email, 'a-wrong-guess')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - statuses.filter((s) => s === 401).length);
    expect((await login('/api/Customer/login', input.email, input.passwordHash)).statusCode).toBe(429);
  });

  it('forgets the failures of an account once its password is right', async () => {
    const vendor = await createVendor(t.app);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login('/api/vendor/login', vendor.fields.email, 'a-wrong-guess')).statusCode).toBe(401);
    }
    expect((await login('/api/vendor/login', vendor.fields.email, vendor.fields.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login('/api/vendor/login', vendor.fields.email, 'a-wrong-guess')).statusCode).toBe(401);
    }
    expect((await login('/api/vendor/login', vendor.fields.email, 'a-wrong-guess')).statusCode).toBe(429);
  });

  it('does not hold successful logins against the IP', async () => {
    const { input } = await createCustomer(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      statuses.push((await login('/api/Customer/login', input.email, input.passwordHash, '10.61.0.1')).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('keys IPv6 clients by their /64, so rotating the host half of the address does not help', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const address = `2001:db8:7:9:${attempt.toString(16)}::1`;
      statuses.push((await login('/api/Customer/login', `ghost.v6.${attempt}@example.com`, 'guess-123', address)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });
});
