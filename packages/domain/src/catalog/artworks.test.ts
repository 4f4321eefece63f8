import { describe, expect, it } from 'vitest';
import { toCents, toDollars } from '../common/money.ts';
import { artworkPriceInDollars, artworkTotalCents, productStatus } from './artworks.ts';

describe('artworkPriceInDollars', () => {
  it('answers the price, the tax and their total in dollars, the total added in cents', () => {
    expect(artworkPriceInDollars({ priceCents: 10, taxCents: 20 })).toEqual({ price: 0.1, taxAmount: 0.2, totalPrice: 0.3 });
  });
});

describe('artworkTotalCents', () => {
  it('is the price plus the tax, to the cent', () => {
    expect(artworkTotalCents({ priceCents: toCents(1250), taxCents: toCents(35.5) })).toBe(128_550);
    expect(toDollars(artworkTotalCents({ priceCents: toCents(0.1), taxCents: toCents(0.2) }))).toBe(0.3);
    expect(artworkTotalCents({ priceCents: 100, taxCents: 0 })).toBe(100);
  });
});

describe('productStatus', () => {
  it('is inactive, then sold out, then live when approved, else pending', () => {
    expect(productStatus({ isActive: false, isApproved: true, isSoldOut: true })).toBe('inactive');
    expect(productStatus({ isActive: true, isApproved: true, isSoldOut: true })).toBe('sold_out');
    expect(productStatus({ isActive: true, isApproved: true, isSoldOut: false })).toBe('live');
    expect(productStatus({ isActive: true, isApproved: false, isSoldOut: false })).toBe('pending');
  });
});
