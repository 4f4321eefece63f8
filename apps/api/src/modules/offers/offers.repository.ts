import { type OfferEvent, type OfferStatus, offerMove, offerStatusesFor, PaymentStatus } from '@art-market/domain/rules';
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  artworkHolds,
  artworkOfferSettings,
  customers,
  offers,
  orderItems,
  orders,
  productImages,
  products,
  vendors,
} from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';
import { liveHold } from '#api/modules/orders/order-life.ts';

export type OfferRow = typeof offers.$inferSelect;

const ALIVE = sql`${offers.status} in ('open', 'countered', 'accepted')`;

/** An artwork as an offer needs it: who sells it, its price with tax, whether it is for sale and takes offers. */
export async function findArtworkForOffer(db: Database, productId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      title: products.title,
      priceCents: products.priceCents,
      taxCents: products.taxCents,
      forSale: sql<boolean>`(${isPublic}) and not ${products.isSoldOut}`,
      acceptsOffers: sql<boolean>`coalesce(${artworkOfferSettings.acceptsOffers}, false)`,
      floorCents: artworkOfferSettings.floorCents,
    })
    .from(products)
    .leftJoin(artworkOfferSettings, eq(artworkOfferSettings.productId, products.id))
    .where(eq(products.id, productId));
  const [row] = options.lock ? await query.for('update', { of: products }) : await query;
  return row;
}

export async function upsertOfferSettings(
  db: Database,
  productId: string,
  settings: { acceptsOffers: boolean; floorCents: number | null },
  now: Date,
): Promise<void> {
  await db
    .insert(artworkOfferSettings)
    .values({ productId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: artworkOfferSettings.productId, set: { ...settings, updatedAt: now } });
}

/** The vendor's artworks still on offer to the storefront or waiting for approval, with their offer settings. */
export async function findStudioOfferSettings(db: Database, vendorId: string) {
  return db
    .select({
      productId: products.id,
      title: products.title,
      priceCents: products.priceCents,
      taxCents: products.taxCents,
      acceptsOffers: sql<boolean>`coalesce(${artworkOfferSettings.acceptsOffers}, false)`,
      floorCents: artworkOfferSettings.floorCents,
    })
    .from(products)
    .leftJoin(artworkOfferSettings, eq(artworkOfferSettings.productId, products.id))
    .where(and(eq(products.vendorId, vendorId), eq(products.isSoldOut, false), eq(products.isActive, true)))
    .orderBy(asc(products.title));
}

export async function findVendorProduct(db: Database, vendorId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)));
  return row;
}

/** How many of the collector's offers wait for an answer (open or countered). */
export async function countWaitingOffers(db: Database, customerId: string): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(offers)
    .where(and(eq(offers.customerId, customerId), inArray(offers.status, ['open', 'countered'])));
  return row?.waiting ?? 0;
}

/** Writes a new offer; an alive one of this collector on this artwork (the unique index) makes it answer undefined. */
export async function insertOffer(db: Database, offer: typeof offers.$inferInsert): Promise<OfferRow | undefined> {
  const alive = offer.status === 'open';
  const query = db.insert(offers).values(offer);
  const [row] = alive
    ? await query.onConflictDoNothing({ target: [offers.customerId, offers.productId], where: ALIVE }).returning()
    : await query.returning();
  return row;
}

export async function hasAliveOffer(db: Database, customerId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.customerId, customerId), eq(offers.productId, productId), ALIVE))
    .limit(1);
  return Boolean(row);
}

/** The collector's alive offer (open, countered or accepted) on an artwork of a studio, newest first. */
export async function findAliveOfferId(db: Database, triple: { customerId: string; vendorId: string; productId: string }) {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.customerId, triple.customerId),
        eq(offers.vendorId, triple.vendorId),
        eq(offers.productId, triple.productId),
        ALIVE,
      ),
    )
    .orderBy(desc(offers.createdAt))
    .limit(1);
  return row?.id;
}

