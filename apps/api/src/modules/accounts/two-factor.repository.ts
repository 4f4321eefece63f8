import type { SecondFactorRole } from '@art-market/domain/rules';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '#api/db/schema.ts';

const secretOf = (role: SecondFactorRole, accountId: string) =>
  and(eq(twoFactorSecrets.role, role), eq(twoFactorSecrets.accountId, accountId));
const codesOf = (role: SecondFactorRole, accountId: string) =>
  and(eq(twoFactorRecoveryCodes.role, role), eq(twoFactorRecoveryCodes.accountId, accountId));

export interface StoredSecondFactor {
  sealedSecret: string;
  confirmed: boolean;
  lastUsedStep: number | null;
}

export async function findSecondFactor(
  db: Database,
  role: SecondFactorRole,
  accountId: string,
): Promise<StoredSecondFactor | undefined> {
  const [row] = await db
    .select({
      sealedSecret: twoFactorSecrets.sealedSecret,
      confirmedAt: twoFactorSecrets.confirmedAt,
      lastUsedStep: twoFactorSecrets.lastUsedStep,
    })
    .from(twoFactorSecrets)
    .where(secretOf(role, accountId))
    .limit(1);
  return row && { sealedSecret: row.sealedSecret, confirmed: row.confirmedAt !== null, lastUsedStep: row.lastUsedStep };
}

/** Whether the account has the factor on (confirmed): one indexed lookup. */
export async function hasSecondFactor(db: Database, role: SecondFactorRole, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: twoFactorSecrets.role })
    .from(twoFactorSecrets)
    .where(and(secretOf(role, accountId), isNotNull(twoFactorSecrets.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

/** A new enrolment waiting for its first code, in place of an earlier one that never got it. */
export async function replacePendingSecret(db: Database, role: SecondFactorRole, accountId: string, sealedSecret: string) {
  await db.delete(twoFactorSecrets).where(and(secretOf(role, accountId), isNull(twoFactorSecrets.confirmedAt)));
  await db.insert(twoFactorSecrets).values({ role, accountId, sealedSecret });
}

/**
 * Takes the step for the account in one statement: false when this step or a newer one was already
 * used, so the same code sent twice at once is accepted once.
 */
export async function takeTimeStep(db: Database, role: SecondFactorRole, accountId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(and(secretOf(role, accountId), or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step))))
    .returning({ role: twoFactorSecrets.role });
  return rows.length > 0;
}

export async function confirmSecondFactor(db: Database, role: SecondFactorRole, accountId: string, now: Date) {
  await db.update(twoFactorSecrets).set({ confirmedAt: now }).where(secretOf(role, accountId));
}

export async function replaceRecoveryCodes(db: Database, role: SecondFactorRole, accountId: string, hashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(codesOf(role, accountId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ role, accountId, codeHash })));
}

/** Uses an unused recovery code up; false when it is unknown or was used (also by a parallel request). */
export async function useRecoveryCode(db: Database, role: SecondFactorRole, accountId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(codesOf(role, accountId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, role: SecondFactorRole, accountId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(codesOf(role, accountId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export async function removeSecondFactor(db: Database, role: SecondFactorRole, accountId: string) {
  await db.delete(twoFactorSecrets).where(secretOf(role, accountId));
  await db.delete(twoFactorRecoveryCodes).where(codesOf(role, accountId));
}
