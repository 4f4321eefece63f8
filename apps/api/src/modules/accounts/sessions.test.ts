import type { Role } from '@art-market/domain/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#api/db/schema.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, TEST_ADMIN, type TestApp } from '#api/test/test-app.ts';
import { readTestClaims, signTestToken } from '#api/test/tokens.ts';

const SECRET = 'session-tests-secret-with-at-least-32-characters';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
  await addDemoAdmin(t);
});
afterAll(() => t.close());

/** Per role: how to get a fresh login, the logout route, and a route that needs that role. */
const ROLES: Record<Role, { login: () => Promise<string>; logout: string; guarded: (token: string) => string }> = {
  customer: {
    login: async () => (await createCustomer(t.app)).token,
    logout: '/api/Customer/logout',
    guarded: () => '/api/CustomerDashboard/initial-data',
  },
  vendor: {
    login: async () => (await createVendor(t.app)).token,
    logout: '/api/vendor/logout',
    guarded: (token) => `/api/vendordashboard/${readTestClaims(token).sub}/products`,
  },
  admin: {
    login: async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/AdminAuth/login', payload: TEST_ADMIN });
      return response.json().token;
    },
    logout: '/api/AdminAuth/logout',
    guarded: () => '/api/AdminAuth/me',
  },
};

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const logOut = (role: Role, token: string) => t.app.inject({ method: 'POST', url: ROLES[role].logout, headers: bearer(token) });

describe.each(['customer', 'vendor', 'admin'] as Role[])('a %s session', (role) => {
  it('is a row per login, and logging out ends it: the same token then answers 401 everywhere', async () => {
    const token = await ROLES[role].login();
    const url = ROLES[role].guarded(token);
    expect((await get(url, token)).statusCode).toBe(200);
    const { sid, sub, aud } = readTestClaims(token);
    expect(aud).toBe(`art-market:${role}`);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(sid)));
    expect(row).toMatchObject({ role, accountId: sub, endedAt: null });

    const loggedOut = await logOut(role, token);
    expect(loggedOut.statusCode).toBe(204);
    const afterwards = await get(url, token);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().message).toBe('Your session has expired. Please log in again.');
    expect((await logOut(role, token)).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('end one at a time: another login of the same account keeps working', async () => {
    const first = await ROLES.admin.login();
    const second = await ROLES.admin.login();
    expect((await logOut('admin', first)).statusCode).toBe(204);
    expect((await get('/api/AdminAuth/me', first)).statusCode).toBe(401);
    expect((await get('/api/AdminAuth/me', second)).statusCode).toBe(200);
  });

  it('answer 401 when the row is gone or expired, whatever the token says', async () => {
    const gone = await ROLES.customer.login();
    await t.database.db.delete(sessions).where(eq(sessions.id, String(readTestClaims(gone).sid)));
    expect((await get('/api/CustomerDashboard/initial-data', gone)).statusCode).toBe(401);
    const expired = await ROLES.customer.login();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, String(readTestClaims(expired).sid)));
    expect((await get('/api/CustomerDashboard/initial-data', expired)).statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('of another role are refused (403), and an audience rewritten to that role is 401', async () => {
    const customer = await ROLES.customer.login();
    expect((await get('/api/AdminAuth/me', customer)).statusCode).toBe(403);
    expect((await logOut('vendor', customer)).statusCode).toBe(403);
    const asAdmin = signTestToken(SECRET, { ...readTestClaims(customer), aud: 'art-market:admin' });
    expect((await get('/api/AdminAuth/me', asAdmin)).statusCode).toBe(401);
  });

  it('with an unknown or missing audience, or no session id, are 401', async () => {
    const token = await ROLES.customer.login();
    const url = '/api/CustomerDashboard/initial-data';
    const without = (claim: string) => Object.fromEntries(Object.entries(readTestClaims(token)).filter(([key]) => key !== claim));
    expect((await get(url, signTestToken(SECRET, readTestClaims(token)))).statusCode).toBe(200);
    expect((await get(url, signTestToken(SECRET, { ...readTestClaims(token), aud: 'another-app' }))).statusCode).toBe(401);
    expect((await get(url, signTestToken(SECRET, without('aud')))).statusCode).toBe(401);
    expect((await get(url, signTestToken(SECRET, without('sid')))).statusCode).toBe(401);
  });

  it('signed with another algorithm than HS256, or with none, are 401', async () => {
    const token = await ROLES.customer.login();
    const url = '/api/CustomerDashboard/initial-data';
    const claims = readTestClaims(token);
    expect((await get(url, signTestToken(SECRET, claims, 'HS256'))).statusCode).toBe(200);
    expect((await get(url, signTestToken(SECRET, claims, 'HS512'))).statusCode).toBe(401);
    expect((await get(url, signTestToken(SECRET, claims, 'none'))).statusCode).toBe(401);
  });
});
