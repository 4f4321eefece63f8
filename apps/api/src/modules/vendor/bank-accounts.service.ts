import { type BankAccount, type BankAccountFields, BankAccountMessages } from '@art-market/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { isUuid } from '../products/product.repository.ts';

const NOT_FOUND = 'Bank account not found';

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

export function listBankAccounts(db: Database, vendorId: string): Promise<BankAccount[]> {
  return db
    .select(columns)
    .from(bankAccounts)
    .where(eq(bankAccounts.vendorId, vendorId))
    .orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.createdAt));
}

/** The vendor's first account becomes the default; a later one only when asked, taking the default over. */
export async function addBankAccount(ctx: AppContext, vendorId: string, fields: BankAccountFields): Promise<BankAccount> {
  return ctx.db.transaction(async (tx) => {
    const existing = await tx.$count(bankAccounts, eq(bankAccounts.vendorId, vendorId));
    const isDefault = existing === 0 || fields.isDefault;
    if (isDefault) await tx.update(bankAccounts).set({ isDefault: false }).where(eq(bankAccounts.vendorId, vendorId));
    const [created] = await tx
      .insert(bankAccounts)
      .values({ ...fields, vendorId, isDefault })
      .returning(columns);
    return created as BankAccount;
  });
}

/** The default account cannot be edited (400, the spec's text); editing another may make it the default. */
export async function updateBankAccount(
  ctx: AppContext,
  vendorId: string,
  accountId: string,
  fields: BankAccountFields,
): Promise<BankAccount> {
  return ctx.db.transaction(async (tx) => {
    const account = await findOwnAccount(tx as unknown as Database, vendorId, accountId);
    if (account.isDefault) throw new Invalid(BankAccountMessages.cannotUpdateDefault);
    if (fields.isDefault) await tx.update(bankAccounts).set({ isDefault: false }).where(eq(bankAccounts.vendorId, vendorId));
    const [updated] = await tx
      .update(bankAccounts)
      .set(fields)
      .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.vendorId, vendorId)))
      .returning(columns);
    return updated as BankAccount;
  });
}

export async function deleteBankAccount(ctx: AppContext, vendorId: string, accountId: string): Promise<void> {
  const account = await findOwnAccount(ctx.db, vendorId, accountId);
  if (account.isDefault) throw new Invalid(BankAccountMessages.cannotDeleteDefault);
  await ctx.db.delete(bankAccounts).where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.vendorId, vendorId)));
}

async function findOwnAccount(db: Database, vendorId: string, accountId: string): Promise<BankAccount> {
  if (!isUuid(accountId)) throw new NotFound(NOT_FOUND);
  const [account] = await db
    .select(columns)
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.vendorId, vendorId)));
  if (!account) throw new NotFound(NOT_FOUND);
  return account;
}
