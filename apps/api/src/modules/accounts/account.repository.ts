import type { Role } from '@art-market/domain/rules';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.ts';
import { preparedStatement } from '#api/db/prepared-statement.ts';
import { admins, customers, sessions, vendors } from '#api/db/schema.ts';

/**
 * The account table of a role. The three tables share the columns used here (id, email,
 * passwordHash, tokenVersion), so they are typed as the customers table; a closed account is
 * disabled (customer, admin) or deleted (vendor).
 */
function tableOf(role: Role): { table: typeof customers; closedAt: PgColumn } {
  switch (role) {
    case 'customer':
      return { table: customers, closedAt: customers.disabledAt };
    case 'vendor':
      return { table: vendors as unknown as typeof customers, closedAt: vendors.deletedAt };
    case 'admin':
      return { table: admins as unknown as typeof customers, closedAt: admins.disabledAt };
  }
}

export interface Credentials {
  id: string;
  passwordHash: string;
  tokenVersion: number;
}

/** An open account by its (lower-cased) e-mail. */
export async function findOpenAccountByEmail(db: Database, role: Role, email: string): Promise<Credentials | undefined> {
  const { table, closedAt } = tableOf(role);
  const [row] = await db
    .select({ id: table.id, passwordHash: table.passwordHash, tokenVersion: table.tokenVersion })
    .from(table)
    .where(and(eq(table.email, email), isNull(closedAt)))
    .limit(1);
  return row;
}

/** The token version of an open account whose session is live; one statement per role (its table). */
const openTokenVersion = (role: Role) =>
  preparedStatement(`open_token_version_${role}`, (db) => {
    const { table, closedAt } = tableOf(role);
    return db
      .select({ tokenVersion: table.tokenVersion })
      .from(table)
      .innerJoin(
        sessions,
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.role, role),
          eq(sessions.accountId, table.id),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .where(and(eq(table.id, sql.placeholder('id')), isNull(closedAt)))
      .limit(1);
  });
// Every authenticated request asks this: built once, and each connection parses and plans it once per role.
const openTokenVersionOf: Record<Role, ReturnType<typeof openTokenVersion>> = {
  customer: openTokenVersion('customer'),
  vendor: openTokenVersion('vendor'),
  admin: openTokenVersion('admin'),
};

/**
 * The token version of an open account whose session `sessionId` is live (not ended, not
 * expired), or undefined. One round trip for every authenticated request.
 */
export async function findOpenTokenVersion(db: Database, role: Role, id: string, sessionId: string): Promise<number | undefined> {
  const [row] = await openTokenVersionOf[role](db, { id, sessionId });
  return row?.tokenVersion;
}

/** Sets a new password hash and voids every token issued before. */
export async function replacePassword(db: Database, role: Role, id: string, passwordHash: string): Promise<void> {
  const { table } = tableOf(role);
  await db
    .update(table)
    .set({ passwordHash, tokenVersion: sql`${table.tokenVersion} + 1` })
    .where(eq(table.id, id));
}

export async function emailExists(db: Database, role: Role, email: string): Promise<boolean> {
  const { table } = tableOf(role);
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.email, email)).limit(1);
  return row !== undefined;
}

export interface LockedAccount extends Credentials {
  email: string;
}

/** An open account by its id, with its e-mail (the second step of a sign-in knows only the id). */
export async function findOpenAccountById(db: Database, role: Role, id: string): Promise<LockedAccount | undefined> {
  const { table, closedAt } = tableOf(role);
  const [row] = await db
    .select({ id: table.id, email: table.email, passwordHash: table.passwordHash, tokenVersion: table.tokenVersion })
    .from(table)
    .where(and(eq(table.id, id), isNull(closedAt)))
    .limit(1);
  return row;
}

/** An open account, its row locked until the transaction ends: requests about one account take turns. */
export async function lockOpenAccount(db: Database, role: Role, id: string): Promise<LockedAccount | undefined> {
  const { table, closedAt } = tableOf(role);
  const [row] = await db
    .select({ id: table.id, email: table.email, passwordHash: table.passwordHash, tokenVersion: table.tokenVersion })
    .from(table)
    .where(and(eq(table.id, id), isNull(closedAt)))
    .for('update');
  return row;
}

/** Moves the account to a new e-mail and voids every token issued before; answers the new token version. */
export async function replaceEmail(db: Database, role: Role, id: string, email: string): Promise<number> {
  const { table } = tableOf(role);
  const [row] = await db
    .update(table)
    .set({ email, tokenVersion: sql`${table.tokenVersion} + 1` })
    .where(eq(table.id, id))
    .returning({ tokenVersion: table.tokenVersion });
  if (!row) throw new Error(`No ${role} account ${id}`);
  return row.tokenVersion;
}
