import { artworkHeldMessage, artworkUnavailableMessage, type HoldKind, holdExpiry } from '@art-market/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { Conflict } from '../../errors.ts';
import { isPublic } from '../catalog/catalog.repository.ts';
import { findUnreleasedHolds, insertHolds, releaseExpiredHolds, renewOrderHolds } from './holds.repository.ts';
import type { OrderItemRow } from './orders.repository.ts';

/**
 * Holds every artwork of an order for a payment, inside the caller's transaction (ARCHITECTURE 6).
 * The database allows one unreleased hold per artwork, so of two buyers racing for one piece exactly
 * one gets it and the other a 409 naming it; the order's own holds are renewed, so a retried or
 * switched payment keeps its artworks. Availability is checked after the hold is taken, so a sale
 * that committed meanwhile is seen.
 */
export async function holdOrderArtworks(
  ctx: AppContext,
  tx: Database,
  orderId: string,
  items: readonly Pick<OrderItemRow, 'productId' | 'title'>[],
  kind: HoldKind,
): Promise<void> {
  const now = ctx.now();
  const expiresAt = holdExpiry(kind, now);
  const productIds = items.map((item) => item.productId);
  await renewOrderHolds(tx, orderId, kind, expiresAt);
  await releaseExpiredHolds(tx, productIds, now);
  await insertHolds(tx, orderId, productIds, kind, expiresAt);

  const holders = new Map((await findUnreleasedHolds(tx, productIds)).map((hold) => [hold.productId, hold.orderId]));
  const takenByOthers = items.find((item) => holders.get(item.productId) !== orderId);
  if (takenByOthers) throw new Conflict(artworkHeldMessage(takenByOthers.title));

  const available = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), isPublic, eq(products.isSoldOut, false)));
  const availableIds = new Set(available.map((row) => row.id));
  const gone = items.find((item) => !availableIds.has(item.productId));
  if (gone) throw new Conflict(artworkUnavailableMessage(gone.title));
}
