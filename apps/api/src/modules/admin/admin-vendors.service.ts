import { AccountMessages, type AdminVendor, type ManagedProduct } from '@art-market/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { products, vendors } from '../../db/schema.ts';
import { NotFound } from '../../errors.ts';
import { findManagedProducts, isUuid } from '../products/product.repository.ts';
import { recordAdminAction } from './audit-log.repository.ts';

/** Open vendors with their artwork counts. Pending payouts count delivered, unpaid items: none before checkout exists. */
export async function listAdminVendors(db: Database): Promise<AdminVendor[]> {
  const rows = await db
    .select({
      id: vendors.id,
      displayName: vendors.displayName,
      firstName: vendors.firstName,
      lastName: vendors.lastName,
      email: vendors.email,
      mobileNumber: vendors.mobileNumber,
      createdAt: vendors.createdAt,
      products: sql<number>`count(${products.id})::int`,
    })
    .from(vendors)
    .leftJoin(products, eq(products.vendorId, vendors.id))
    .where(isNull(vendors.deletedAt))
    .groupBy(vendors.id)
    .orderBy(asc(vendors.createdAt));
  return rows.map((row) => ({
    ...row,
    name: `${row.firstName} ${row.lastName}`,
    createdAt: row.createdAt.toISOString(),
    status: 'active',
    pendingPayoutAmount: 0,
  }));
}

/** One vendor and its artworks (the admin's product-count modal). */
export async function getAdminVendor(
  db: Database,
  vendorId: string,
): Promise<{ vendor: AdminVendor; products: ManagedProduct[] }> {
  const vendor = isUuid(vendorId) ? (await listAdminVendors(db)).find((candidate) => candidate.id === vendorId) : undefined;
  if (!vendor) throw new NotFound(AccountMessages.vendorNotFound);
  return { vendor, products: await findManagedProducts(db, eq(products.vendorId, vendorId)) };
}

/**
 * Closes a vendor: it can no longer log in, its tokens stop at once (the version moves), its artworks
 * are deactivated and leave the catalogue. Its rows stay for past orders and payouts.
 */
export async function deleteVendor(ctx: AppContext, adminId: string, vendorId: string): Promise<void> {
  if (!isUuid(vendorId)) throw new NotFound(AccountMessages.vendorNotFound);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [closed] = await db
      .update(vendors)
      .set({ deletedAt: ctx.now(), tokenVersion: sql`${vendors.tokenVersion} + 1` })
      .where(and(eq(vendors.id, vendorId), isNull(vendors.deletedAt)))
      .returning({ email: vendors.email, displayName: vendors.displayName });
    if (!closed) throw new NotFound(AccountMessages.vendorNotFound);
    // Its artworks leave the catalogue: the storefront's public rule is "approved and active".
    const withdrawn = await db
      .update(products)
      .set({ isActive: false, updatedAt: ctx.now() })
      .where(and(eq(products.vendorId, vendorId), eq(products.isActive, true)))
      .returning({ id: products.id });
    await recordAdminAction(db, {
      adminId,
      action: 'vendor.delete',
      entityType: 'vendor',
      entityId: vendorId,
      before: { ...closed, deleted: false },
      after: { ...closed, deleted: true, artworksWithdrawn: withdrawn.length },
    });
  });
}
