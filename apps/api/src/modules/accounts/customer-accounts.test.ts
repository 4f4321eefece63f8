import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '#api/db/schema.ts';
import { bearer, createCustomer, createVendor, customerInput } from '#api/test/factories.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { signTestToken } from '#api/test/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: 'customer-tests-secret-with-at-least-32-characters' });
});
afterAll(() => t.close());

const register = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/Customer/register', payload: payload as object, remoteAddress: ip });
const login = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/Customer/login', payload: payload as object, remoteAddress: ip });
const countCustomers = () => t.database.db.$count(customers);

describe('POST /api/Customer/register', () => {
  it('creates the account with an argon2id hash and a lower-cased e-mail', async () => {
    const input = customerInput({ email: 'Priya.Shah@Example.COM', mobileNumber: '+1 (415) 555-0132 99' });
    const response = await register(input, '10.1.0.1');
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, response.json().id));
    expect(row?.email).toBe('priya.shah@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(input.passwordHash);
    expect(row?.mobileNumber).toBe('+1415555013299');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ mobileNumber: '12345' }, 'mobileNumber', 'Please enter a valid phone number'],
    [{ mobileNumber: '' }, 'mobileNumber', 'Phone number is required'],
    [{ mobileNumber: undefined }, 'mobileNumber', 'Phone number is required'],
    [{ mobileNumber: '+12345 98765 43210' }, 'mobileNumber', 'Please enter a valid phone number'],
    [{ country: '' }, 'country', 'Please select your country of residence'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: undefined }, 'lastName', 'Last name is required'],
    [{ passwordHash: 'short' }, 'passwordHash', 'Password must be at least 8 characters long'],
  ])('refuses %o with its message and changes nothing', async (overrides, field, message) => {
    const before = await countCustomers();
    const response = await register(customerInput(overrides), '10.1.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await countCustomers()).toBe(before);
  });

  it('accepts a plain 10-digit phone number', async () => {
    expect((await register(customerInput({ mobileNumber: '9876543210' }), '10.1.0.3')).statusCode).toBe(201);
  });

  it('answers 409 for an e-mail already registered, whatever its case', async () => {
    const first = customerInput();
    expect((await register(first, '10.1.0.4')).statusCode).toBe(201);
    const before = await countCustomers();
    const again = await register(customerInput({ email: first.email.toUpperCase() }), '10.1.0.4');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email already exists');
    expect(await countCustomers()).toBe(before);
  });

  it('throttles registrations per IP with 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await register(customerInput({ email: 'bad' }), '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/Customer/login', () => {
  it('answers a token and the profile for the right password, with any e-mail case', async () => {
    const { input } = await createCustomer(t.app);
    const response = await login({ email: ` ${input.email.toUpperCase()} `, password: input.passwordHash }, '10.2.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token: expect.any(String), customer: { email: input.email, firstName: 'Asha' } });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { input } = await createCustomer(t.app);
    const wrong = await login({ email: input.email, password: 'wrong-password' }, '10.2.0.2');
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever1' }, '10.2.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both fields', async () => {
    const response = await login({ email: '' }, '10.2.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('locks an account after 5 failures, even for the right password, and from another IP', async () => {
    const { input } = await createCustomer(t.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email: input.email, password: 'guess-number-x' }, `10.3.0.${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login({ email: input.email, password: input.passwordHash }, '10.3.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const other = await createCustomer(t.app);
    expect((await login({ email: other.input.email, password: other.input.passwordHash }, '10.3.1.1')).statusCode).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await login({ email: `ghost${attempt}@example.com`, password: 'guess-123' }, '10.4.0.1')).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });
});

it('does not let X-Forwarded-For choose the client address', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 21; attempt++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/login',
      payload: { email: `spoof${attempt}@example.com`, password: 'guess-123' },
      remoteAddress: '10.4.9.9',
      headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
    });
    statuses.push(response.statusCode);
  }
  expect(statuses[20]).toBe(429);
});

describe('GET /api/CustomerDashboard/initial-data', () => {
  const initialData = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/CustomerDashboard/initial-data', headers });

  it('answers the caller profile and an empty order history', async () => {
    const { token, input } = await createCustomer(t.app);
    const response = await initialData(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ profile: { email: input.email, country: 'India' }, recentOrders: [] });
  });

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const { id } = await createCustomer(t.app);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: id, aud: 'art-market:customer', sid: randomUUID(), ver: 0 };
    const forged = signTestToken('someone-elses-secret-of-sufficient-length', claims);
    const expired = signTestToken('customer-tests-secret-with-at-least-32-characters', {
      ...claims,
      iat: now - 7200,
      exp: now - 60,
    });
    expect((await initialData()).statusCode).toBe(401);
    expect((await initialData(bearer('not.a.token'))).statusCode).toBe(401);
    expect((await initialData(bearer(forged))).statusCode).toBe(401);
    const expiredResponse = await initialData(bearer(expired));
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('answers 403 to a vendor token', async () => {
    const vendor = await createVendor(t.app);
    expect((await initialData(bearer(vendor.token))).statusCode).toBe(403);
  });

  it('stops a disabled account at once', async () => {
    const { token, id } = await createCustomer(t.app);
    expect((await initialData(bearer(token))).statusCode).toBe(200);
    await t.database.db.update(customers).set({ disabledAt: new Date() }).where(eq(customers.id, id));
    expect((await initialData(bearer(token))).statusCode).toBe(401);
  });
});
