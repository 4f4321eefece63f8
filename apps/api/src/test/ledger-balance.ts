import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { ledgerEntries } from '#api/db/schema.ts';

/** A vendor's balance on one ledger account, in cents (debit positive). */
export async function ledgerBalance(db: Database, account: string, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.account} = ${account} and ${ledgerEntries.vendorId} = ${vendorId}`);
  return Number(row?.sum);
}
