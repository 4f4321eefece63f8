import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdmins, DEMO_ADMIN } from '../../bootstrap.ts';
import { loadConfig } from '../../config.ts';
import { admins } from '../../db/schema.ts';
import { bearer, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await bootstrapAdmins(t.database.db, loadConfig({ NODE_ENV: 'development', DATA_DIR: t.dataDir }), t.app.log);
});
afterAll(() => t.close());

const login = (payload: object, ip = '10.7.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/AdminAuth/login', payload, remoteAddress: ip });

describe('admin accounts', () => {
  it('creates the demo admin outside production when there is none, once', async () => {
    expect(await t.database.db.$count(admins)).toBe(1);
    await bootstrapAdmins(t.database.db, loadConfig({ NODE_ENV: 'development', DATA_DIR: t.dataDir }), t.app.log);
    expect(await t.database.db.$count(admins)).toBe(1);
  });

  it('answers a token, adminId and name for the right password', async () => {
    const response = await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token: expect.any(String), adminId: expect.any(String), name: 'Demo Admin' });
    const me = await t.app.inject({ method: 'GET', url: '/api/AdminAuth/me', headers: bearer(response.json().token) });
    expect(me.json()).toMatchObject({ email: DEMO_ADMIN.email, name: 'Demo Admin' });
  });

  it('answers "Invalid credentials" for a wrong password', async () => {
    const response = await login({ email: DEMO_ADMIN.email, password: 'nope-nope' }, '10.7.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid credentials' });
  });

  it('ensures the ADMIN_EMAIL account with ADMIN_PASSWORD, updating the password when it exists', async () => {
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: t.dataDir,
      MAIL_OUTBOX_DIR: path.join(t.dataDir, 'outbox'),
      ADMIN_EMAIL: 'Ops@Example.com',
      ADMIN_PASSWORD: 'first-password',
    };
    await bootstrapAdmins(t.database.db, loadConfig(env), t.app.log);
    expect((await login({ email: 'ops@example.com', password: 'first-password' }, '10.7.0.3')).statusCode).toBe(200);
    await bootstrapAdmins(t.database.db, loadConfig({ ...env, ADMIN_PASSWORD: 'second-password' }), t.app.log);
    expect((await login({ email: 'ops@example.com', password: 'first-password' }, '10.7.0.4')).statusCode).toBe(401);
    expect((await login({ email: 'ops@example.com', password: 'second-password' }, '10.7.0.4')).statusCode).toBe(200);
  });

  it('keeps admin routes from other roles and from disabled admins', async () => {
    const customer = await createCustomer(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/AdminAuth/me', headers: bearer(customer.token) })).statusCode).toBe(
      403,
    );
    const session = (await login({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, '10.7.0.5')).json();
    await t.database.db.update(admins).set({ disabledAt: new Date() }).where(eq(admins.id, session.adminId));
    expect((await t.app.inject({ method: 'GET', url: '/api/AdminAuth/me', headers: bearer(session.token) })).statusCode).toBe(
      401,
    );
    await t.database.db.update(admins).set({ disabledAt: null }).where(eq(admins.id, session.adminId));
  });
});
