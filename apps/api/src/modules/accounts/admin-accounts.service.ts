import { ADMIN_NAME_DEFAULT } from '@art-market/domain/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { admins } from '#api/db/schema.ts';
import { NotFound } from '#api/errors.ts';
import { replacePassword } from './account.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export async function getAdmin(db: Database, adminId: string): Promise<{ adminId: string; name: string; email: string }> {
  const [row] = await db
    .select({ adminId: admins.id, name: admins.name, email: admins.email })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1);
  if (!row) throw new NotFound('Admin not found');
  return row;
}

/**
 * Makes sure an admin with this e-mail exists with this password (ADMIN_EMAIL/ADMIN_PASSWORD at
 * every start, `npm run admin:create`). A changed password voids the admin's older tokens; the
 * same one changes nothing, so a restart logs no one out. A disabled admin stays disabled:
 * re-enabling is a decision of its own. Answers what happened.
 */
export async function ensureAdmin(
  db: Database,
  account: { email: string; password: string; name?: string },
): Promise<'created' | 'updated' | 'unchanged' | 'updated but disabled'> {
  const email = account.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: admins.id, passwordHash: admins.passwordHash, disabledAt: admins.disabledAt })
    .from(admins)
    .where(eq(admins.email, email))
    .limit(1);
  if (!existing) {
    const passwordHash = await hashPassword(account.password);
    await db.insert(admins).values({ email, name: account.name ?? ADMIN_NAME_DEFAULT, passwordHash });
    return 'created';
  }
  if (existing.disabledAt === null && (await verifyPassword(existing.passwordHash, account.password))) return 'unchanged';
  await replacePassword(db, 'admin', existing.id, await hashPassword(account.password));
  return existing.disabledAt ? 'updated but disabled' : 'updated';
}

export async function countAdmins(db: Database): Promise<number> {
  return db.$count(admins);
}
