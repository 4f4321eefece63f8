import { AccountMessages } from '@art-market/domain/copy';
import type { Role } from '@art-market/domain/rules';
import type { PasswordChange } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { NotFound } from '#api/errors.ts';
import { lockOpenAccount, replacePassword } from './account.repository.ts';
import { checkCurrentPassword } from './account-email.service.ts';
import { hashPassword } from './passwords.ts';

/**
 * A logged-in password change: the current password first (counted like a login), then every session
 * ends, as after a reset, so a stolen token stops working. Answers the new token version for the caller's
 * own new session.
 */
export async function changeAccountPassword(
  ctx: AppContext,
  role: Role,
  accountId: string,
  change: PasswordChange,
): Promise<number> {
  // argon2 before the transaction: it is slow, and the embedded database has one connection.
  const passwordHash = await hashPassword(change.newPassword);
  return withTransaction(ctx, async (tx) => {
    const account = await lockOpenAccount(tx, role, accountId);
    if (!account) throw new NotFound('Account not found');
    await checkCurrentPassword(ctx, role, account, change.currentPassword, AccountMessages.currentPasswordForPassword);
    await replacePassword(tx, role, accountId, passwordHash);
    return account.tokenVersion + 1;
  });
}

/**
 * Another module's sensitive change of a logged-in account (where a vendor's payouts go) asks for the
 * current password inside its own transaction: the account is locked, and the check counts against the
 * same per-account limit as an e-mail or password change, so no route adds guesses to another's.
 */
export async function confirmCurrentPassword(
  ctx: AppContext,
  tx: Database,
  role: Role,
  accountId: string,
  currentPassword: string | undefined,
  missing: string,
): Promise<void> {
  const account = await lockOpenAccount(tx, role, accountId);
  if (!account) throw new NotFound('Account not found');
  await checkCurrentPassword(ctx, role, account, currentPassword, missing);
}
