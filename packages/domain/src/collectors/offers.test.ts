import { describe, expect, it } from 'vitest';
import { artistAnswerSchema, makeOfferSchema } from './offers.ts';
import {
  isBelowFloor,
  OFFER_EVENTS,
  OFFER_STATUSES,
  offerDueAt,
  offerMove,
  offerStatusesFor,
  offerTurnOf,
  splitAgreedPrice,
} from './offers-rules.ts';

describe('the offer state machine', () => {
  it('lets the artist accept, decline or counter an open offer, and the clock or a sale end it', () => {
    expect(offerMove('open', 'accept')).toBe('accepted');
    expect(offerMove('open', 'decline')).toBe('declined');
    expect(offerMove('open', 'counter')).toBe('countered');
    expect(offerMove('open', 'expire')).toBe('expired');
    expect(offerMove('open', 'lapse')).toBe('lapsed');
    expect(offerMove('open', 'purchase')).toBeNull();
  });

  it('lets the collector accept or decline a counter, never counter it again', () => {
    expect(offerMove('countered', 'accept')).toBe('accepted');
    expect(offerMove('countered', 'decline')).toBe('declined');
    expect(offerMove('countered', 'counter')).toBeNull();
  });

  it('ends an accepted offer only by payment, its hold running out, or the work leaving the sale', () => {
    expect(offerMove('accepted', 'purchase')).toBe('purchased');
    expect(offerMove('accepted', 'expire')).toBe('expired');
    expect(offerMove('accepted', 'lapse')).toBe('lapsed');
    for (const event of ['accept', 'decline', 'counter'] as const) expect(offerMove('accepted', event)).toBeNull();
  });

  it('never moves an ended offer', () => {
    for (const status of ['declined', 'expired', 'lapsed', 'purchased'] as const) {
      for (const event of OFFER_EVENTS) expect(offerMove(status, event)).toBeNull();
    }
  });

  it('gives each guarded update exactly the statuses its event may start from', () => {
    expect(offerStatusesFor('counter')).toEqual(['open']);
    expect(offerStatusesFor('accept')).toEqual(['open', 'countered']);
    expect(offerStatusesFor('expire')).toEqual(['open', 'countered', 'accepted']);
    expect(offerStatusesFor('purchase')).toEqual(['accepted']);
    for (const event of OFFER_EVENTS) {
      for (const status of OFFER_STATUSES)
        expect(offerStatusesFor(event).includes(status)).toBe(offerMove(status, event) !== null);
    }
  });

  it('says whose turn it is and when the step ends', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(offerTurnOf('open')).toBe('artist');
    expect(offerTurnOf('countered')).toBe('collector');
    expect(offerTurnOf('declined')).toBeNull();
    expect(offerDueAt('open', now)?.toISOString()).toBe('2026-03-04T12:00:00.000Z');
    expect(offerDueAt('countered', now)?.toISOString()).toBe('2026-03-04T12:00:00.000Z');
    expect(offerDueAt('accepted', now)?.toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(offerDueAt('expired', now)).toBeNull();
  });
});

describe('floors and prices', () => {
  it('declines below the floor only, and nothing without one', () => {
    expect(isBelowFloor(79_999, 80_000)).toBe(true);
    expect(isBelowFloor(80_000, 80_000)).toBe(false);
    expect(isBelowFloor(1, null)).toBe(false);
  });

  it('splits an agreed amount into price and tax in the listing proportion, to the cent', () => {
    expect(splitAgreedPrice(80_000, 100_000, 0)).toEqual({ priceCents: 80_000, taxCents: 0 });
    expect(splitAgreedPrice(88_000, 100_000, 10_000)).toEqual({ priceCents: 80_000, taxCents: 8_000 });
    const odd = splitAgreedPrice(33_333, 90_000, 9_000);
    expect(odd.priceCents + odd.taxCents).toBe(33_333);
    expect(odd.priceCents).toBe(30_303);
  });

  it('refuses an offer of nothing, of fractions of a cent, or with control characters', () => {
    expect(makeOfferSchema.safeParse({ amount: 0 }).success).toBe(false);
    expect(makeOfferSchema.safeParse({ amount: 10.005 }).success).toBe(false);
    expect(makeOfferSchema.safeParse({ amount: 10, note: 'hi\u0007' }).success).toBe(false);
    expect(makeOfferSchema.parse({ amount: 950.5, note: '  Lovely work\r\n ' })).toEqual({ amount: 950.5, note: 'Lovely work' });
    expect(artistAnswerSchema.safeParse({ action: 'counter' }).success).toBe(false);
  });
});
