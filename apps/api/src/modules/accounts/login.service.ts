import { ResetMessages } from '@art-market/domain/copy';
import type { Role } from '@art-market/domain/rules';
import type { Login, SignInWithCode } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { TooManyRequests, Unauthorized } from '#api/errors.ts';
import { clientKey, type ThrottleEntry, ThrottleRules } from '#api/plugins/throttle.ts';
import { type Credentials, findOpenAccountByEmail } from './account.repository.ts';
import { countCodeGuess, redeemCode } from './password-reset.service.ts';
import { verifyPassword } from './passwords.ts';
import { accountLockedMail } from './reset-code.mail.ts';

const accountLimit = (role: Role, email: string): ThrottleEntry => [
  `login:${role}:${email}`,
  ThrottleRules.loginFailuresPerAccount,
];
/** One lock notice per account and lock window: the first refused attempt mails the owner, the rest do not. */
const lockNotice = (role: Role, email: string): ThrottleEntry => [
  `login-locked:${role}:${email}`,
  ThrottleRules.lockNoticesPerAccount,
];

/**
 * Checks e-mail and password for a role. Every attempt counts against the caller's IP and then the
 * account before the password is checked, atomically in the limits' store, so parallel guesses (on
 * any instance) cannot all slip past the limit; a success takes its counts back and clears the
 * account's failures. Past either limit the answer is 429; past the account's, the answer offers a
 * sign-in code by e-mail, and the owner is told once.
 */
export async function checkCredentials(
  ctx: AppContext,
  role: Role,
  login: Login,
  ip: string,
  invalidMessage: string,
): Promise<Credentials> {
  const releaseIp = await ctx.throttle.take([[`login-ip:${clientKey(ip)}`, ThrottleRules.loginFailuresPerIp]]);
  let releaseAccount: () => Promise<void>;
  try {
    releaseAccount = await ctx.throttle.take([accountLimit(role, login.email)]);
  } catch (error) {
    await releaseIp();
    if (!(error instanceof TooManyRequests)) throw error;
    await noticeLock(ctx, role, login.email);
    throw new TooManyRequests(error.message, error.retryAfterSeconds, { signInCode: true });
  }
  const account = await findOpenAccountByEmail(ctx.db, role, login.email);
  if (!(await verifyPassword(account?.passwordHash, login.password)) || !account) {
    throw new Unauthorized(invalidMessage);
  }
  await Promise.all([releaseIp(), releaseAccount()]);
  await ctx.throttle.forget(accountLimit(role, login.email));
  return account;
}

/**
 * Signs the owner in with a code from `requestSignInCode` and lifts the lock wrong passwords put on the
 * account. Attempts count against the caller's IP as reset-code attempts do, and each code dies after
 * five wrong tries.
 */
export async function signInWithCode(ctx: AppContext, role: Role, input: SignInWithCode, ip: string): Promise<Credentials> {
  await countCodeGuess(ctx, ip);
  const accountId = await redeemCode(ctx, role, input);
  const account = accountId ? await findOpenAccountByEmail(ctx.db, role, input.email) : undefined;
  if (!account || account.id !== accountId) throw new Unauthorized(ResetMessages.codeInvalid);
  await ctx.throttle.forget(accountLimit(role, input.email));
  return account;
}

/** Mails the owner of a just-locked account, once per lock; an unknown address gets nothing. */
async function noticeLock(ctx: AppContext, role: Role, email: string): Promise<void> {
  try {
    await ctx.throttle.take([lockNotice(role, email)]);
  } catch (error) {
    if (error instanceof TooManyRequests) return;
    throw error;
  }
  const account = await findOpenAccountByEmail(ctx.db, role, email);
  if (!account) return;
  await withTransaction(ctx, (_tx, after) => after.mail({ to: email, ...accountLockedMail() }));
}
