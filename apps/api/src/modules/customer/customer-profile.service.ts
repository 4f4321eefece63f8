import type { CustomerProfile, CustomerProfileUpdate } from '@art-market/domain';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { getCustomerProfile } from '../accounts/customer-accounts.service.ts';
import { changeCustomerEmail } from './customer-email-change.ts';
import { findCustomerAccount, updateCustomerDetails } from './customer-profile.repository.ts';

/**
 * Saves the dashboard's profile form. The e-mail change goes first: it is the step that can be
 * refused (password, duplicate), and a refusal must leave the whole profile as it was. It is its
 * own atomic step (the shared accounts version will replace it), so the names are saved after it;
 * only a database failure in between could leave them unsaved, and then the new e-mail still holds.
 * Answers the new token version when the e-mail changed (the caller's token no longer works).
 */
export async function updateCustomerProfile(
  ctx: AppContext,
  customerId: string,
  update: CustomerProfileUpdate,
): Promise<{ profile: CustomerProfile; tokenVersion: number | undefined }> {
  const account = await findCustomerAccount(ctx.db, customerId);
  if (!account) throw new NotFound('Customer not found');
  const tokenVersion =
    update.email === account.email ? undefined : await changeCustomerEmail(ctx, account, update.email, update.currentPassword);
  const { firstName, lastName, mobileNumber, country } = update;
  await updateCustomerDetails(ctx.db, customerId, { firstName, lastName, mobileNumber, country });
  return { profile: await getCustomerProfile(ctx, customerId), tokenVersion };
}
