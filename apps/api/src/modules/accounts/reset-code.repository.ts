import { RESET_CODE_MAX_ATTEMPTS, type RecentResetCodes, type Role } from '@art-market/domain/rules';
import { and, count, desc, eq, gt, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { passwordResetCodes } from '#api/db/schema.ts';

const ofAccount = (role: Role, accountId: string) =>
  and(eq(passwordResetCodes.role, role), eq(passwordResetCodes.accountId, accountId));

/** The account's codes (used or not) issued after `since`: how many, and the newest one's time. */
export async function summarizeCodesSince(db: Database, role: Role, accountId: string, since: Date): Promise<RecentResetCodes> {
  const [row] = await db
    .select({ count: count(), newest: max(passwordResetCodes.createdAt) })
    .from(passwordResetCodes)
    .where(and(ofAccount(role, accountId), gt(passwordResetCodes.createdAt, since)));
  return { count: row?.count ?? 0, newest: row?.newest ?? undefined };
}

/** Voids the account's unused codes and stores a new one: only the newest code ever works. */
export async function replaceOpenCode(
  db: Database,
  code: { role: Role; accountId: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: code.createdAt })
    .where(and(ofAccount(code.role, code.accountId), isNull(passwordResetCodes.usedAt)));
  await db.insert(passwordResetCodes).values(code);
}

/**
 * Counts one attempt on the account's live code in a single statement, before anything is compared,
 * and answers the code's hash; nothing when there is no live code or its attempts are used up.
 * Parallel guesses each need their own row update, so no more than 5 are ever compared.
 */
export async function countCodeAttempt(
  db: Database,
  role: Role,
  accountId: string,
  now: Date,
): Promise<{ id: string; codeHash: string } | undefined> {
  const newest = db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(and(ofAccount(role, accountId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  const [code] = await db
    .update(passwordResetCodes)
    .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
    .where(
      and(
        inArray(passwordResetCodes.id, newest),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.failedAttempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
  return code;
}

/** Takes back the attempt counted for a code that turned out right. */
export async function forgiveCodeAttempt(db: Database, codeId: string): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ failedAttempts: sql`greatest(${passwordResetCodes.failedAttempts} - 1, 0)` })
    .where(eq(passwordResetCodes.id, codeId));
}

/** Uses the code up; false when a parallel request used it first. */
export async function useCode(db: Database, codeId: string, now: Date): Promise<boolean> {
  const [used] = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return used !== undefined;
}
