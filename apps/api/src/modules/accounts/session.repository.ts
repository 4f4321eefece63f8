import type { Role } from '@art-market/domain/rules';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { sessions } from '#api/db/schema.ts';

/** Opens a session for a login and answers its id, which the token carries as `sid`. */
export async function insertSession(db: Database, role: Role, accountId: string, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ role, accountId, expiresAt }).returning({ id: sessions.id });
  if (!row) throw new Error('the session row was not inserted');
  return row.id;
}

/** Ends one session; its token is refused from now on. Ending it twice changes nothing. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Deletes an account's ended and expired sessions, so the table holds about one row per live login. */
export async function deleteDeadSessions(db: Database, role: Role, accountId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.role, role),
        eq(sessions.accountId, accountId),
        or(isNotNull(sessions.endedAt), lt(sessions.expiresAt, sql`now()`)),
      ),
    );
}
