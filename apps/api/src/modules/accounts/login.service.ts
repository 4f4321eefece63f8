import type { Login, Role } from '@art-market/domain';
import type { AppContext } from '../../context.ts';
import { Unauthorized } from '../../errors.ts';
import { clientKey, ThrottleRules } from '../../plugins/throttle.ts';
import { type Credentials, findOpenAccountByEmail } from './account.repository.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Checks e-mail and password for a role. Every attempt counts against the account and the caller's
 * IP before the password is checked, atomically in the limits' store, so parallel guesses (on any
 * instance) cannot all slip past the limit; a success takes its count back and clears the account's
 * failures. Past either limit the answer is 429.
 */
export async function checkCredentials(
  ctx: AppContext,
  role: Role,
  login: Login,
  ip: string,
  invalidMessage: string,
): Promise<Credentials> {
  const accountLimit = [`login:${role}:${login.email}`, ThrottleRules.loginFailuresPerAccount] as const;
  const release = await ctx.throttle.take([accountLimit, [`login-ip:${clientKey(ip)}`, ThrottleRules.loginFailuresPerIp]]);
  const account = await findOpenAccountByEmail(ctx.db, role, login.email);
  if (!(await verifyPassword(account?.passwordHash, login.password)) || !account) {
    throw new Unauthorized(invalidMessage);
  }
  await release();
  await ctx.throttle.forget(accountLimit);
  return account;
}
