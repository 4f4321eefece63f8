import type { BankAccount, BankAccountFields } from '@art-market/domain/schemas';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { bankAccounts } from '#api/db/schema.ts';

const columns = {
  id: bankAccounts.id,
  accountHolderName: bankAccounts.accountHolderName,
  bankName: bankAccounts.bankName,
  accountNumber: bankAccounts.accountNumber,
  accountType: bankAccounts.accountType,
  ifscCode: bankAccounts.ifscCode,
  iban: bankAccounts.iban,
  routingNumber: bankAccounts.routingNumber,
  swiftCode: bankAccounts.swiftCode,
  bankAddress: bankAccounts.bankAddress,
  isDefault: bankAccounts.isDefault,
  isActive: bankAccounts.isActive,
};

/** Every query names the vendor: one vendor can never reach another's accounts. */
const ownAccount = (vendorId: string, accountId: string) =>
  and(eq(bankAccounts.id, accountId), eq(bankAccounts.vendorId, vendorId));

/** The default first, then oldest first. */
export function findBankAccounts(db: Database, vendorId: string): Promise<BankAccount[]> {
  return db
    .select(columns)
    .from(bankAccounts)
    .where(eq(bankAccounts.vendorId, vendorId))
    .orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.createdAt));
}

export function countBankAccounts(db: Database, vendorId: string): Promise<number> {
  return db.$count(bankAccounts, eq(bankAccounts.vendorId, vendorId));
}

/** The vendor's account, locked until the transaction ends, so its default flag cannot change meanwhile. */
export async function lockBankAccount(db: Database, vendorId: string, accountId: string): Promise<BankAccount | undefined> {
  const [account] = await db.select(columns).from(bankAccounts).where(ownAccount(vendorId, accountId)).for('update');
  return account;
}

/** Clears the default flag, before another account takes it (one default per vendor). */
export async function unsetDefaultBankAccount(db: Database, vendorId: string): Promise<void> {
  await db.update(bankAccounts).set({ isDefault: false }).where(eq(bankAccounts.vendorId, vendorId));
}

/** `now` is the app's clock: the 72-hour payout hold counts from it (details_since). */
export async function insertBankAccount(
  db: Database,
  vendorId: string,
  fields: BankAccountFields,
  now: Date,
): Promise<BankAccount> {
  const [created] = await db
    .insert(bankAccounts)
    .values({ ...fields, vendorId, createdAt: now, detailsSince: now })
    .returning(columns);
  if (!created) throw new Error('The bank account was not stored');
  return created;
}

/** `detailsSince` is given when the payout details changed: the 72-hour hold starts again from it. */
export async function replaceBankAccountFields(
  db: Database,
  vendorId: string,
  accountId: string,
  fields: BankAccountFields,
  detailsSince?: Date,
): Promise<BankAccount> {
  const [updated] = await db
    .update(bankAccounts)
    .set(detailsSince ? { ...fields, detailsSince } : fields)
    .where(ownAccount(vendorId, accountId))
    .returning(columns);
  if (!updated) throw new Error(`Bank account ${accountId} vanished`);
  return updated;
}

export async function removeBankAccount(db: Database, vendorId: string, accountId: string): Promise<void> {
  await db.delete(bankAccounts).where(ownAccount(vendorId, accountId));
}
