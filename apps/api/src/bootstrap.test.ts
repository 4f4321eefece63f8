import { access } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAtStart } from './bootstrap.ts';
import { admins, customers, products, vendors } from './db/schema.ts';
import { demoAccountsFile, PUBLISHED_DEMO_PASSWORDS, readDemoAccounts } from './modules/demo/demo-accounts.ts';
import { DEMO_CUSTOMER } from './modules/demo/demo-artworks.ts';
import { PublishedDemoPasswordsInUse, retirePublishedDemoPasswords } from './modules/demo/published-passwords.service.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(() => t.close());

const customerLogin = (password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Customer/login',
    payload: { email: DEMO_CUSTOMER.email, password },
    remoteAddress: ip,
  });

describe('a production start', () => {
  it('without SEED_DEMO creates no demo account, no catalogue and no demo-accounts.txt, even on the embedded database', async () => {
    const banner = await bootstrapAtStart(t.app.ctx, { embedded: true }, t.app.log);
    expect(banner).toEqual([]);
    const db = t.database.db;
    expect([await db.$count(admins), await db.$count(customers), await db.$count(vendors), await db.$count(products)]).toEqual([
      0, 0, 0, 0,
    ]);
    await expect(access(demoAccountsFile(t.dataDir))).rejects.toThrow();
  });

  it('refuses while a demo account left by an earlier version takes its published password, changing nothing', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/register',
      payload: {
        ...DEMO_CUSTOMER,
        passwordHash: PUBLISHED_DEMO_PASSWORDS.customer,
      },
      remoteAddress: '10.13.0.1',
    });
    expect(registered.statusCode).toBe(201);

    await expect(bootstrapAtStart(t.app.ctx, { embedded: true }, t.app.log)).rejects.toThrow(PublishedDemoPasswordsInUse);
    await expect(bootstrapAtStart(t.app.ctx, { embedded: true }, t.app.log)).rejects.toThrow(
      `${DEMO_CUSTOMER.email}.\nStop the server and run \`npm run demo:retire-passwords\``,
    );
    expect(readDemoAccounts(t.dataDir)).toEqual([]);
    expect((await customerLogin(PUBLISHED_DEMO_PASSWORDS.customer, '10.13.0.5')).statusCode).toBe(200);
  });

  it('starts once the one-off command has given that account a generated password', async () => {
    const oldToken = (await customerLogin(PUBLISHED_DEMO_PASSWORDS.customer, '10.13.0.2')).json().token;

    const fixed = await retirePublishedDemoPasswords(t.database.db, t.dataDir);
    const generated = readDemoAccounts(t.dataDir).find((account) => account.email === DEMO_CUSTOMER.email)?.password;
    expect(generated).toMatch(/^[\w-]{24}$/);
    expect(fixed.join('\n')).toContain(`${generated}`);
    expect(await retirePublishedDemoPasswords(t.database.db, t.dataDir)).toEqual([]);
    expect((await customerLogin(PUBLISHED_DEMO_PASSWORDS.customer, '10.13.0.3')).statusCode).toBe(401);
    expect((await customerLogin(generated ?? '', '10.13.0.4')).statusCode).toBe(200);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/CustomerDashboard/initial-data',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(dashboard.statusCode).toBe(401);
    await expect(bootstrapAtStart(t.app.ctx, { embedded: true }, t.app.log)).resolves.toEqual([
      `Demo logins (role, e-mail, password) are kept in ${demoAccountsFile(t.dataDir)}`,
    ]);
  });
});
