import { inject } from 'vitest';
import { readDemoAccounts } from '../../api/src/modules/demo/demo-accounts.ts';

/**
 * A demo login of this run's server (or of a journey's own server, by its data folder): the password is the one
 * it generated into DATA_DIR/demo-accounts.txt.
 */
export function demoLogin(email: string, dataDir: string = inject('dataDir')): { email: string; password: string } {
  const account = readDemoAccounts(dataDir).find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no line for ${email} in the server's demo-accounts.txt`);
  return { email, password: account.password };
}
