import type { BasisPoints, Cents } from '../common/money.ts';
import { commissionAmount } from './commission-rules.ts';

/**
 * Who pays a payment-method discount (the bank transfer's 5% off the products): the platform, out of
 * its commission (ADR 0023). Commission is taken on the full price and the discount comes off it, so
 * the artist earns on a discounted sale exactly what it earns at full price. The platform pays at most
 * the line's whole commission: below a 5% rate what is left of the discount comes off the artist's
 * earning, so no line's commission is ever negative (a refund then never takes back more than a line
 * earned anyone).
 *
 * The order line's commission to store, once its share of the discount is known.
 */
export function lineCommissionCents(priceCents: Cents, discountCents: Cents, commissionBasisPoints: BasisPoints): Cents {
  return Math.max(0, commissionAmount(priceCents, commissionBasisPoints) - discountCents);
}

/** A stored order line, as much as the split of its discount needs. */
export interface DiscountedLine {
  priceCents: Cents;
  discountCents: Cents;
  commissionBasisPoints: BasisPoints;
  /** The commission stored on the line (net of any discount the platform paid). */
  commissionCents: Cents;
}

/** A line's (or a vendor order's) discount as the studio explains it: who paid how much of it. */
export interface DiscountShares {
  /** Commission at the line's rate on the full price, before any discount. */
  commissionOnFullPriceCents: Cents;
  /** The part of the discount the platform paid (out of its commission). */
  platformCents: Cents;
  /**
   * The part the artist paid: under ADR 0023 only what the line's whole commission could not cover (rates
   * below 5%); lines sold before it carried the rate's complement.
   */
  artistCents: Cents;
}

/**
 * Splits each line's discount from what was stored, so lines priced under either rule (the earlier
 * commission on the discounted price, or ADR 0023's) read the same way: the commission on the full
 * price, less what the line's commission is now, is what the platform gave up.
 */
export function discountShares(lines: readonly DiscountedLine[]): DiscountShares {
  let commissionOnFullPriceCents = 0;
  let platformCents = 0;
  let discountCents = 0;
  for (const line of lines) {
    const full = commissionAmount(line.priceCents, line.commissionBasisPoints);
    commissionOnFullPriceCents += full;
    platformCents += full - line.commissionCents;
    discountCents += line.discountCents;
  }
  return { commissionOnFullPriceCents, platformCents, artistCents: discountCents - platformCents };
}