/** One offer, locked, seen by one side only: another collector's or studio's offer is not there. */
export async function lockOffer(db: Database, offerId: string, side: { customerId: string } | { vendorId: string }) {
  const owner = 'customerId' in side ? eq(offers.customerId, side.customerId) : eq(offers.vendorId, side.vendorId);
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), owner))
    .for('update');
  return row;
}

/**
 * Moves an offer along the domain's table (`offerMove`), guarded in SQL by the statuses the event may start
 * from, so of two answers, or an answer and the expiry job, exactly one lands. Answers the moved row.
 */
export async function moveOffer(
  db: Database,
  offerId: string,
  event: OfferEvent,
  from: OfferStatus,
  values: Partial<typeof offers.$inferInsert>,
  extra?: SQL,
): Promise<OfferRow | undefined> {
  const to = offerMove(from, event);
  if (!to) return undefined;
  const [row] = await db
    .update(offers)
    .set({ ...values, status: to })
    .where(and(eq(offers.id, offerId), eq(offers.status, from), inArray(offers.status, offerStatusesFor(event)), extra))
    .returning();
  return row;
}

/**
 * Alive offers whose step is over: an answer not given in time, or an accepted offer whose hold has ended
 * (a payment under way keeps the hold, and so the offer, a little past its 48 hours).
 */
export async function findDueOffers(db: Database, now: Date, limit: number) {
  return db
    .select({ id: offers.id, status: offers.status })
    .from(offers)
    .where(
      and(
        ALIVE,
        lte(offers.dueAt, now),
        sql`not exists (select 1 from ${artworkHolds} where ${artworkHolds.offerId} = ${offers.id}
          and ${liveHold(now)})`,
      ),
    )
    .orderBy(asc(offers.dueAt))
    .limit(limit);
}

/**
 * Alive offers on artworks no longer for sale (sold, withdrawn, disabled), with whether the offer's own
 * collector bought it through the offer (then it is purchased, not lapsed).
 */
export async function findGoneOffers(db: Database, limit: number) {
  return db
    .select({
      id: offers.id,
      status: offers.status,
      purchased: sql<boolean>`exists (select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${orderItems.offerId} = ${offers.id} and ${orders.paymentStatus} = ${PaymentStatus.Paid})`,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(ALIVE, sql`not ((${isPublic}) and not ${products.isSoldOut})`))
    .limit(limit);
}

/** Both sides of an offer as its mails need them. */
export async function findOfferParties(db: Database, offerId: string) {
  const [row] = await db
    .select({
      offer: offers,
      title: products.title,
      collector: { email: customers.email, firstName: customers.firstName, lastName: customers.lastName },
      artist: {
        email: vendors.email,
        firstName: vendors.firstName,
        studioName: vendors.displayName,
        deletedAt: vendors.deletedAt,
      },
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .innerJoin(vendors, eq(vendors.id, offers.vendorId))
    .where(eq(offers.id, offerId));
  return row;
}

const viewColumns = {
  offer: offers,
  title: products.title,
  artistName: products.artistName,
  imageUrl: productImages.url,
  collectorFirstName: customers.firstName,
  collectorLastName: customers.lastName,
};

function offerViews(db: Database, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(customers, eq(customers.id, offers.customerId))
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.isPrimary, true)))
    .where(where)
    .orderBy(desc(offers.createdAt))
    .limit(200);
}

export type OfferViewRow = Awaited<ReturnType<typeof offerViews>>[number];

export const findCollectorOffers = (db: Database, customerId: string) => offerViews(db, eq(offers.customerId, customerId));
export const findStudioOffers = (db: Database, vendorId: string) => offerViews(db, eq(offers.vendorId, vendorId));
export const findOfferView = async (db: Database, offerId: string) => (await offerViews(db, eq(offers.id, offerId)))[0];

/** The offers an order's items were bought through (the console's order view). */
export const findOrderOffers = (db: Database, orderId: string) =>
  offerViews(db, sql`${offers.id} in (select ${orderItems.offerId} from ${orderItems} where ${orderItems.orderId} = ${orderId})`);
