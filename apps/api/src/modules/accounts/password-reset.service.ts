import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ResetMessages } from '@art-market/domain/copy';
import {
  mayIssueResetCode,
  RESET_CODE_DAY_MS,
  RESET_CODE_TTL_MS,
  type Role,
  type VerifyOtpResult,
} from '@art-market/domain/rules';
import type { ResetPassword, VerifyOtp } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Invalid } from '#api/errors.ts';
import { clientKey, ThrottleRules } from '#api/plugins/throttle.ts';
import { findOpenAccountByEmail, lockOpenAccount, replacePassword } from './account.repository.ts';
import { hashPassword } from './passwords.ts';
import { type MailContent, resetCodeMail, signInCodeMail } from './reset-code.mail.ts';
import { countCodeAttempt, forgiveCodeAttempt, replaceOpenCode, summarizeCodesSince, useCode } from './reset-code.repository.ts';

/**
 * Issues a new password-reset code when the account exists, past the cooldown and under the daily
 * number (sign-in codes count too). The caller answers the same in every case, and the mail is only
 * written to the outbox (a worker sends it), so neither the reply nor an SMTP failure tells which
 * e-mails have accounts. Earlier unused codes are voided.
 */
export function requestResetCode(ctx: AppContext, role: Role, email: string): Promise<void> {
  return issueCode(ctx, role, email, resetCodeMail);
}

/**
 * Issues a sign-in code, by the reset codes' rules and from the same table: either kind proves the
 * mailbox is the owner's, and a reset code already lets its holder in. Issuing one voids the other.
 */
export function requestSignInCode(ctx: AppContext, role: Role, email: string): Promise<void> {
  return issueCode(ctx, role, email, signInCodeMail);
}

/** Matches no account: an unknown address goes through the same statements as a known one. */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * An unknown address does the same work as a known one up to the decision to issue (code, keyed hash,
 * mail, the same statements), so the answer's timing does not tell which e-mails have accounts.
 */
async function issueCode(ctx: AppContext, role: Role, email: string, mailFor: (code: string) => MailContent): Promise<void> {
  const account = await findOpenAccountByEmail(ctx.db, role, email);
  const accountId = account?.id ?? NO_ACCOUNT_ID;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const codeHash = hashCode(ctx, code);
  const mail = { to: email, ...mailFor(code) };
  const now = ctx.now();
  await withTransaction(ctx, async (tx, after) => {
    // The lock makes parallel requests of one account take turns, so only one passes the cooldown.
    await lockOpenAccount(tx, role, accountId);
    const recent = await summarizeCodesSince(tx, role, accountId, new Date(now.getTime() - RESET_CODE_DAY_MS));
    if (!account || !mayIssueResetCode(recent, now)) return;
    await replaceOpenCode(tx, {
      role,
      accountId,
      codeHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
    });
    await after.mail(mail);
  });
}

/**
 * Counts one guess at a mailed code (reset or sign-in) against the caller's address: both kinds share
 * one budget, so switching calls gains a guesser nothing.
 */
export async function countCodeGuess(ctx: AppContext, ip: string): Promise<void> {
  await ctx.throttle.take([[`reset-attempt:${clientKey(ip)}`, ThrottleRules.resetAttemptsPerIp]]);
}

export async function verifyResetCode(ctx: AppContext, role: Role, input: VerifyOtp): Promise<VerifyOtpResult> {
  const matched = await matchCode(ctx, ctx.db, role, input);
  if (!matched) return { valid: false, message: ResetMessages.codeInvalid };
  await forgiveCodeAttempt(ctx.db, matched.codeId);
  return { valid: true, message: ResetMessages.codeValid };
}

/** Uses the code up and sets the new password; the account's older tokens stop working. */
export async function resetPassword(ctx: AppContext, role: Role, input: ResetPassword): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const done = await withTransaction(ctx, async (tx) => {
    const matched = await matchCode(ctx, tx, role, input);
    if (!matched || !(await useCode(tx, matched.codeId, ctx.now()))) return false;
    await replacePassword(tx, role, matched.accountId, passwordHash);
    return true;
  });
  if (!done) throw new Invalid(ResetMessages.codeInvalid, { otp: ResetMessages.codeInvalid });
}

/** Uses the account's live code up when `otp` matches it; answers the account's id, or undefined. */
export async function redeemCode(ctx: AppContext, role: Role, input: VerifyOtp): Promise<string | undefined> {
  return withTransaction(ctx, async (tx) => {
    const matched = await matchCode(ctx, tx, role, input);
    if (!matched || !(await useCode(tx, matched.codeId, ctx.now()))) return undefined;
    return matched.accountId;
  });
}

/**
 * The live code of the account when `otp` matches it. The attempt is counted before comparing, so
 * a wrong guess stays counted and the fifth voids the code; a right one is taken back by the caller.
 */
async function matchCode(
  ctx: AppContext,
  db: Database,
  role: Role,
  input: { email: string; otp: string },
): Promise<{ codeId: string; accountId: string } | undefined> {
  const account = await findOpenAccountByEmail(db, role, input.email);
  if (!account) return undefined;
  const code = await countCodeAttempt(db, role, account.id, ctx.now());
  if (!code || !sameHash(code.codeHash, hashCode(ctx, input.otp))) return undefined;
  return { codeId: code.id, accountId: account.id };
}

/** A keyed hash: a leaked table of 6-digit codes cannot be reversed without the server's secret. */
function hashCode(ctx: AppContext, code: string): string {
  return createHmac('sha256', ctx.config.JWT_SECRET).update(`password-reset:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
