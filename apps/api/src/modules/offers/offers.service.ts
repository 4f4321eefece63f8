import { OfferMessages } from '@art-market/domain/copy';
import { isBelowFloor, MAX_OPEN_OFFERS, offerDueAt, reviewerName, toCents, toDollars } from '@art-market/domain/rules';
import type { ArtistAnswer, MakeOfferInput, Offer, OfferSettings } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { type AfterCommit, withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { conversationParties, type Participant, postArtworkQuestion } from '#api/modules/conversations/public.ts';
import { holdForOffer, lockCustomer } from '#api/modules/orders/order-life.ts';
import { mailOfferNews, type OfferNews } from './offer.mails.ts';
import {
  countWaitingOffers,
  findAliveOfferId,
  findArtworkForOffer,
  findCollectorOffers,
  findOfferParties,
  findOfferView,
  findOrderOffers,
  findStudioOfferSettings,
  findStudioOffers,
  findVendorProduct,
  hasAliveOffer,
  insertOffer,
  lockOffer,
  moveOffer,
  type OfferRow,
  type OfferViewRow,
  upsertOfferSettings,
} from './offers.repository.ts';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

/** An offer as both sides read it; the studio's view adds the collector's public name. The floor never shows. */
export function toOfferView(row: OfferViewRow, side: 'collector' | 'artist'): Offer {
  const { offer } = row;
  return {
    id: offer.id,
    productId: offer.productId,
    title: row.title,
    artistName: row.artistName,
    imageUrl: row.imageUrl,
    listedPrice: toDollars(offer.listedCents),
    amount: toDollars(offer.amountCents),
    note: offer.note,
    counterAmount: dollarsOrNull(offer.counterCents),
    counterNote: offer.counterNote,
    declineReason: offer.declineReason,
    agreedAmount: dollarsOrNull(offer.agreedCents),
    status: offer.status,
    dueAt: offer.dueAt?.toISOString() ?? null,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
    ...(side === 'artist' && { collectorName: reviewerName(row.collectorFirstName, row.collectorLastName) }),
    ...(offer.declinedBy === 'floor' && { message: OfferMessages.belowFloor }),
  };
}

async function viewOf(db: Database, offerId: string, side: 'collector' | 'artist'): Promise<Offer> {
  const row = await findOfferView(db, offerId);
  if (!row) throw new NotFound(OfferMessages.notFound);
  return toOfferView(row, side);
}

async function tell(ctx: AppContext, tx: Database, after: AfterCommit, news: OfferNews, offerId: string): Promise<void> {
  const parties = await findOfferParties(tx, offerId);
  if (parties) await mailOfferNews(ctx, after, news, parties);
}

/** Whether an artwork takes offers: all anyone may learn (the floor stays the artist's). */
export async function getArtworkOffers(ctx: AppContext, productId: string): Promise<{ acceptsOffers: boolean }> {
  const artwork = isUuid(productId) ? await findArtworkForOffer(ctx.db, productId) : undefined;
  if (!artwork) throw new NotFound(OfferMessages.notAvailable);
  return { acceptsOffers: artwork.forSale && artwork.acceptsOffers };
}

/**
 * A collector's offer (docs/product/offers.md#making-an-offer). One checkout-or-offer at a time per collector
 * (the customer row's lock), so the cap of waiting offers holds under parallel requests; the unique index
 * keeps one alive offer per artwork. An offer under the private floor is declined at once, politely.
 * A question for the artist goes into the collector's conversation about the artwork in the same transaction:
 * when messaging refuses it (a stop, the daily limit of new conversations) no offer is made either (ADR 0047).
 */
export async function makeOffer(ctx: AppContext, customerId: string, productId: string, input: MakeOfferInput): Promise<Offer> {
  const amountCents = toCents(input.amount);
  return withTransaction(ctx, async (tx, after) => {
    await lockCustomer(tx, customerId);
    const artwork = isUuid(productId) ? await findArtworkForOffer(tx, productId) : undefined;
    if (!artwork?.forSale) throw new Conflict(OfferMessages.notAvailable);
    if (!artwork.acceptsOffers) throw new Conflict(OfferMessages.notAccepting);
    const listedCents = artwork.priceCents + artwork.taxCents;
    if (amountCents >= listedCents) throw new Invalid(OfferMessages.atOrAboveListed, { amount: OfferMessages.atOrAboveListed });
    if (await hasAliveOffer(tx, customerId, productId)) throw new Conflict(OfferMessages.alreadyOpen);
    if ((await countWaitingOffers(tx, customerId)) >= MAX_OPEN_OFFERS) throw new Conflict(OfferMessages.tooManyOpen);

    const now = ctx.now();
    const belowFloor = isBelowFloor(amountCents, artwork.floorCents);
    const offer = await insertOffer(tx, {
      productId,
      customerId,
      vendorId: artwork.vendorId,
      listedCents,
      amountCents,
      note: input.note ?? '',
      status: belowFloor ? 'declined' : 'open',
      declinedBy: belowFloor ? 'floor' : null,
      dueAt: belowFloor ? null : offerDueAt('open', now),
      createdAt: now,
      updatedAt: now,
    });
    if (!offer) throw new Conflict(OfferMessages.alreadyOpen);
    const asked = input.question
      ? await postArtworkQuestion(ctx, tx, after, { customerId, vendorId: artwork.vendorId, productId }, input.question)
      : undefined;
    await tell(ctx, tx, after, belowFloor ? 'floor_declined' : 'received', offer.id);
    const view = await viewOf(tx, offer.id, 'collector');
    return asked ? { ...view, conversationId: asked.conversationId } : view;
  });
}

/**
 * Accepting holds the artwork for the collector for 48 hours at the agreed price, under the same one-hold
 * rule as a payment (ADR 0047): the artwork's row is locked first, so a sale committing meanwhile is seen,
 * and a payment under way (its hold) refuses the acceptance.
 */
async function accept(ctx: AppContext, tx: Database, offer: OfferRow, agreedCents: number): Promise<OfferRow> {
  const now = ctx.now();
  const artwork = await findArtworkForOffer(tx, offer.productId, { lock: true });
  if (!artwork?.forSale) throw new Conflict(OfferMessages.notAvailable);
  const dueAt = offerDueAt('accepted', now) as Date;
  if (!(await holdForOffer(tx, offer.id, offer.productId, dueAt, now))) throw new Conflict(OfferMessages.heldForPayment);
  const moved = await moveOffer(tx, offer.id, 'accept', offer.status, { agreedCents, dueAt, updatedAt: now });
  if (!moved) throw new Conflict(OfferMessages.closed);
  return moved;
}

function assertAnswerable(offer: OfferRow | undefined, turn: 'open' | 'countered', now: Date): OfferRow {
  if (!offer) throw new NotFound(OfferMessages.notFound);
  if (offer.status !== turn || (offer.dueAt && offer.dueAt <= now)) {
    throw new Conflict(
      offer.status === 'open' || offer.status === 'countered' ? OfferMessages.notYourTurn : OfferMessages.closed,
    );
  }
  return offer;
}

/** The artist accepts, declines (optional reason) or counters an open offer within its 72 hours. */
export async function answerAsArtist(ctx: AppContext, vendorId: string, offerId: string, answer: ArtistAnswer): Promise<Offer> {
  if (!isUuid(offerId)) throw new NotFound(OfferMessages.notFound);
  return withTransaction(ctx, async (tx, after) => {
    const now = ctx.now();
    const offer = assertAnswerable(await lockOffer(tx, offerId, { vendorId }), 'open', now);
    if (answer.action === 'accept') {
      await accept(ctx, tx, offer, offer.amountCents);
      await tell(ctx, tx, after, 'accepted', offer.id);
    } else if (answer.action === 'decline') {
      await moveOffer(tx, offer.id, 'decline', 'open', {
        declineReason: answer.reason,
        declinedBy: 'artist',
        dueAt: null,
        updatedAt: now,
      });
      await tell(ctx, tx, after, 'declined', offer.id);
    } else {
      const counterCents = toCents(answer.amount);
      if (counterCents <= offer.amountCents || counterCents >= offer.listedCents) {
        throw new Invalid(OfferMessages.counterRange, { amount: OfferMessages.counterRange });
      }
      await moveOffer(tx, offer.id, 'counter', 'open', {
        counterCents,
        counterNote: answer.note,
        dueAt: offerDueAt('countered', now),
        updatedAt: now,
      });
      await tell(ctx, tx, after, 'countered', offer.id);
    }
    return viewOf(tx, offer.id, 'artist');
  });
}

/** The collector accepts or declines the artist's counter within its 72 hours. */
export async function answerAsCollector(
  ctx: AppContext,
  customerId: string,
  offerId: string,
  action: 'accept' | 'decline',
): Promise<Offer> {
  if (!isUuid(offerId)) throw new NotFound(OfferMessages.notFound);
  return withTransaction(ctx, async (tx, after) => {
    const now = ctx.now();
    const offer = assertAnswerable(await lockOffer(tx, offerId, { customerId }), 'countered', now);
    if (action === 'accept') {
      await accept(ctx, tx, offer, offer.counterCents as number);
      await tell(ctx, tx, after, 'accepted', offer.id);
    } else {
      await moveOffer(tx, offer.id, 'decline', 'countered', { declinedBy: 'collector', dueAt: null, updatedAt: now });
      await tell(ctx, tx, after, 'declined', offer.id);
    }
    return viewOf(tx, offer.id, 'collector');
  });
}

/**
 * The collector's alive offer on a conversation's artwork, as the side reading the conversation sees it, or
 * null (docs/product/conversations.md#offers-in-a-conversation). Another's conversation is not there (404).
 */
export async function offerOfConversation(ctx: AppContext, who: Participant, conversationId: string): Promise<Offer | null> {
  const parties = await conversationParties(ctx, who, conversationId);
  if (!parties) throw new NotFound(OfferMessages.notFound);
  const offerId = await findAliveOfferId(ctx.db, parties);
  return offerId ? viewOf(ctx.db, offerId, who.side === 'vendor' ? 'artist' : 'collector') : null;
}

export async function listCollectorOffers(ctx: AppContext, customerId: string): Promise<Offer[]> {
  return (await findCollectorOffers(ctx.db, customerId)).map((row) => toOfferView(row, 'collector'));
}

export async function listStudioOffers(ctx: AppContext, vendorId: string): Promise<Offer[]> {
  return (await findStudioOffers(ctx.db, vendorId)).map((row) => toOfferView(row, 'artist'));
}

/** The offers an order came from, for the console (every admin may read any order). */
export async function listOrderOffers(ctx: AppContext, orderId: string) {
  if (!isUuid(orderId)) throw new NotFound(OfferMessages.notFound);
  return (await findOrderOffers(ctx.db, orderId)).map((row) => {
    const view = toOfferView(row, 'artist');
    return { ...view, collectorName: `${row.collectorFirstName} ${row.collectorLastName}` };
  });
}

export async function listOfferSettings(ctx: AppContext, vendorId: string) {
  return (await findStudioOfferSettings(ctx.db, vendorId)).map((row) => ({
    productId: row.productId,
    title: row.title,
    price: toDollars(row.priceCents + row.taxCents),
    acceptsOffers: row.acceptsOffers,
    floor: dollarsOrNull(row.floorCents),
  }));
}

/** The artist's switch and private floor for one of their own artworks; another studio's artwork is not there. */
export async function saveOfferSettings(ctx: AppContext, vendorId: string, productId: string, settings: OfferSettings) {
  if (!isUuid(productId) || !(await findVendorProduct(ctx.db, vendorId, productId))) throw new NotFound(OfferMessages.notFound);
  const floorCents = settings.floor === null ? null : toCents(settings.floor);
  await upsertOfferSettings(ctx.db, productId, { acceptsOffers: settings.acceptsOffers, floorCents }, ctx.now());
  return { productId, acceptsOffers: settings.acceptsOffers, floor: settings.floor };
}
