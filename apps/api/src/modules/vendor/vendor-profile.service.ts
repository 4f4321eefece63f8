import {
  AccountMessages,
  productStatus,
  type VendorProfile,
  type VendorProfileUpdate,
  type VendorStats,
} from '@art-market/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { products, vendors } from '../../db/schema.ts';
import { Conflict } from '../../errors.ts';
import { getVendorProfile } from '../accounts/vendor-accounts.service.ts';

export async function updateVendorProfile(
  ctx: AppContext,
  vendorId: string,
  update: VendorProfileUpdate,
): Promise<VendorProfile> {
  try {
    await ctx.db
      .update(vendors)
      .set(update)
      .where(and(eq(vendors.id, vendorId), isNull(vendors.deletedAt)));
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(AccountMessages.emailTaken, { email: AccountMessages.emailTaken });
    throw error;
  }
  return getVendorProfile(ctx, vendorId);
}

/** Dashboard cards. Earnings and orders to ship count paid orders, which arrive with checkout. */
export async function getVendorStats(ctx: AppContext, vendorId: string): Promise<VendorStats> {
  const groups = await ctx.db
    .select({
      isActive: products.isActive,
      isApproved: products.isApproved,
      isSoldOut: products.isSoldOut,
      count: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(eq(products.vendorId, vendorId))
    .groupBy(products.isActive, products.isApproved, products.isSoldOut);
  const byStatus = { live: 0, pending: 0, sold_out: 0, inactive: 0 };
  for (const group of groups) byStatus[productStatus(group)] += group.count;
  return {
    liveArtworks: byStatus.live,
    pendingArtworks: byStatus.pending,
    soldArtworks: byStatus.sold_out,
    inactiveArtworks: byStatus.inactive,
    totalEarnings: 0,
    ordersToShip: 0,
  };
}
