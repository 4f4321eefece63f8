import type { HoldKind } from '@art-market/domain';
import { type AnyColumn, and, eq, inArray, isNull, lte, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { artworkHolds, orders } from '../../db/schema.ts';

/** A hold is live while it is unreleased and not past its expiry (bank-transfer holds have none). */
export const liveHold = (now: Date | Placeholder) =>
  and(isNull(artworkHolds.releasedAt), sql`(${artworkHolds.expiresAt} is null or ${artworkHolds.expiresAt} > ${now})`);

/** Marks lapsed holds on these artworks released, so the unique index lets a new hold in. */
export async function releaseExpiredHolds(db: Database, productIds: string[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(artworkHolds)
    .set({ releasedAt: now, releaseReason: 'expired' })
    .where(and(inArray(artworkHolds.productId, productIds), isNull(artworkHolds.releasedAt), lte(artworkHolds.expiresAt, now)));
}

/**
 * Inserts a hold per artwork; an artwork that already has an unreleased hold is skipped (the
 * insert waits for a concurrent holder to commit or roll back). Answers the artworks newly held.
 */
export async function insertHolds(
  db: Database,
  orderId: string,
  productIds: string[],
  kind: HoldKind,
  expiresAt: Date | null,
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const inserted = await db
    .insert(artworkHolds)
    .values(productIds.map((productId) => ({ productId, orderId, kind, expiresAt })))
    .onConflictDoNothing({ target: artworkHolds.productId, where: sql`${artworkHolds.releasedAt} is null` })
    .returning({ productId: artworkHolds.productId });
  return inserted.map((row) => row.productId);
}

/** The unreleased holds on these artworks, whoever holds them. */
export async function findUnreleasedHolds(db: Database, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ id: artworkHolds.id, productId: artworkHolds.productId, orderId: artworkHolds.orderId, kind: artworkHolds.kind })
    .from(artworkHolds)
    .where(and(inArray(artworkHolds.productId, productIds), isNull(artworkHolds.releasedAt)));
}

/** Renews this order's own holds (a retried or switched payment keeps its artworks). */
export async function renewOrderHolds(db: Database, orderId: string, kind: HoldKind, expiresAt: Date | null): Promise<void> {
  await db
    .update(artworkHolds)
    .set({ kind, expiresAt })
    .where(and(eq(artworkHolds.orderId, orderId), isNull(artworkHolds.releasedAt)));
}

/** Ends every unreleased hold of an order: sold, failed, rejected or superseded. */
export async function releaseOrderHolds(db: Database, orderId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(artworkHolds)
    .set({ releasedAt: now, releaseReason: reason })
    .where(and(eq(artworkHolds.orderId, orderId), isNull(artworkHolds.releasedAt)));
}

/** Whether another customer's order holds this artwork right now (a payment of theirs is under way). */
export const isHeldForOthers = (productId: AnyColumn, customerId: string | Placeholder, now: Date | Placeholder) =>
  sql<boolean>`exists (${sql`select 1 from ${artworkHolds} join ${orders} on ${orders.id} = ${artworkHolds.orderId}
    where ${artworkHolds.productId} = ${productId} and ${liveHold(now)} and ${ne(orders.customerId, customerId)}`})`;
