import type { Database } from '#api/db/client.ts';
import { findOpenAccountByEmail, replacePassword } from '#api/modules/accounts/account-credentials.ts';
import { hashPassword, verifyPassword } from '#api/modules/accounts/passwords.ts';
import {
  DEMO_LOGINS,
  type DemoAccounts,
  demoPassword,
  PUBLISHED_DEMO_PASSWORDS,
  readOrCreateDemoAccounts,
} from './demo-accounts.ts';

/**
 * Databases seeded by earlier versions hold demo accounts whose passwords were printed in the
 * README. Each one still taking its published password gets its generated one (older tokens die).
 */
export async function retirePublishedDemoPasswords(db: Database, dataDir: string): Promise<string[]> {
  const notices: string[] = [];
  let demo: DemoAccounts | undefined;
  for (const login of DEMO_LOGINS) {
    const account = await findOpenAccountByEmail(db, login.role, login.email);
    if (!account || !(await verifyPassword(account.passwordHash, PUBLISHED_DEMO_PASSWORDS[login.role]))) continue;
    demo ??= readOrCreateDemoAccounts(dataDir);
    const password = demoPassword(demo, login.email);
    await replacePassword(db, login.role, account.id, await hashPassword(password));
    notices.push(`Demo ${login.role} ${login.email} had the published password; its new one: ${password}`);
  }
  return notices;
}
