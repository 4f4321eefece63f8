import { AccountMessages } from '@art-market/domain/copy';
import type { Role } from '@art-market/domain/rules';
import type { PasswordChange } from '@art-market/domain/schemas';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/unit-of-work.ts';
import { NotFound } from '../../errors.ts';
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
