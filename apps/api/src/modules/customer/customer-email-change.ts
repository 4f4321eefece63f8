import { AccountMessages, CustomerDashboardMessages } from '@art-market/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { Conflict, Invalid } from '../../errors.ts';
import { ThrottleRules } from '../../plugins/throttle.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { type CustomerAccount, replaceCustomerEmail } from './customer-profile.repository.ts';
import { emailChangedMail } from './email-changed.mail.ts';

/**
 * Moves a customer to a new e-mail: only with the current password (a stolen session must not be
 * able to take the account over), old tokens stop working, and the OLD address is told. Answers the
 * new token version. Kept apart so the shared accounts-module version can replace it.
 */
export async function changeCustomerEmail(
  ctx: AppContext,
  account: CustomerAccount,
  newEmail: string,
  currentPassword: string | undefined,
): Promise<number> {
  if (!currentPassword) {
    const message = CustomerDashboardMessages.currentPasswordRequired;
    throw new Invalid(message, { currentPassword: message });
  }
  // Wrong passwords count like failed logins, so the endpoint cannot be used to guess one.
  const limit = [[`email-change:customer:${account.id}`, ThrottleRules.loginFailuresPerAccount]] as const;
  ctx.throttle.assertAllowed(limit);
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    ctx.throttle.record(limit);
    const message = CustomerDashboardMessages.currentPasswordWrong;
    throw new Invalid(message, { currentPassword: message });
  }
  let tokenVersion: number;
  try {
    tokenVersion = await replaceCustomerEmail(ctx.db, account.id, newEmail);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
    throw error;
  }
  await ctx.mailer.send({ to: account.email, ...emailChangedMail(newEmail, `${ctx.config.PUBLIC_URL}/support`) });
  return tokenVersion;
}
