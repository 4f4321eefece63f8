import { AccountMessages, type AdminVendor, type ManagedProduct, toDollars } from '@art-market/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { products } from '../../db/schema.ts';
import { NotFound } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { pendingPayoutsByVendor } from '../payouts/earnings.service.ts';
import { findManagedProducts, withdrawVendorProducts } from '../products/products.ts';
import { closeVendor, findOpenVendorsWithCounts } from './admin-vendors.repository.ts';
import { recordAdminAction } from './audit-log.repository.ts';

/** Open vendors with their artwork counts and pending payouts (delivered, unpaid earnings in the ledger). */
export async function listAdminVendors(ctx: AppContext): Promise<AdminVendor[]> {
  const [rows, pending] = await Promise.all([findOpenVendorsWithCounts(ctx.db), pendingPayoutsByVendor(ctx)]);
  return rows.map((row) => ({
    ...row,
    name: `${row.firstName} ${row.lastName}`,
    createdAt: row.createdAt.toISOString(),
    status: 'active',
    pendingPayoutAmount: toDollars(pending.get(row.id) ?? 0),
  }));
}

/** One vendor and its artworks (the admin's product-count modal). */
export async function getAdminVendor(
  ctx: AppContext,
  vendorId: string,
): Promise<{ vendor: AdminVendor; products: ManagedProduct[] }> {
  const vendor = isUuid(vendorId) ? (await listAdminVendors(ctx)).find((candidate) => candidate.id === vendorId) : undefined;
  if (!vendor) throw new NotFound(AccountMessages.vendorNotFound);
  return { vendor, products: await findManagedProducts(ctx.db, eq(products.vendorId, vendorId)) };
}

/**
 * Closes a vendor: it can no longer log in, its tokens stop at once (the version moves), its artworks
 * are deactivated and leave the catalogue. Its rows stay for past orders and payouts.
 */
export async function deleteVendor(ctx: AppContext, adminId: string, vendorId: string): Promise<void> {
  if (!isUuid(vendorId)) throw new NotFound(AccountMessages.vendorNotFound);
  await ctx.db.transaction(async (tx) => {
    const closed = await closeVendor(tx, vendorId, ctx.now());
    if (!closed) throw new NotFound(AccountMessages.vendorNotFound);
    // Its artworks leave the catalogue: the storefront's public rule is "approved and active".
    const withdrawn = await withdrawVendorProducts(tx, vendorId, ctx.now());
    await recordAdminAction(tx, {
      adminId,
      action: 'vendor.delete',
      entityType: 'vendor',
      entityId: vendorId,
      before: { ...closed, deleted: false },
      after: { ...closed, deleted: true, artworksWithdrawn: withdrawn },
    });
  });
  // After the commit, not inside the transaction: a catalogue load begun before the commit may
  // have read the old rows, and only a later clear() keeps it out of the cache (catalog-cache.ts).
  ctx.catalogCache.clear();
}
