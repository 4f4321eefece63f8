import { type ManagedProduct, ProductMessages, toBasisPoints } from '@art-market/domain';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { products, vendors } from '../../db/schema.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { findManagedProduct, findManagedProducts, lockProduct, type ProductChange, updateProduct } from '../products/products.ts';
import { type AdminAction, recordAdminAction } from './audit-log.repository.ts';

const openVendor = isNull(vendors.deletedAt);

export function listAdminProducts(
  ctx: AppContext,
  filters: { isApproved?: boolean; isActive?: boolean },
): Promise<ManagedProduct[]> {
  const conditions: SQL[] = [openVendor];
  if (filters.isApproved !== undefined) conditions.push(eq(products.isApproved, filters.isApproved));
  if (filters.isActive !== undefined) conditions.push(eq(products.isActive, filters.isActive));
  return findManagedProducts(ctx.db, and(...conditions));
}

async function getAdminProduct(db: Database, productId: string): Promise<ManagedProduct> {
  const product = await findManagedProduct(db, productId, openVendor);
  if (!product) throw new NotFound(ProductMessages.notFound);
  return product;
}

/** The moderation snapshot kept in the audit log. */
const snapshot = (product: ManagedProduct) => ({
  status: product.status,
  isApproved: product.isApproved,
  isActive: product.isActive,
  isSoldOut: product.isSoldOut,
  commissionPercentage: product.commissionPercentage,
});

/**
 * Approves (or sends back to review) at a commission rate; the amount is derived from the price on
 * the server. An artwork goes live only with at least one image.
 */
export function approveProduct(
  ctx: AppContext,
  adminId: string,
  productId: string,
  decision: { isApproved: boolean; commissionPercentage: number },
): Promise<ManagedProduct> {
  return changeProduct(ctx, adminId, productId, 'product.approve', (before) => {
    if (decision.isApproved && before.images.length === 0) {
      throw new Conflict('An artwork needs at least one image before it can be approved');
    }
    return { isApproved: decision.isApproved, commissionBasisPoints: toBasisPoints(decision.commissionPercentage) };
  });
}

export function markProductSoldOut(ctx: AppContext, adminId: string, productId: string): Promise<ManagedProduct> {
  return changeProduct(ctx, adminId, productId, 'product.sold_out', () => ({ isSoldOut: true, isActive: true }));
}

/** Undoes Disable: the artwork is active again, and back on sale if it was approved and unsold. */
export function enableProduct(ctx: AppContext, adminId: string, productId: string): Promise<ManagedProduct> {
  return changeProduct(ctx, adminId, productId, 'product.enable', (before) => {
    if (before.isActive) throw new Conflict(ProductMessages.onlyDisabled);
    return { isActive: true };
  });
}

export function disableProduct(ctx: AppContext, adminId: string, productId: string): Promise<ManagedProduct> {
  return changeProduct(ctx, adminId, productId, 'product.disable', () => ({ isActive: false }));
}

/**
 * One moderation step in one transaction: lock the artwork, decide on what it is now, write the
 * change and its audit entry. Every step can change what the storefront shows.
 */
async function changeProduct(
  ctx: AppContext,
  adminId: string,
  productId: string,
  action: AdminAction,
  decide: (before: ManagedProduct) => ProductChange,
): Promise<ManagedProduct> {
  const after = await ctx.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const before = await getAdminProduct(tx, productId);
    await updateProduct(tx, before.id, decide(before), ctx.now());
    const changed = await getAdminProduct(tx, before.id);
    await recordAdminAction(tx, {
      adminId,
      action,
      entityType: 'product',
      entityId: before.id,
      before: snapshot(before),
      after: snapshot(changed),
    });
    return changed;
  });
  // After the commit, not inside the transaction: a catalogue load begun before the commit may
  // have read the old rows, and only a later clear() keeps it out of the cache (catalog-cache.ts).
  ctx.catalogCache.clear();
  return after;
}
