import { BankAccountMessages } from '@art-market/domain/copy';
import type { BankAccount, BankAccountChange, BankAccountFields } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { type AfterCommit, withTransaction } from '#api/db/unit-of-work.ts';
import { Invalid, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { confirmCurrentPassword } from '#api/modules/accounts/account-password.service.ts';
import { confirmFreshCode } from '#api/modules/accounts/two-factor.service.ts';
import { findVendorProfile } from '#api/modules/accounts/vendor-profile.ts';
import { bankAccountChangedMail, defaultBankAccountMail } from './bank-account.mail.ts';
import {
  countBankAccounts,
  findBankAccounts,
  insertBankAccount,
  lockBankAccount,
  removeBankAccount,
  replaceBankAccountFields,
  unsetDefaultBankAccount,
} from './bank-account.repository.ts';

const NOT_FOUND = 'Bank account not found';

/** The payout details: an edit that changes one of them is a new destination, and waits 72 hours again. */
const PAYOUT_DETAILS = [
  'accountHolderName',
  'bankName',
  'accountNumber',
  'ifscCode',
  'iban',
  'routingNumber',
  'swiftCode',
] as const satisfies readonly (keyof BankAccountFields)[];

export function listBankAccounts(ctx: AppContext, vendorId: string): Promise<BankAccount[]> {
  return findBankAccounts(ctx.db, vendorId);
}

/**
 * The vendor's first account becomes the default; a later one only when asked, taking the default over.
 * Either way it needs the current password, and a fresh code when the vendor has two-factor
 * authentication on, so a stolen session alone cannot add a payout destination.
 */
/**
 * `announce: false` is for the demo seed only: an account the platform sets up with the gallery is
 * no change by the vendor, so nothing warns them of one.
 */
export async function addBankAccount(
  ctx: AppContext,
  vendorId: string,
  change: BankAccountChange,
  options: { announce: boolean } = { announce: true },
): Promise<BankAccount> {
  const { currentPassword, code, ...fields } = change;
  return withTransaction(ctx, async (tx, after) => {
    await confirmCurrentPassword(ctx, tx, 'vendor', vendorId, currentPassword, BankAccountMessages.currentPasswordRequired);
    await confirmFreshCode(ctx, tx, 'vendor', vendorId, code);
    const isDefault = fields.isDefault || (await countBankAccounts(tx, vendorId)) === 0;
    if (isDefault) await unsetDefaultBankAccount(tx, vendorId);
    const created = await insertBankAccount(tx, vendorId, { ...fields, isDefault }, ctx.now());
    if (options.announce) await announceChange(ctx, tx, after, vendorId, created, created.isDefault ? 'default' : 'added');
    return created;
  });
}

/**
 * The default account cannot be edited (400, the spec's text); editing another may make it the default,
 * which needs the current password. Any edit needs a fresh code when the vendor has two-factor
 * authentication on. An edit of the payout details starts the 72-hour hold again.
 */
export async function updateBankAccount(
  ctx: AppContext,
  vendorId: string,
  accountId: string,
  change: BankAccountChange,
): Promise<BankAccount> {
  const { currentPassword, code, ...fields } = change;
  return withTransaction(ctx, async (tx, after) => {
    // The password first: it locks the vendor's row before any account row, in the order adding does,
    // so an add and a make-default running together wait for each other instead of deadlocking.
    if (fields.isDefault) {
      await confirmCurrentPassword(ctx, tx, 'vendor', vendorId, currentPassword, BankAccountMessages.currentPasswordRequired);
    }
    await confirmFreshCode(ctx, tx, 'vendor', vendorId, code);
    const account = await findOwnAccount(tx, vendorId, accountId);
    if (account.isDefault) throw new Invalid(BankAccountMessages.cannotUpdateDefault);
    if (fields.isDefault) await unsetDefaultBankAccount(tx, vendorId);
    const detailsChanged = PAYOUT_DETAILS.some((name) => fields[name] !== account[name]);
    const updated = await replaceBankAccountFields(tx, vendorId, accountId, fields, detailsChanged ? ctx.now() : undefined);
    await announceChange(ctx, tx, after, vendorId, updated, updated.isDefault ? 'default' : 'updated');
    return updated;
  });
}

export async function deleteBankAccount(ctx: AppContext, vendorId: string, accountId: string): Promise<void> {
  await withTransaction(ctx, async (tx, after) => {
    const account = await findOwnAccount(tx, vendorId, accountId);
    if (account.isDefault) throw new Invalid(BankAccountMessages.cannotDeleteDefault);
    await removeBankAccount(tx, vendorId, accountId);
    await announceChange(ctx, tx, after, vendorId, account, 'removed');
  });
}

async function findOwnAccount(db: Database, vendorId: string, accountId: string): Promise<BankAccount> {
  const account = isUuid(accountId) ? await lockBankAccount(db, vendorId, accountId) : undefined;
  if (!account) throw new NotFound(NOT_FOUND);
  return account;
}

/** Every change is mailed to the vendor through the outbox, in this transaction: a change rolled back sends nothing. */
async function announceChange(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  vendorId: string,
  account: BankAccount,
  change: 'default' | 'added' | 'updated' | 'removed',
): Promise<void> {
  const vendor = await findVendorProfile(tx, vendorId);
  if (!vendor) return;
  const support = ctx.config.SUPPORT_EMAIL;
  const message =
    change === 'default'
      ? defaultBankAccountMail(vendor, account, support)
      : bankAccountChangedMail(change, vendor, account, support);
  await after.mail({ to: vendor.email, ...message });
}
