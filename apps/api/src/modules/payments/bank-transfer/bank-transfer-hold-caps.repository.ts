import { and, count, countDistinct, eq, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { artworkHolds, bankTransfers, products, vendors } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';

/** A live hold taken by a transfer no admin has reviewed yet (a rejected one hands its holds to the order). */
const heldByPendingTransfer = (now: Date) =>
  and(
    isNull(artworkHolds.releasedAt),
    sql`(${artworkHolds.expiresAt} is null or ${artworkHolds.expiresAt} > ${now})`,
    isNull(bankTransfers.reviewedAt),
  );

/**
 * The artworks held by pending transfers submitted from `clientAddress` whose hold began after
 * `since`, and when the oldest of those holds began (its share of the count ends 24 hours after).
 */
export async function countHeldFromAddress(db: Database, clientAddress: string, since: Date, now: Date) {
  const [row] = await db
    .select({ held: countDistinct(artworkHolds.productId), oldest: min(artworkHolds.firstHeldAt) })
    .from(artworkHolds)
    .innerJoin(bankTransfers, eq(bankTransfers.paymentId, artworkHolds.attemptId))
    .where(and(heldByPendingTransfer(now), eq(bankTransfers.clientAddress, clientAddress), gt(artworkHolds.firstHeldAt, since)));
  return { held: row?.held ?? 0, oldest: row?.oldest ?? null };
}

/** For each vendor: its name, its live artworks, and how many of them pending transfers hold. */
export async function countVendorTransferHolds(db: Database, vendorIds: string[], now: Date) {
  if (vendorIds.length === 0) return [];
  const live = db
    .select({ vendorId: products.vendorId, artworks: count().as('artworks') })
    .from(products)
    .where(and(inArray(products.vendorId, vendorIds), isPublic, eq(products.isSoldOut, false)))
    .groupBy(products.vendorId)
    .as('live');
  const held = db
    .select({ vendorId: products.vendorId, held: count().as('held') })
    .from(artworkHolds)
    .innerJoin(bankTransfers, eq(bankTransfers.paymentId, artworkHolds.attemptId))
    .innerJoin(products, eq(products.id, artworkHolds.productId))
    .where(and(heldByPendingTransfer(now), inArray(products.vendorId, vendorIds)))
    .groupBy(products.vendorId)
    .as('held');
  return db
    .select({
      vendorId: vendors.id,
      displayName: vendors.displayName,
      liveArtworks: sql<number>`coalesce(${live.artworks}, 0)::int`,
      held: sql<number>`coalesce(${held.held}, 0)::int`,
    })
    .from(vendors)
    .leftJoin(live, eq(live.vendorId, vendors.id))
    .leftJoin(held, eq(held.vendorId, vendors.id))
    .where(inArray(vendors.id, vendorIds));
}

/** The vendors whose artworks these are. */
export async function findVendorsOf(db: Database, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db.selectDistinct({ vendorId: products.vendorId }).from(products).where(inArray(products.id, productIds));
  return rows.map((row) => row.vendorId);
}
