import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';

export interface CustomerAccount {
  id: string;
  email: string;
  passwordHash: string;
  tokenVersion: number;
}

/** The open account behind a token: what an e-mail change checks against. */
export async function findCustomerAccount(db: Database, customerId: string): Promise<CustomerAccount | undefined> {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      passwordHash: customers.passwordHash,
      tokenVersion: customers.tokenVersion,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.disabledAt)))
    .limit(1);
  return row;
}

export async function updateCustomerDetails(
  db: Database,
  customerId: string,
  details: { firstName: string; lastName: string; mobileNumber: string; country: string },
): Promise<void> {
  await db.update(customers).set(details).where(eq(customers.id, customerId));
}

/** Sets the new e-mail and voids every token issued before; answers the new token version. */
export async function replaceCustomerEmail(db: Database, customerId: string, email: string): Promise<number> {
  const [row] = await db
    .update(customers)
    .set({ email, tokenVersion: sql`${customers.tokenVersion} + 1` })
    .where(eq(customers.id, customerId))
    .returning({ tokenVersion: customers.tokenVersion });
  if (!row) throw new Error('customer vanished while changing the e-mail');
  return row.tokenVersion;
}
