import { productStatus } from '@art-market/domain/rules';
import type { VendorStats } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { countOrdersToShip } from '#api/modules/orders/order-life.ts';
import { getVendorBalances } from '#api/modules/payouts/earnings.service.ts';
import { countVendorProductsByState } from './product.repository.ts';

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
