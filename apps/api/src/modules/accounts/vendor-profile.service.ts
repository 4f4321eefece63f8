import { AccountMessages } from '@art-market/domain/copy';
import { productStatus } from '@art-market/domain/rules';
import type { VendorProfile, VendorProfileUpdate, VendorStats } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict } from '#api/errors.ts';
import { countOrdersToShip } from '#api/modules/orders/order-life.ts';
import { getVendorBalances } from '#api/modules/payouts/earnings.service.ts';
import { changeAccountEmail } from './account-email.service.ts';
import { countVendorProductsByState, updateVendorProfileFields } from './vendor.repository.ts';
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
      after.run(() => ctx.catalogCache.clear());
      return changeAccountEmail(ctx, tx, after, 'vendor', vendorId, email, currentPassword);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
    throw error;
  }
  const profile = await getVendorProfile(ctx, vendorId);
  return tokenVersion === undefined ? { profile } : { profile, tokenVersion };
}

/** Dashboard cards. Orders to ship: paid vendor orders not yet shipped, delivered or cancelled. */
export async function getVendorStats(ctx: AppContext, vendorId: string): Promise<VendorStats> {
  const [groups, ordersToShip, earnings] = await Promise.all([
    countVendorProductsByState(ctx.db, vendorId),
    countOrdersToShip(ctx.db, vendorId),
    getVendorBalances(ctx, vendorId),
  ]);
  const byStatus = { live: 0, pending: 0, rejected: 0, sold_out: 0, inactive: 0 };
  for (const group of groups) byStatus[productStatus(group)] += group.count;
  return {
    liveArtworks: byStatus.live,
    pendingArtworks: byStatus.pending + byStatus.rejected,
    soldArtworks: byStatus.sold_out,
    inactiveArtworks: byStatus.inactive,
    totalEarnings: earnings.totalEarnings,
    pendingPayouts: earnings.pendingPayouts,
    ordersToShip,
  };
}
