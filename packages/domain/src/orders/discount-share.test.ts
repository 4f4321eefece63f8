import { describe, expect, it } from 'vitest';
import { discountShares, lineCommissionCents } from './discount-share.ts';

describe('discountShares', () => {
  it('reads a line priced under ADR 0023 as paid by the platform in full', () => {
    const commissionCents = lineCommissionCents(10_000, 500, 3000);
    expect(discountShares([{ priceCents: 10_000, discountCents: 500, commissionBasisPoints: 3000, commissionCents }])).toEqual({
      commissionOnFullPriceCents: 3_000,
      platformCents: 500,
      artistCents: 0,
    });
  });

  it('reads a line priced before it (commission on the discounted price) as shared by the rate', () => {
    // 30% of 95.00: the platform gave up 1.50 of commission, the artist carried the other 3.50.
    expect(
      discountShares([{ priceCents: 10_000, discountCents: 500, commissionBasisPoints: 3000, commissionCents: 2_850 }]),
    ).toEqual({ commissionOnFullPriceCents: 3_000, platformCents: 150, artistCents: 350 });
  });

  it('adds up the lines of a vendor order, and a line without a discount has no share', () => {
    const lines = [
      {
        priceCents: 10_000,
        discountCents: 500,
        commissionBasisPoints: 3000,
        commissionCents: lineCommissionCents(10_000, 500, 3000),
      },
      { priceCents: 4_000, discountCents: 0, commissionBasisPoints: 1000, commissionCents: 400 },
    ];
    expect(discountShares(lines)).toEqual({ commissionOnFullPriceCents: 3_400, platformCents: 500, artistCents: 0 });
  });
});

describe('a rate below the discount', () => {
  it('takes the commission to zero and no further; the artist pays the rest of the discount', () => {
    // $100.00 at 2%: a $2.00 commission cannot cover the $5.00 discount.
    const commissionCents = lineCommissionCents(10_000, 500, 200);
    expect(commissionCents).toBe(0);
    expect(discountShares([{ priceCents: 10_000, discountCents: 500, commissionBasisPoints: 200, commissionCents }])).toEqual({
      commissionOnFullPriceCents: 200,
      platformCents: 200,
      artistCents: 300,
    });
  });
});
