import { AccountMessages } from '@art-market/domain/copy';
import type { Role } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import type { AfterCommit } from '#api/db/unit-of-work.ts';
import { Invalid, NotFound } from '#api/errors.ts';
import { type ThrottleEntry, ThrottleRules } from '#api/plugins/throttle.ts';
import { type LockedAccount, lockOpenAccount, replaceEmail } from './account.repository.ts';
import { emailChangedMail } from './account-email.mail.ts';
import { restartVerification } from './email-verification.service.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The e-mail change rule for every role, inside the caller's transaction: a new address needs the
 * current password, ends every session (the token version goes up) and is announced to the old
 * address; the new address is unverified until the link mailed to it is opened. Answers the new
 * token version, or undefined when the e-mail stays the same.
 * The notice is written to the outbox in the same transaction, so a change rolled back sends nothing.
 */
export async function changeAccountEmail(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  role: Role,
  accountId: string,
  newEmail: string,
  currentPassword: string | undefined,
): Promise<number | undefined> {
  const account = await lockOpenAccount(tx, role, accountId);
  if (!account) throw new NotFound('Account not found');
  if (account.email === newEmail) return undefined;
  await checkCurrentPassword(ctx, role, account, currentPassword);
  const tokenVersion = await replaceEmail(tx, role, accountId, newEmail);
  await after.mail({ to: account.email, ...emailChangedMail(ctx.config.SUPPORT_EMAIL) });
  if (role !== 'admin') await restartVerification(ctx, tx, after, role, { id: accountId, email: newEmail });
  return tokenVersion;
}

/** The account's checks of something only its owner knows (the password, a fresh code), shared by every route. */
export const passwordCheckLimit = (role: Role, accountId: string): ThrottleEntry => [
  `password-check:${role}:${accountId}`,
  ThrottleRules.passwordChecksPerAccount,
];

/** Counted before argon2 runs, like a login, so a stolen token cannot guess the password in parallel. */
export async function checkCurrentPassword(
  ctx: AppContext,
  role: Role,
  account: LockedAccount,
  currentPassword: string | undefined,
  missing: string = AccountMessages.currentPasswordRequired,
): Promise<void> {
  if (!currentPassword) throw new Invalid(missing, { currentPassword: missing });
  const release = await ctx.throttle.take([passwordCheckLimit(role, account.id)]);
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    throw new Invalid(AccountMessages.currentPasswordWrong, { currentPassword: AccountMessages.currentPasswordWrong });
  }
  await release();
}
