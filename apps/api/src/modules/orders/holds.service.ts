import {
  artworkHeldByOwnOrderMessage,
  artworkHeldMessage,
  artworkUnavailableMessage,
  holdRunOverMessage,
  OfferMessages,
  tooManyHeldMessage,
} from '@art-market/domain/copy';
import { type HoldKind, holdExpiry, MAX_HELD_PER_CUSTOMER } from '@art-market/domain/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { products } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';
import { Conflict } from '#api/errors.ts';
import {
  countHeldByCustomer,
  extendOfferHold,
  findHoldRunStarts,
  findOwnOfferHold,
  findUnreleasedHolds,
  insertHolds,
  queueTransferHolds,
  releaseExpiredHolds,
  renewOrderHolds,
} from './holds.repository.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/**
 * Holds every artwork of an order for one payment attempt, inside the caller's transaction (ADR
 * 0013). The database allows one unreleased hold per artwork, so of two buyers racing for one piece
 * exactly one gets it and the other a 409 naming it. The order's live holds pass to this attempt
 * and are renewed, never past their lifetime; a customer holds at most MAX_HELD_PER_CUSTOMER
 * artworks at once. Availability is checked after the hold is taken, so a sale that committed
 * meanwhile is seen.
 */
export async function holdArtworks(
  ctx: AppContext,
  tx: Database,
  order: Pick<OrderRow, 'id' | 'customerId'>,
  items: readonly (Pick<OrderItemRow, 'productId' | 'title'> & { offerId?: string | null })[],
  holder: { attemptId: string; kind: HoldKind },
): Promise<void> {
  // First, before any row is written: a submission waiting here holds nothing another one could need.
  if (holder.kind === 'bank_transfer') await queueTransferHolds(tx);
  const now = ctx.now();
  const productIds = items.map((item) => item.productId);
  const heldElsewhere = await countHeldByCustomer(tx, order.customerId, order.id, now);
  if (heldElsewhere + productIds.length > MAX_HELD_PER_CUSTOMER) throw new Conflict(tooManyHeldMessage(heldElsewhere));

  await renewOrderHolds(tx, order.id, holder, (firstHeldAt) => holdExpiry(holder.kind, now, firstHeldAt), now);
  await releaseExpiredHolds(tx, productIds, now);
  const runStarts = holder.kind === 'online' ? await findHoldRunStarts(tx, order.customerId, productIds, now) : new Map();
  const fresh = items.map((item) => {
    const firstHeldAt = runStarts.get(item.productId) ?? now;
    return { productId: item.productId, firstHeldAt, expiresAt: holdExpiry(holder.kind, now, firstHeldAt) };
  });
  // A run of holds that has used up its lifetime is not renewed: the artwork is left to others for a while.
  await insertHolds(
    tx,
    { orderId: order.id, ...holder },
    fresh.filter((hold) => hold.expiresAt > now),
  );

  const holders = new Map((await findUnreleasedHolds(tx, productIds)).map((hold) => [hold.productId, hold]));
  for (const item of items) {
    const hold = holders.get(item.productId);
    if (item.offerId) {
      await rideOnOfferHold(tx, item.offerId, order.customerId, holder.kind, now);
      continue;
    }
    if (hold?.orderId === order.id) continue;
    if (!hold) throw new Conflict(holdRunOverMessage(item.title));
    if (hold.customerId === order.customerId && !hold.orderNumber) throw new Conflict(OfferMessages.checkoutAgain);
    if (hold.customerId === order.customerId)
      throw new Conflict(artworkHeldByOwnOrderMessage(item.title, hold.orderNumber ?? ''));
    throw new Conflict(artworkHeldMessage(item.title));
  }
  const available = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), isPublic, eq(products.isSoldOut, false)));
  const availableIds = new Set(available.map((row) => row.id));
  const gone = items.find((item) => !availableIds.has(item.productId));
  if (gone) throw new Conflict(artworkUnavailableMessage(gone.title));
}

/**
 * An item bought at an offer's agreed price is held by that offer's hold, never by the attempt (ADR 0047): the
 * price stands only while the hold lives, and a payment under way keeps it at least its own lifetime.
 */
async function rideOnOfferHold(tx: Database, offerId: string, customerId: string, kind: HoldKind, now: Date): Promise<void> {
  const hold = await findOwnOfferHold(tx, offerId, customerId, now);
  if (!hold) throw new Conflict(OfferMessages.agreedPriceLapsed);
  await extendOfferHold(tx, hold.id, holdExpiry(kind, now));
}
