import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdmins } from '#api/bootstrap.ts';
import { loadConfig } from '#api/config.ts';
import { admins } from '#api/db/schema.ts';
import { DEMO_ADMIN, demoAccountsFile, PUBLISHED_DEMO_PASSWORDS, readDemoAccounts } from '#api/modules/demo/demo-accounts.ts';
import { bearer, createCustomer } from '#api/test/factories.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { ensureAdmin } from './admin-accounts.service.ts';

let t: TestApp;
let demoAdmin: { email: string; password: string };
beforeAll(async () => {
  t = await createTestApp();
  await bootstrapAdmins(t.database.db, loadConfig({ NODE_ENV: 'development', DATA_DIR: t.dataDir }), t.app.log);
  const [account] = readDemoAccounts(t.dataDir).filter((candidate) => candidate.email === DEMO_ADMIN.email);
  if (!account) throw new Error('the demo admin is not in demo-accounts.txt');
  demoAdmin = account;
});
afterAll(() => t.close());

const login = (payload: object, ip = '10.7.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/AdminAuth/login', payload, remoteAddress: ip });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/AdminAuth/me', headers: bearer(token) });
const productionEnv = (admin: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: t.dataDir,
    MAIL_OUTBOX_DIR: path.join(t.dataDir, 'outbox'),
    JWT_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://art.example.com',
    CERTIFICATE_SIGNING_KEY: t.app.ctx.config.CERTIFICATE_SIGNING_KEY,
    ...admin,
  });

describe('admin accounts', () => {
  it('creates the demo admin outside production when there is none, once', async () => {
    expect(await t.database.db.$count(admins)).toBe(1);
    await bootstrapAdmins(t.database.db, loadConfig({ NODE_ENV: 'development', DATA_DIR: t.dataDir }), t.app.log);
    expect(await t.database.db.$count(admins)).toBe(1);
  });

  it('gives the demo admin a generated password, kept in a private DATA_DIR/demo-accounts.txt, not the published one', async () => {
    expect(demoAdmin.password).toMatch(/^[\w-]{24}$/);
    expect((await stat(demoAccountsFile(t.dataDir))).mode & 0o777).toBe(0o600);
    const published = await login({ email: DEMO_ADMIN.email, password: PUBLISHED_DEMO_PASSWORDS.admin }, '10.7.0.6');
    expect(published.statusCode).toBe(401);
  });

  it('answers a token, adminId and name for the right password', async () => {
    const response = await login(demoAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token: expect.any(String), adminId: expect.any(String), name: 'Demo Admin' });
    expect((await me(response.json().token)).json()).toMatchObject({ email: DEMO_ADMIN.email, name: 'Demo Admin' });
  });

  it('answers "Invalid credentials" for a wrong password', async () => {
    const response = await login({ email: DEMO_ADMIN.email, password: 'nope-nope' }, '10.7.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid credentials' });
  });

  it('ensures the ADMIN_EMAIL account with ADMIN_PASSWORD, updating the password and voiding older tokens', async () => {
    const env = { ADMIN_EMAIL: 'Ops@Example.com', ADMIN_PASSWORD: 'first-password' };
    await bootstrapAdmins(t.database.db, productionEnv(env), t.app.log);
    const first = await login({ email: 'ops@example.com', password: 'first-password' }, '10.7.0.3');
    expect(first.statusCode).toBe(200);
    // A restart with the same password logs no one out.
    await bootstrapAdmins(t.database.db, productionEnv(env), t.app.log);
    expect((await me(first.json().token)).statusCode).toBe(200);
    await bootstrapAdmins(t.database.db, productionEnv({ ...env, ADMIN_PASSWORD: 'second-password' }), t.app.log);
    expect((await login({ email: 'ops@example.com', password: 'first-password' }, '10.7.0.4')).statusCode).toBe(401);
    expect((await login({ email: 'ops@example.com', password: 'second-password' }, '10.7.0.4')).statusCode).toBe(200);
    expect((await me(first.json().token)).statusCode).toBe(401);
  });

  it('sets a disabled admin a new password but leaves it disabled (admin:create and ADMIN_EMAIL alike)', async () => {
    await ensureAdmin(t.database.db, { email: 'gone@example.com', password: 'old-password-1' });
    const session = (await login({ email: 'gone@example.com', password: 'old-password-1' }, '10.7.0.7')).json();
    await t.database.db.update(admins).set({ disabledAt: new Date() }).where(eq(admins.email, 'gone@example.com'));

    const outcome = await ensureAdmin(t.database.db, { email: 'Gone@Example.com', password: 'new-password-1' });
    expect(outcome).toBe('updated but disabled');
    const [row] = await t.database.db.select().from(admins).where(eq(admins.email, 'gone@example.com'));
    expect(row?.disabledAt).not.toBeNull();
    expect((await login({ email: 'gone@example.com', password: 'new-password-1' }, '10.7.0.8')).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('keeps admin routes from other roles and from disabled admins', async () => {
    const customer = await createCustomer(t.app);
    expect((await me(customer.token)).statusCode).toBe(403);
    const session = (await login(demoAdmin, '10.7.0.5')).json();
    await t.database.db.update(admins).set({ disabledAt: new Date() }).where(eq(admins.id, session.adminId));
    expect((await me(session.token)).statusCode).toBe(401);
    await t.database.db.update(admins).set({ disabledAt: null }).where(eq(admins.id, session.adminId));
  });
});
