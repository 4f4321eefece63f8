import { ProductMessages, toBasisPoints } from '@art-market/domain/rules';
import type { ManagedProduct } from '@art-market/domain/schemas';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { products, vendors } from '#api/db/schema.ts';
import { type AfterCommit, withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import { findVendorRecipient } from '#api/modules/accounts/vendor-profile.ts';
import { type AdminAction, recordAdminAction } from '#api/modules/audit/audit-log.ts';
import { findRelistAfterEdit, hasStandingSale, markRelistedAfterEdit } from '#api/modules/orders/order-life.ts';
import {
  findManagedProduct,
  findManagedProducts,
  lockProduct,
  markFirstApproval,
  type ProductChange,
  replaceShippingOptions,
  updateProduct,
} from './product.repository.ts';
import { replaceProductImages } from './product-image.repository.ts';
import { listingRejectedMail } from './product-review.mails.ts';
import { deleteRevision, findRevision, isAwaitingReview, rejectRevision } from './product-revision.repository.ts';

const openVendor = isNull(vendors.deletedAt);

export function listAdminProducts(
  ctx: AppContext,
  filters: { isApproved?: boolean; isActive?: boolean; awaitingReview?: boolean },
): Promise<ManagedProduct[]> {
  const conditions: SQL[] = [openVendor];
  if (filters.awaitingReview) conditions.push(isAwaitingReview(ctx.db));
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
  price: product.price,
  rejectionReason: product.rejectionReason,
  revision: product.revision ? { status: product.revision.status, price: product.revision.price } : null,
});

/**
 * Approves (or sends back to review) at a commission rate; the amount is derived from the price on
 * the server. An artwork goes live only with at least one image. A waiting revision is applied to the
 * row first, whichever the decision (ADR 0024).
 */
export function approveProduct(
  ctx: AppContext,
  adminId: string,
  productId: string,
  decision: { isApproved: boolean; commissionPercentage: number },
): Promise<ManagedProduct> {
  return changeProduct(ctx, adminId, productId, 'product.approve', async (before, tx, after) => {
    // Approved, the change goes live; sent back to review, the artwork leaves the storefront and the
    // change becomes what is reviewed, as any edit of an unapproved artwork does.
    const waiting = before.revision?.status === 'pending';
    if (waiting) await applyRevision(ctx, tx, before);
    const images = waiting ? (before.revision?.images ?? []) : before.images;
    if (decision.isApproved && images.length === 0) {
      throw new Conflict('An artwork needs at least one image before it can be approved');
    }
    // Back from a return to be relisted with changes: only an approval of what was reviewed (the change,
    // or the artwork sent back to review) relists it; sent back to review it stays off sale (ADR 0037).
    const reviewed = waiting || !before.isApproved;
    const relisted = decision.isApproved && reviewed && (await relistAfterApproval(ctx, tx, before));
    // A work approved for the first time is news to its artist's followers (ADR 0041): the alerts hear it.
    const firstApproval = decision.isApproved && (await markFirstApproval(tx, before.id, ctx.now()));
    await after.publish({
      type: 'artwork.reviewed',
      productId: before.id,
      artistName: before.artistName,
      approved: decision.isApproved,
      firstApproval,
    });
    return {
      isApproved: decision.isApproved,
      commissionBasisPoints: toBasisPoints(decision.commissionPercentage),
      ...(decision.isApproved ? { rejectionReason: null } : {}),
      ...(relisted ? { isSoldOut: false } : {}),
    };
  });
}

/**
 * Refuses a pending artwork, or the waiting change to a live one (which then stays as it was), and
 * mails the vendor the reason in the same transaction; the vendor can edit and send it again.
 */
export function rejectProduct(ctx: AppContext, adminId: string, productId: string, reason: string): Promise<ManagedProduct> {
  return changeProduct(ctx, adminId, productId, 'product.reject', async (before, tx, after) => {
    const wasChange = before.revision?.status === 'pending';
    if (wasChange) await rejectRevision(tx, before.id, reason, ctx.now());
    else if (before.status !== 'pending') throw new Conflict(ProductMessages.nothingToReject);
    const vendor = await findVendorRecipient(tx, before.vendorId);
    if (vendor) await after.mail(listingRejectedMail(ctx, vendor, { ...before, wasChange }, reason));
    return wasChange ? {} : { rejectionReason: reason };
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
 * Writes the vendor's waiting change onto the live row, its shipping options and images. A change to an
 * artwork that sold or was withdrawn meanwhile is refused: the sale was made at the live price.
 */
async function applyRevision(ctx: AppContext, tx: Database, product: ManagedProduct): Promise<void> {
  if (!product.revisionApplicable) throw new Conflict(ProductMessages.soldWhileWaiting);
  const revision = await findRevision(tx, product.id);
  if (!revision) return;
  await updateProduct(
    tx,
    product.id,
    {
      title: revision.title,
      description: revision.description,
      priceCents: revision.priceCents,
      taxCents: revision.taxCents,
    },
    ctx.now(),
  );
  await replaceShippingOptions(tx, product.id, revision.shippingOptions);
  // Removed images keep their files: past orders may still show them.
  await replaceProductImages(tx, product.id, revision.images);
  await deleteRevision(tx, product.id);
}

/** Marks the artwork's returned items relisted when it waited, off sale, for this approval; answers whether it did. */
async function relistAfterApproval(ctx: AppContext, tx: Database, product: ManagedProduct): Promise<boolean> {
  if (product.status !== 'sold_out') return false;
  const waiting = await findRelistAfterEdit(tx, product.id);
  if (waiting.length === 0 || (await hasStandingSale(tx, product.id))) return false;
  await markRelistedAfterEdit(tx, waiting, ctx.now());
  return true;
}

/**
 * One moderation step in one transaction: lock the artwork, decide on what it is now, write the
 * change and its audit entry. Every step can change what the storefront shows, so the catalogue cache
 * is cleared after the commit (a load begun before it may have read the old rows; catalog-cache.ts).
 */
async function changeProduct(
  ctx: AppContext,
  adminId: string,
  productId: string,
  action: AdminAction,
  decide: (before: ManagedProduct, tx: Database, after: AfterCommit) => ProductChange | Promise<ProductChange>,
): Promise<ManagedProduct> {
  return withTransaction(ctx, async (tx, after) => {
    await lockProduct(tx, productId);
    const before = await getAdminProduct(tx, productId);
    await updateProduct(tx, before.id, await decide(before, tx, after), ctx.now());
    const changed = await getAdminProduct(tx, before.id);
    await recordAdminAction(tx, {
      adminId,
      action,
      entityType: 'product',
      entityId: before.id,
      before: snapshot(before),
      after: snapshot(changed),
    });
    await after.publish({ type: 'artwork.changed', productId: before.id });
    return changed;
  });
}
