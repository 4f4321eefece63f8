import { ResetMessages, TwoFactorMessages } from '@art-market/domain/copy';
import type { Role, SecondFactorRole } from '@art-market/domain/rules';
import type { Login, SignInWithCode } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { TooManyRequests, Unauthorized } from '#api/errors.ts';
import { clientKey, type ThrottleEntry, ThrottleRules } from '#api/plugins/throttle.ts';
import { type Credentials, findOpenAccountByEmail, findOpenAccountById } from './account.repository.ts';
import { countCodeGuess, redeemCode } from './password-reset.service.ts';
import { verifyPassword } from './passwords.ts';
import { accountLockedMail } from './reset-code.mail.ts';
import { acceptSignInCode, needsSecondFactor } from './two-factor.service.ts';

const accountLimit = (role: Role, email: string): ThrottleEntry => [
  `login:${role}:${email}`,
  ThrottleRules.loginFailuresPerAccount,
];
/** One lock notice per account and lock window: the first refused attempt mails the owner, the rest do not. */
const lockNotice = (role: Role, email: string): ThrottleEntry => [
  `login-locked:${role}:${email}`,
  ThrottleRules.lockNoticesPerAccount,
];

/** An account whose first factor passed, and whether a code from its authenticator app must follow. */
export interface FirstFactorPassed extends Credentials {
  secondFactor: boolean;
}

/**
 * Checks e-mail and password for a role. Every attempt counts against the caller's IP and then the
 * account before the password is checked, atomically in the limits' store, so parallel guesses (on
 * any instance) cannot all slip past the limit; a success takes its counts back and clears the
 * account's failures. Past either limit the answer is 429; past the account's, the answer offers a
 * sign-in code by e-mail, and the owner is told once. With a second factor on, the failures are
 * cleared only once its code is right: a thief with the password cannot reset the count between guesses.
 */
export async function checkCredentials(
  ctx: AppContext,
  role: Role,
  login: Login,
  ip: string,
  invalidMessage: string,
): Promise<FirstFactorPassed> {
  const release = await takeSignInLimits(ctx, role, login.email, ip);
  const account = await findOpenAccountByEmail(ctx.db, role, login.email);
  if (!(await verifyPassword(account?.passwordHash, login.password)) || !account) {
    throw new Unauthorized(invalidMessage);
  }
  const secondFactor = await needsSecondFactor(ctx, role, account.id);
  await release();
  if (!secondFactor) await ctx.throttle.forget(accountLimit(role, login.email));
  return { ...account, secondFactor };
}

/**
 * Signs the owner in with a code from `requestSignInCode` and lifts the lock wrong passwords put on the
 * account. Attempts count against the caller's IP as reset-code attempts do, and each code dies after
 * five wrong tries. The mailed code replaces the password only: a second factor is still asked for.
 */
export async function signInWithCode(ctx: AppContext, role: Role, input: SignInWithCode, ip: string): Promise<FirstFactorPassed> {
  await countCodeGuess(ctx, ip);
  const accountId = await redeemCode(ctx, role, input);
  const account = accountId ? await findOpenAccountByEmail(ctx.db, role, input.email) : undefined;
  if (!account || account.id !== accountId) throw new Unauthorized(ResetMessages.codeInvalid);
  await ctx.throttle.forget(accountLimit(role, input.email));
  return { ...account, secondFactor: await needsSecondFactor(ctx, role, account.id) };
}

/**
 * The second step: the account the second-step token names (still at the token's version, so a password
 * change since voids it) and a code from the app or a recovery code. Each try counts against the same
 * sign-in limits as a password; a right code takes its count back and clears the account's failures.
 */
export async function completeSecondStep(
  ctx: AppContext,
  role: SecondFactorRole,
  step: { accountId: string; tokenVersion: number },
  code: string,
  ip: string,
): Promise<Credentials> {
  const account = await findOpenAccountById(ctx.db, role, step.accountId);
  if (!account || account.tokenVersion !== step.tokenVersion) throw new Unauthorized(TwoFactorMessages.secondStepExpired);
  const release = await takeSignInLimits(ctx, role, account.email, ip);
  const accepted = await withTransaction(ctx, (tx) => acceptSignInCode(ctx, tx, role, account.id, code));
  if (!accepted) throw new Unauthorized(TwoFactorMessages.signInCodeWrong);
  await release();
  await ctx.throttle.forget(accountLimit(role, account.email));
  return { id: account.id, passwordHash: account.passwordHash, tokenVersion: account.tokenVersion };
}

/** One count against the caller's IP, then the account; past the account's limit, the sign-in code is offered. */
async function takeSignInLimits(ctx: AppContext, role: Role, email: string, ip: string): Promise<() => Promise<void>> {
  const releaseIp = await ctx.throttle.take([[`login-ip:${clientKey(ip)}`, ThrottleRules.loginFailuresPerIp]]);
  let releaseAccount: () => Promise<void>;
  try {
    releaseAccount = await ctx.throttle.take([accountLimit(role, email)]);
  } catch (error) {
    await releaseIp();
    if (!(error instanceof TooManyRequests)) throw error;
    await noticeLock(ctx, role, email);
    throw new TooManyRequests(error.message, error.retryAfterSeconds, { signInCode: true });
  }
  return async () => {
    await Promise.all([releaseIp(), releaseAccount()]);
  };
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
