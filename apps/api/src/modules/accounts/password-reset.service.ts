import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MS,
  ResetMessages,
  type ResetPassword,
  type Role,
  type VerifyOtp,
  type VerifyOtpResult,
} from '@art-market/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { passwordResetCodes } from '../../db/schema.ts';
import { Invalid } from '../../errors.ts';
import { findOpenAccountByEmail, replacePassword } from './account.repository.ts';
import { hashPassword } from './passwords.ts';
import { resetCodeMail } from './reset-code.mail.ts';

/**
 * Sends a new code when the account exists; the caller answers the same either way, so the
 * reply does not tell which e-mails have accounts. Earlier unused codes are voided.
 */
export async function requestResetCode(ctx: AppContext, role: Role, email: string): Promise<void> {
  const account = await findOpenAccountByEmail(ctx.db, role, email);
  if (!account) return;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetCodes.role, role), eq(passwordResetCodes.accountId, account.id), isNull(passwordResetCodes.usedAt)),
      );
    await tx.insert(passwordResetCodes).values({
      role,
      accountId: account.id,
      codeHash: hashCode(ctx, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
    });
  });
  await ctx.mailer.send({ to: email, ...resetCodeMail(code) });
}

export async function verifyResetCode(ctx: AppContext, role: Role, input: VerifyOtp): Promise<VerifyOtpResult> {
  const matched = await matchCode(ctx, ctx.db, role, input);
  return matched ? { valid: true, message: ResetMessages.codeValid } : { valid: false, message: ResetMessages.codeInvalid };
}

/** Uses the code up and sets the new password; the account's older tokens stop working. */
export async function resetPassword(ctx: AppContext, role: Role, input: ResetPassword): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const done = await ctx.db.transaction(async (tx) => {
    const matched = await matchCode(ctx, tx as unknown as Database, role, input);
    if (!matched) return false;
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: ctx.now() })
      .where(and(eq(passwordResetCodes.id, matched.codeId), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!used) return false;
    await replacePassword(tx as unknown as Database, role, matched.accountId, passwordHash);
    return true;
  });
  if (!done) throw new Invalid(ResetMessages.codeInvalid, { otp: ResetMessages.codeInvalid });
}

/** The live code of the account when `otp` matches it; a wrong guess counts, and the fifth voids the code. */
async function matchCode(
  ctx: AppContext,
  db: Database,
  role: Role,
  input: { email: string; otp: string },
): Promise<{ codeId: string; accountId: string } | undefined> {
  const account = await findOpenAccountByEmail(db, role, input.email);
  if (!account) return undefined;
  const [code] = await db
    .select({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.role, role),
        eq(passwordResetCodes.accountId, account.id),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, ctx.now()),
        lt(passwordResetCodes.failedAttempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!code) return undefined;
  if (sameHash(code.codeHash, hashCode(ctx, input.otp))) return { codeId: code.id, accountId: account.id };
  await db
    .update(passwordResetCodes)
    .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
    .where(eq(passwordResetCodes.id, code.id));
  return undefined;
}

/** A keyed hash: a leaked table of 6-digit codes cannot be reversed without the server's secret. */
function hashCode(ctx: AppContext, code: string): string {
  return createHmac('sha256', ctx.config.JWT_SECRET).update(`password-reset:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
