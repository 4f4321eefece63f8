import { BankAccountMessages } from '@art-market/domain/copy';
import type { BankAccount, BankAccountFields } from '@art-market/domain/schemas';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { type AfterCommit, withTransaction } from '../../db/unit-of-work.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { defaultBankAccountMail } from './bank-account.mail.ts';
import {
  countBankAccounts,
  findBankAccounts,
  insertBankAccount,
  lockBankAccount,
  removeBankAccount,
  replaceBankAccountFields,
  unsetDefaultBankAccount,
} from './bank-account.repository.ts';
import { findVendorProfile } from './vendor.repository.ts';

const NOT_FOUND = 'Bank account not found';

export function listBankAccounts(ctx: AppContext, vendorId: string): Promise<BankAccount[]> {
  return findBankAccounts(ctx.db, vendorId);
}

/** The vendor's first account becomes the default; a later one only when asked, taking the default over. */
export async function addBankAccount(ctx: AppContext, vendorId: string, fields: BankAccountFields): Promise<BankAccount> {
  return withTransaction(ctx, async (tx, after) => {
    const isDefault = fields.isDefault || (await countBankAccounts(tx, vendorId)) === 0;
    if (isDefault) await unsetDefaultBankAccount(tx, vendorId);
    const created = await insertBankAccount(tx, vendorId, { ...fields, isDefault });
    if (created.isDefault) await announceDefaultAccount(ctx, tx, after, vendorId, created);
    return created;
  });
}

/** The default account cannot be edited (400, the spec's text); editing another may make it the default. */
export async function updateBankAccount(
  ctx: AppContext,
  vendorId: string,
  accountId: string,
  fields: BankAccountFields,
): Promise<BankAccount> {
  return withTransaction(ctx, async (tx, after) => {
    const account = await findOwnAccount(tx, vendorId, accountId);
    if (account.isDefault) throw new Invalid(BankAccountMessages.cannotUpdateDefault);
    if (fields.isDefault) await unsetDefaultBankAccount(tx, vendorId);
    const updated = await replaceBankAccountFields(tx, vendorId, accountId, fields);
    if (updated.isDefault) await announceDefaultAccount(ctx, tx, after, vendorId, updated);
    return updated;
  });
}

export async function deleteBankAccount(ctx: AppContext, vendorId: string, accountId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const account = await findOwnAccount(tx, vendorId, accountId);
    if (account.isDefault) throw new Invalid(BankAccountMessages.cannotDeleteDefault);
    await removeBankAccount(tx, vendorId, accountId);
  });
}

async function findOwnAccount(db: Database, vendorId: string, accountId: string): Promise<BankAccount> {
  const account = isUuid(accountId) ? await lockBankAccount(db, vendorId, accountId) : undefined;
  if (!account) throw new NotFound(NOT_FOUND);
  return account;
}

/** Payouts now go to this account: the vendor hears of it by e-mail, once the change has committed. */
async function announceDefaultAccount(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  vendorId: string,
  account: BankAccount,
): Promise<void> {
  const vendor = await findVendorProfile(tx, vendorId);
  if (!vendor) return;
  await after.mail({ to: vendor.email, ...defaultBankAccountMail(vendor, account, ctx.config.SUPPORT_EMAIL) });
}
