// Offers on artworks (docs/product/offers.md, ADR 0047): the limits and the offer's state machine, zod-free (ADR 0011).

/** The artist answers an offer, and the collector a counter, within this many hours; then it expires. */
export const OFFER_ANSWER_HOURS = 72;
/** An accepted offer holds the artwork for its collector this long, at the agreed price. */
export const OFFER_HOLD_HOURS = 48;
/** A collector waits on at most this many offers at once (open or countered). */
export const MAX_OPEN_OFFERS = 10;
export const OFFER_NOTE_MAX = 1000;
export const OFFER_REASON_MAX = 500;

export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'expired', 'lapsed', 'purchased'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What moves an offer: the artist or the collector answering, the clock, or the work leaving the sale. */
export const OFFER_EVENTS = ['accept', 'decline', 'counter', 'expire', 'lapse', 'purchase'] as const;
export type OfferEvent = (typeof OFFER_EVENTS)[number];

/** Who waits on whom: the artist answers an open offer, the collector a counter; an accepted one waits on payment. */
const OFFER_MOVES: Record<OfferStatus, Partial<Record<OfferEvent, OfferStatus>>> = {
  open: { accept: 'accepted', decline: 'declined', counter: 'countered', expire: 'expired', lapse: 'lapsed' },
  countered: { accept: 'accepted', decline: 'declined', expire: 'expired', lapse: 'lapsed' },
  accepted: { purchase: 'purchased', expire: 'expired', lapse: 'lapsed' },
  declined: {},
  expired: {},
  lapsed: {},
  purchased: {},
};

/** Where `event` takes an offer in `status`, or null when the move is not allowed. */
export function offerMove(status: OfferStatus, event: OfferEvent): OfferStatus | null {
  return OFFER_MOVES[status][event] ?? null;
}

/** The statuses `event` may start from: the database's guarded update takes its set from here. */
export function offerStatusesFor(event: OfferEvent): OfferStatus[] {
  return OFFER_STATUSES.filter((status) => offerMove(status, event) !== null);
}

/** Alive: someone still has to act (answer, or pay). One alive offer per collector and artwork. */
export const ALIVE_OFFER_STATUSES = ['open', 'countered', 'accepted'] as const satisfies readonly OfferStatus[];
/** Waiting on an answer: these count against the collector's MAX_OPEN_OFFERS. */
export const WAITING_OFFER_STATUSES = ['open', 'countered'] as const satisfies readonly OfferStatus[];

export function isAliveOffer(status: OfferStatus): boolean {
  return (ALIVE_OFFER_STATUSES as readonly OfferStatus[]).includes(status);
}

/** Who acts on an offer in this status: the artist on an open one, the collector on a counter. */
export function offerTurnOf(status: OfferStatus): 'artist' | 'collector' | null {
  if (status === 'open') return 'artist';
  if (status === 'countered' || status === 'accepted') return 'collector';
  return null;
}

const HOUR_MS = 3_600_000;

/** When the step that starts now ends: an answer is due in 72 hours; an accepted offer's hold ends in 48. */
export function offerDueAt(status: OfferStatus, now: Date): Date | null {
  if (status === 'open' || status === 'countered') return new Date(now.getTime() + OFFER_ANSWER_HOURS * HOUR_MS);
  if (status === 'accepted') return new Date(now.getTime() + OFFER_HOLD_HOURS * HOUR_MS);
  return null;
}

/** Below the artist's private floor: declined at once, and the floor is never told. No floor: nothing is. */
export function isBelowFloor(amountCents: number, floorCents: number | null): boolean {
  return floorCents !== null && amountCents < floorCents;
}

/**
 * Offers speak of the price the collector sees (the artwork's price with its tax, ADR 0045). The agreed
 * amount is split back into price and tax in the artwork's own proportion, half up, so tax stays the
 * artist's share of it and commission is taken on the price part only (ADR 0047).
 */
export function splitAgreedPrice(
  agreedCents: number,
  priceCents: number,
  taxCents: number,
): { priceCents: number; taxCents: number } {
  const listed = priceCents + taxCents;
  if (listed <= 0 || taxCents === 0) return { priceCents: agreedCents, taxCents: 0 };
  const agreedPrice = Math.floor((agreedCents * priceCents * 2 + listed) / (listed * 2));
  return { priceCents: agreedPrice, taxCents: agreedCents - agreedPrice };
}
