import {
  AccountMessages,
  VendorStatusMessages,
  vendorHasOpenOrdersMessage,
  vendorHasShippedOrdersMessage,
} from '@art-market/domain/copy';
import { OrderStatus, toDollars } from '@art-market/domain/rules';
import type { AdminVendor, AdminVendorImpact, ManagedProduct } from '@art-market/domain/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { products } from '#api/db/schema.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import {
  closeVendor,
  countVendorArtworks,
  findOpenVendorsWithCounts,
  setVendorSuspended,
} from '#api/modules/accounts/vendor-profile.ts';
import { recordAdminAction } from '#api/modules/audit/audit-log.ts';
import { cancelUnshippedPart, countOpenVendorOrders, lockOpenVendorOrders } from '#api/modules/fulfilment/fulfilment.service.ts';
import { pendingPayoutsByVendor } from '#api/modules/payouts/earnings.service.ts';
import {
  findManagedProducts,
  restoreWithheldProducts,
  withdrawVendorProducts,
  withholdVendorProducts,
} from '#api/modules/products/products.ts';

/** Open vendors with their artwork counts and pending payouts (delivered, unpaid earnings in the ledger). */
export async function listAdminVendors(ctx: AppContext): Promise<AdminVendor[]> {
  const [rows, pending] = await Promise.all([findOpenVendorsWithCounts(ctx.db), pendingPayoutsByVendor(ctx)]);
  return rows.map((row) => ({
    ...row,
    name: `${row.firstName} ${row.lastName}`,
    createdAt: row.createdAt.toISOString(),
    status: row.suspendedAt ? 'suspended' : 'active',
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
 * What suspending, reactivating or deleting a vendor would touch, counted now: the console's
 * confirmation says it before the admin decides (the actions themselves count again in their transaction).
 */
export async function getAdminVendorImpact(ctx: AppContext, vendorId: string): Promise<AdminVendorImpact> {
  const vendor = isUuid(vendorId) ? (await listAdminVendors(ctx)).find((candidate) => candidate.id === vendorId) : undefined;
  if (!vendor) throw new NotFound(AccountMessages.vendorNotFound);
  const [artworks, open] = await Promise.all([countVendorArtworks(ctx.db, vendorId), countOpenVendorOrders(ctx.db, vendorId)]);
  return {
    liveArtworks: artworks.live,
    withheldArtworks: artworks.withheld,
    unshippedOrders: open.unshipped,
    shippedOrders: open.shipped,
    pendingPayoutAmount: vendor.pendingPayoutAmount,
  };
}

/**
 * Closes a vendor: it can no longer log in, its tokens stop at once (the version moves), its artworks
 * are deactivated and leave the catalogue. Its rows stay for past orders and payouts. A vendor who
 * still owes collectors artworks is not closed: paid orders on their way must be delivered first
 * (suspend the vendor meanwhile), and those not shipped are closed only when the admin asks
 * (`cancelOpenOrders`): each is then cancelled and refunded in full, and the buyer told, in the
 * same transaction as the closing.
 */
export async function deleteVendor(
  ctx: AppContext,
  adminId: string,
  vendorId: string,
  options: { cancelOpenOrders: boolean } = { cancelOpenOrders: false },
): Promise<{ cancelledOrders: number }> {
  if (!isUuid(vendorId)) throw new NotFound(AccountMessages.vendorNotFound);
  const cancelledOrders = await withTransaction(ctx, async (tx, after) => {
    const open = await lockOpenVendorOrders(tx, vendorId);
    const shipped = open.filter((row) => row.vendorOrder.status === OrderStatus.Shipped);
    if (shipped.length > 0) throw new Conflict(vendorHasShippedOrdersMessage(shipped.length));
    if (open.length > 0 && !options.cancelOpenOrders) throw new Conflict(vendorHasOpenOrdersMessage(open.length));
    const closed = await closeVendor(tx, vendorId, ctx.now());
    if (!closed) throw new NotFound(AccountMessages.vendorNotFound);
    for (const row of open) {
      await cancelUnshippedPart(ctx, tx, after, row, {
        kind: 'vendor_cancellation',
        idempotencyKey: `vendor-delete:${row.vendorOrder.id}`,
        reason: 'The artist has left Art Market before shipping',
        requestedBy: `admin:${adminId}`,
      });
    }
    // Its artworks leave the catalogue: the storefront's public rule is "approved and active".
    const withdrawn = await withdrawVendorProducts(tx, vendorId, ctx.now());
    await recordAdminAction(tx, {
      adminId,
      action: 'vendor.delete',
      entityType: 'vendor',
      entityId: vendorId,
      before: { ...closed, deleted: false },
      after: { ...closed, deleted: true, artworksWithdrawn: withdrawn, ordersCancelled: open.length },
    });
    await after.publish({ type: 'studio.changed', vendorId });
    return open.length;
  });
  return { cancelledOrders };
}

/**
 * Suspends a vendor (or lifts it): its live artworks leave the storefront and come back on
 * reactivation, while the vendor still logs in to ship and deliver what collectors have paid for.
 */
export async function setVendorSuspension(ctx: AppContext, adminId: string, vendorId: string, suspend: boolean) {
  if (!isUuid(vendorId)) throw new NotFound(AccountMessages.vendorNotFound);
  await withTransaction(ctx, async (tx, after) => {
    const now = ctx.now();
    const changed = await setVendorSuspended(tx, vendorId, suspend ? now : null);
    if (!changed) {
      if (!(await listAdminVendorIds(tx)).has(vendorId)) throw new NotFound(AccountMessages.vendorNotFound);
      return;
    }
    const artworks = suspend ? await withholdVendorProducts(tx, vendorId, now) : await restoreWithheldProducts(tx, vendorId, now);
    await recordAdminAction(tx, {
      adminId,
      action: suspend ? 'vendor.suspend' : 'vendor.reactivate',
      entityType: 'vendor',
      entityId: vendorId,
      before: { ...changed, suspended: !suspend },
      after: { ...changed, suspended: suspend, artworks },
    });
    await after.publish({ type: 'studio.changed', vendorId });
  });
  return { message: suspend ? VendorStatusMessages.suspended : VendorStatusMessages.reactivated };
}

const listAdminVendorIds = async (db: Database) => new Set((await findOpenVendorsWithCounts(db)).map((row) => row.id));
