import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '@art-market/domain/rules';
import type { Config } from '#api/config.ts';
import { DEMO_CUSTOMER, DEMO_VENDORS } from './demo-artworks.ts';

export const DEMO_ADMIN = { email: 'admin@artmarket.local', name: 'Demo Admin' } as const;

/** In DATA_DIR, mode 0600: one "role email password" line per demo login. */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt';

export const demoAccountsFile = (dataDir: string) => path.join(dataDir, DEMO_ACCOUNTS_FILE);

/**
 * The passwords earlier versions gave every installation (and printed in the README). They are
 * kept only to find accounts that still use them and give those accounts generated ones.
 */
export const PUBLISHED_DEMO_PASSWORDS: Record<Role, string> = {
  admin: 'ArtMarket-admin-1',
  customer: 'ArtMarket-customer-1',
  vendor: 'ArtMarket-vendor-1',
};

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
}

export interface DemoAccounts {
  file: string;
  accounts: DemoAccount[];
  /** Lines written by this call: passwords nobody has been shown yet. */
  added: DemoAccount[];
}

export const DEMO_LOGINS: { role: Role; email: string }[] = [
  { role: 'admin', email: DEMO_ADMIN.email },
  { role: 'customer', email: DEMO_CUSTOMER.email },
  ...DEMO_VENDORS.map((vendor) => ({ role: 'vendor' as const, email: vendor.email })),
];

const ROLES: readonly string[] = ['admin', 'customer', 'vendor'] satisfies Role[];
const HEADER = '# Art Market demo logins, generated at first start (keep this file private).\n# role email password\n';

/** Demo accounts exist outside production; in production only when SEED_DEMO=true is set explicitly. */
export function demoAccountsAllowed(config: Config): boolean {
  return config.isProduction ? config.SEED_DEMO === true : true;
}

/** The demo catalogue: by default only for the embedded database, and never unasked in production. */
export function demoCatalogueWanted(config: Config, embedded: boolean): boolean {
  return demoAccountsAllowed(config) && (config.SEED_DEMO ?? embedded);
}

export function parseDemoAccounts(text: string): DemoAccount[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
    .filter(([role, email, password]) => ROLES.includes(role ?? '') && email && password)
    .map(([role, email, password]) => ({ role: role as Role, email: email as string, password: password as string }));
}

/** The demo logins of an installation, or none when the file was never written. */
export function readDemoAccounts(dataDir: string): DemoAccount[] {
  try {
    return parseDemoAccounts(readFileSync(demoAccountsFile(dataDir), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Reads the demo logins, generating a random password for each one the file does not hold yet.
 * A written password is never replaced: the accounts in the database were made with it.
 */
export function readOrCreateDemoAccounts(dataDir: string): DemoAccounts {
  const file = demoAccountsFile(dataDir);
  const known = readDemoAccounts(dataDir);
  const added = DEMO_LOGINS.filter((login) => !known.some((account) => account.email === login.email)).map((login) => ({
    ...login,
    password: randomBytes(18).toString('base64url'),
  }));
  if (added.length > 0) {
    const lines = added.map((account) => `${account.role} ${account.email} ${account.password}\n`).join('');
    mkdirSync(dataDir, { recursive: true });
    if (known.length === 0) writeFileSync(file, HEADER + lines, { mode: 0o600 });
    else appendFileSync(file, lines, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { file, accounts: [...known, ...added], added };
}

export function demoPassword(demo: DemoAccounts, email: string): string {
  const account = demo.accounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${demo.file} has no line for ${email}`);
  return account.password;
}
