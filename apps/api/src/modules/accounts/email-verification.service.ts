import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_MS, EmailVerificationMessages } from '@art-market/domain/rules';
import type { EmailVerified } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { type AfterCommit, withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '#api/errors.ts';
import { ThrottleRules } from '#api/plugins/throttle.ts';
import { verificationMail } from './email-verification.mail.ts';
import {
  findEmailStatus,
  findTokenByHash,
  markEmailUnverified,
  markEmailVerified,
  replaceOpenToken,
  useToken,
  type VerifyingRole,
} from './email-verification.repository.ts';

// An address is proven by a mailed link (ADR 0030): 32 random bytes, of which only the SHA-256 is
// stored (a token that long needs no key to resist guessing; a leaked table gives no working link).

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a new verification link to the account's address, inside the caller's transaction (the
 * mail leaves only if the change commits); older links of the account stop working.
 */
export async function issueVerification(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  role: VerifyingRole,
  account: { id: string; email: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await replaceOpenToken(tx, {
    role,
    accountId: account.id,
    email: account.email,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  await after.mail(verificationMail(ctx, account.email, token));
}

/** A changed address is unproven again, and its own link goes to it. */
export async function restartVerification(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  role: VerifyingRole,
  account: { id: string; email: string },
): Promise<void> {
  await markEmailUnverified(tx, role, account.id);
  await issueVerification(ctx, tx, after, role, account);
}

/**
 * Opens a mailed link, signed in or not: valid once, before it expires, and only for the address it
 * was sent to. Every failure is a 400 that changes nothing.
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<EmailVerified> {
  return withTransaction(ctx, async (tx) => {
    const row = await findTokenByHash(tx, hashToken(token));
    if (!row || row.usedAt) throw new Invalid(EmailVerificationMessages.invalidLink);
    const now = ctx.now();
    if (row.expiresAt <= now) throw new Invalid(EmailVerificationMessages.expiredLink);
    if (!(await useToken(tx, row.id, now))) throw new Invalid(EmailVerificationMessages.invalidLink);
    if (!(await markEmailVerified(tx, row.role, row.accountId, row.email, now))) {
      throw new Invalid(EmailVerificationMessages.invalidLink);
    }
    return { message: EmailVerificationMessages.verified, role: row.role };
  });
}

/** A new link on the owner's request, at most `verificationMailsPerAccount` times a window. */
export async function resendVerification(ctx: AppContext, role: VerifyingRole, accountId: string): Promise<void> {
  const status = await findEmailStatus(ctx.db, role, accountId);
  if (!status) throw new NotFound('Account not found');
  if (status.emailVerifiedAt) throw new Conflict(EmailVerificationMessages.alreadyVerified);
  await ctx.throttle.take([[`verification-mail:${role}:${accountId}`, ThrottleRules.verificationMailsPerAccount]]);
  await withTransaction(ctx, (tx, after) => issueVerification(ctx, tx, after, role, { id: accountId, email: status.email }));
}

export async function isEmailVerified(db: Database, role: VerifyingRole, accountId: string): Promise<boolean> {
  return Boolean((await findEmailStatus(db, role, accountId))?.emailVerifiedAt);
}

/** A bank transfer holds artworks for days on the collector's word: only a proven address may ask (403). */
export async function assertEmailVerified(ctx: AppContext, customerId: string): Promise<void> {
  if (!(await isEmailVerified(ctx.db, 'customer', customerId))) {
    throw new Forbidden(EmailVerificationMessages.bankTransferNeedsVerifiedEmail);
  }
}
