import { AccountMessages } from '@art-market/domain/copy';
import type { CustomerProfile, CustomerProfileUpdate } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict } from '#api/errors.ts';
import { changeAccountEmail } from './account-email.service.ts';
import { getCustomerProfile } from './customer-accounts.service.ts';
import { updateCustomerDetails } from './customer-profile.repository.ts';

/**
 * Saves the dashboard's profile form in one transaction: the details, then the e-mail change (the
 * accounts rule: current password, old sessions end, the old address is told), so a refused change
 * leaves the whole profile as it was. Answers the new token version when the e-mail changed.
 */
export async function updateCustomerProfile(
  ctx: AppContext,
  customerId: string,
  update: CustomerProfileUpdate,
): Promise<{ profile: CustomerProfile; tokenVersion: number | undefined }> {
  const { firstName, lastName, mobileNumber, country } = update;
  try {
    const tokenVersion = await withTransaction(ctx, async (tx, after) => {
      await updateCustomerDetails(tx, customerId, { firstName, lastName, mobileNumber, country });
      return changeAccountEmail(ctx, tx, after, 'customer', customerId, update.email, update.currentPassword);
    });
    return { profile: await getCustomerProfile(ctx, customerId), tokenVersion };
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
    throw error;
  }
}
