import { AccountMessages } from '@art-market/domain/copy';
import type { VendorProfile, VendorProfileUpdate } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict } from '#api/errors.ts';
import { changeAccountEmail } from './account-email.service.ts';
import { updateVendorProfileFields } from './vendor.repository.ts';
import { getVendorProfile } from './vendor-accounts.service.ts';

export interface UpdatedVendorProfile {
  profile: VendorProfile;
  /** Set when the e-mail changed: the tokens issued before stopped working. */
  tokenVersion?: number;
}

/** Saves the profile; a new e-mail follows the accounts rule (current password, notice, new token version). */
export async function updateVendorProfile(
  ctx: AppContext,
  vendorId: string,
  update: VendorProfileUpdate,
): Promise<UpdatedVendorProfile> {
  const { email, currentPassword, ...fields } = update;
  let tokenVersion: number | undefined;
  try {
    tokenVersion = await withTransaction(ctx, async (tx, after) => {
      await updateVendorProfileFields(tx, vendorId, fields);
      // The name, bio and place show on the public artist pages, which the catalogue cache keeps.
      await after.publish({ type: 'studio.changed', vendorId });
      return changeAccountEmail(ctx, tx, after, 'vendor', vendorId, email, currentPassword);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
    throw error;
  }
  const profile = await getVendorProfile(ctx, vendorId);
  return tokenVersion === undefined ? { profile } : { profile, tokenVersion };
}
