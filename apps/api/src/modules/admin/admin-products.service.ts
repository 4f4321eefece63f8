import { type ManagedProduct, ProductMessages, toBasisPoints } from '@art-market/domain';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { products, vendors } from '../../db/schema.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { findManagedProduct, findManagedProducts } from '../products/product.repository.ts';
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
export async function approveProduct(
  ctx: AppContext,
  adminId: string,
  productId: string,
  decision: { isApproved: boolean; commissionPercentage: number },
): Promise<ManagedProduct> {
  const before = await getAdminProduct(ctx.db, productId);
  if (decision.isApproved && before.images.length === 0) {
    throw new Conflict('An artwork needs at least one image before it can be approved');
  }
  return changeProduct(ctx, adminId, before, 'product.approve', {
    isApproved: decision.isApproved,
    commissionBasisPoints: toBasisPoints(decision.commissionPercentage),
  });
}

export async function markProductSoldOut(ctx: AppContext, adminId: string, productId: string): Promise<ManagedProduct> {
  const before = await getAdminProduct(ctx.db, productId);
  return changeProduct(ctx, adminId, before, 'product.sold_out', { isSoldOut: true, isActive: true });
}

export async function disableProduct(ctx: AppContext, adminId: string, productId: string): Promise<ManagedProduct> {
  const before = await getAdminProduct(ctx.db, productId);
  return changeProduct(ctx, adminId, before, 'product.disable', { isActive: false });
}

async function changeProduct(
  ctx: AppContext,
  adminId: string,
  before: ManagedProduct,
  action: AdminAction,
  change: Partial<typeof products.$inferInsert>,
): Promise<ManagedProduct> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db
      .update(products)
      .set({ ...change, updatedAt: ctx.now() })
      .where(eq(products.id, before.id));
    const after = await getAdminProduct(db, before.id);
    await recordAdminAction(db, {
      adminId,
      action,
      entityType: 'product',
      entityId: before.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}
