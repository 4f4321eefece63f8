import { splitAgreedPrice } from '@art-market/domain/rules';
import { type AnyColumn, type Placeholder, sql } from 'drizzle-orm';
import { artworkHolds, offers } from '#api/db/schema.ts';
import { liveHold } from '#api/modules/orders/order-life.ts';

/**
 * What the cart uses of offers (ADR 0047): the collector's accepted offer on an artwork, while its hold lives,
 * as `{ id, agreedCents }`, or null. Checkout prices the line at the agreed amount through `atAgreedPrice`.
 */
export const agreedOfferOf = (productId: AnyColumn, customerId: string | Placeholder, now: Date | Placeholder) =>
  sql<{
    id: string;
    agreedCents: number;
  } | null>`(${sql`select json_build_object('id', ${offers.id}, 'agreedCents', ${offers.agreedCents})
    from ${offers} join ${artworkHolds} on ${artworkHolds.offerId} = ${offers.id}
    where ${offers.productId} = ${productId} and ${offers.customerId} = ${customerId} and ${offers.status} = 'accepted'
    and ${liveHold(now)} limit 1`})`;

/**
 * A cart line at the agreed price when it has one: the agreed amount (price with tax, as the collector saw it)
 * replaces the artwork's price and tax, split in the artwork's own proportion; shipping is added as usual.
 */
export function atAgreedPrice<
  Line extends { priceCents: number; taxCents: number; agreedOffer: { id: string; agreedCents: number } | null },
>(line: Line): Omit<Line, 'agreedOffer'> & { offerId: string | null } {
  const { agreedOffer, ...rest } = line;
  if (!agreedOffer) return { ...rest, offerId: null };
  return { ...rest, ...splitAgreedPrice(agreedOffer.agreedCents, line.priceCents, line.taxCents), offerId: agreedOffer.id };
}
