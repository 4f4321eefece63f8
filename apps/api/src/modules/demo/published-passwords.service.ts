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

/** The command that gives such accounts their generated passwords (ADR 0026). */
export const RETIRE_DEMO_PASSWORDS_COMMAND = 'npm run demo:retire-passwords';

/** A start refuses while a demo account still takes a password printed in an earlier README. */
export class PublishedDemoPasswordsInUse extends Error {
  constructor(emails: string[]) {
    super(
      `Demo accounts still take the password published in an earlier README: ${emails.join(', ')}.\n` +
        `Stop the server and run \`${RETIRE_DEMO_PASSWORDS_COMMAND}\` to give them generated ones.`,
    );
    this.name = 'PublishedDemoPasswordsInUse';
  }
}

/**
 * Databases seeded by earlier versions hold demo accounts whose passwords were printed in the README.
 * Answers those still taking their published password (one look-up, then at most one hash check per login).
 */
export async function findPublishedDemoPasswords(db: Database) {
  const found = await Promise.all(
    DEMO_LOGINS.map(async (login) => {
      const account = await findOpenAccountByEmail(db, login.role, login.email);
      if (!account || !(await verifyPassword(account.passwordHash, PUBLISHED_DEMO_PASSWORDS[login.role]))) return undefined;
      return { ...login, accountId: account.id };
    }),
  );
  return found.filter((login) => login !== undefined);
}

/** The start-up check: cheap, and it changes nothing. */
export async function refusePublishedDemoPasswords(db: Database): Promise<void> {
  const published = await findPublishedDemoPasswords(db);
  if (published.length > 0) throw new PublishedDemoPasswordsInUse(published.map((login) => login.email));
}

/**
 * The one-off fix (`npm run demo:retire-passwords`): each demo account still taking its published password
 * gets its generated one from DATA_DIR/demo-accounts.txt (older tokens die). Answers a line per account.
 */
export async function retirePublishedDemoPasswords(db: Database, dataDir: string): Promise<string[]> {
  const notices: string[] = [];
  let demo: DemoAccounts | undefined;
  for (const login of await findPublishedDemoPasswords(db)) {
    demo ??= readOrCreateDemoAccounts(dataDir);
    const password = demoPassword(demo, login.email);
    await replacePassword(db, login.role, login.accountId, await hashPassword(password));
    notices.push(`Demo ${login.role} ${login.email} had the published password; its new one: ${password}`);
  }
  return notices;
}
