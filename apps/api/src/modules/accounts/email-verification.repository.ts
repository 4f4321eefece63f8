import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customers, emailVerificationTokens, vendors } from '#api/db/schema.ts';

/** The roles that verify their address: customers (a bank transfer needs it) and vendors. */
export type VerifyingRole = 'customer' | 'vendor';

const tableOf = (role: VerifyingRole) => (role === 'customer' ? customers : vendors);

/** Voids the account's unused links and stores a new one: only the newest link works. */
export async function replaceOpenToken(
  db: Database,
  token: { role: VerifyingRole; accountId: string; email: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: token.createdAt })
    .where(
      and(
        eq(emailVerificationTokens.role, token.role),
        eq(emailVerificationTokens.accountId, token.accountId),
        isNull(emailVerificationTokens.usedAt),
      ),
    );
  await db.insert(emailVerificationTokens).values(token);
}

export async function findTokenByHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Uses the link up; false when a parallel request used it first. */
export async function useToken(db: Database, tokenId: string, now: Date): Promise<boolean> {
  const [used] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.id, tokenId), isNull(emailVerificationTokens.usedAt)))
    .returning({ id: emailVerificationTokens.id });
  return used !== undefined;
}

/** Marks the address verified, only while the account still has the address the link was sent to. */
export async function markEmailVerified(
  db: Database,
  role: VerifyingRole,
  accountId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const table = tableOf(role);
  const [row] = await db
    .update(table)
    .set({ emailVerifiedAt: now })
    .where(and(eq(table.id, accountId), eq(table.email, email)))
    .returning({ id: table.id });
  return row !== undefined;
}

/** A new address is unproven until its own link is opened. */
export async function markEmailUnverified(db: Database, role: VerifyingRole, accountId: string): Promise<void> {
  const table = tableOf(role);
  await db.update(table).set({ emailVerifiedAt: null }).where(eq(table.id, accountId));
}

/** The account's address and whether it is verified, or undefined for no such account. */
export async function findEmailStatus(db: Database, role: VerifyingRole, accountId: string) {
  const table = tableOf(role);
  const [row] = await db
    .select({ email: table.email, emailVerifiedAt: table.emailVerifiedAt })
    .from(table)
    .where(eq(table.id, accountId))
    .limit(1);
  return row;
}
