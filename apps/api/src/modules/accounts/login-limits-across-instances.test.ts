import { AccountMessages } from '@art-market/domain/copy';
import { describe, expect, it } from 'vitest';
import { createCustomer, createVendor, customerInput } from '#api/test/factories.ts';
import { redisAvailable } from '#api/test/redis.ts';
import { createSecondApp, type TestApp } from '#api/test/test-app.ts';
import { twoInstancesOnRedis } from '#api/test/two-instances.ts';

// Two instances of the app on one database and one Redis prefix, as behind a load balancer.
const instances = twoInstancesOnRedis();

// Each request from its own address, so only the per-account limit can cut.
let addressCounter = 0;
const nextAddress = () => `10.70.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;
const login = (t: TestApp, url: string, email: string, password: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress });

describe.skipIf(!redisAvailable)('login limits shared by two instances through Redis', () => {
  it('lets at most 5 of 100 parallel wrong logins, spread over both, reach the password check', async () => {
    const { a, b } = instances;
    const { input } = await createCustomer(a.app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => login(index % 2 ? a : b, '/api/Customer/login', input.email, 'a-wrong-guess')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Every 401 is one password checked; all the others were refused before the check.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - statuses.filter((s) => s === 401).length);
    const locked = answers.find((answer) => answer.statusCode === 429);
    expect(locked?.json()).toEqual({ message: AccountMessages.throttled, signInCode: true });
    expect(Number(locked?.headers['retry-after'])).toBeGreaterThan(0);
    for (const t of [a, b]) expect((await login(t, '/api/Customer/login', input.email, input.passwordHash)).statusCode).toBe(429);
  });

  it('keeps an account locked across a restart of the instances', async () => {
    const { a, b } = instances;
    const { input } = await createCustomer(a.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(attempt % 2 ? a : b, '/api/Customer/login', input.email, 'guess-x')).statusCode).toBe(401);
    }
    const restarted = await createSecondApp(a);
    try {
      expect((await login(restarted, '/api/Customer/login', input.email, input.passwordHash)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('forgets the failures of an account once its password is right on either instance', async () => {
    const { a, b } = instances;
    const vendor = await createVendor(a.app);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await login(a, '/api/vendor/login', vendor.fields.email, 'a-wrong-guess')).statusCode).toBe(401);
    }
    expect((await login(b, '/api/vendor/login', vendor.fields.email, vendor.fields.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(a, '/api/vendor/login', vendor.fields.email, 'a-wrong-guess')).statusCode).toBe(401);
    }
    expect((await login(b, '/api/vendor/login', vendor.fields.email, 'a-wrong-guess')).statusCode).toBe(429);
  });

  it('counts an IPv6 /64 as one address across both instances', async () => {
    const { a, b } = instances;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const address = `2001:db8:70:9:${attempt.toString(16)}::1`;
      const t = attempt % 2 ? a : b;
      statuses.push((await login(t, '/api/Customer/login', `ghost.v6.${attempt}@example.com`, 'guess-123', address)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });

  it('limits registrations per address across both instances', async () => {
    const { a, b } = instances;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await (attempt % 2 ? a : b).app.inject({
        method: 'POST',
        url: '/api/Customer/register',
        payload: customerInput(),
        remoteAddress: '10.71.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
  });
});
