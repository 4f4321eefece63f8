import type { Login, Role } from '@art-market/domain';
import type { AppContext } from '../../context.ts';
import { Unauthorized } from '../../errors.ts';
import { type ThrottleEntry, ThrottleRules } from '../../plugins/throttle.ts';
import { type Credentials, findOpenAccountByEmail } from './account.repository.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Checks e-mail and password for a role. Failures count against the account and the caller's IP;
 * past either limit the answer is 429 before any password is checked.
 */
export async function checkCredentials(
  ctx: AppContext,
  role: Role,
  login: Login,
  ip: string,
  invalidMessage: string,
): Promise<Credentials> {
  const accountKey = `login:${role}:${login.email}`;
  const limits: ThrottleEntry[] = [
    [accountKey, ThrottleRules.loginFailuresPerAccount],
    [`login-ip:${ip}`, ThrottleRules.loginFailuresPerIp],
  ];
  ctx.throttle.assertAllowed(limits);
  const account = await findOpenAccountByEmail(ctx.db, role, login.email);
  if (!(await verifyPassword(account?.passwordHash, login.password)) || !account) {
    ctx.throttle.record(limits);
    throw new Unauthorized(invalidMessage);
  }
  ctx.throttle.forget(accountKey);
  return account;
}
