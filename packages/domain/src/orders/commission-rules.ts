import { type BasisPoints, type Cents, percentOf } from '../common/money.ts';

/** The admin's commission tab defaults to 5% when loading fails; the vendor form assumes 30% until it loads. */
export const ADMIN_COMMISSION_FALLBACK = 5;
export const VENDOR_COMMISSION_ASSUMED = 30;
/** The global rate before an admin sets one. */
export const DEFAULT_COMMISSION_PERCENTAGE = 30;

/** Commission amount = price x rate / 100, rounded half-up to the cent (docs/product/money.md#commission). */
export function commissionAmount(price: Cents, rate: BasisPoints): Cents {
  return percentOf(price, rate);
}

/** "You will get" = price x (100 - commission) / 100: the price less the commission, to the cent. */
export function vendorShare(price: Cents, rate: BasisPoints): Cents {
  return price - commissionAmount(price, rate);
}

/**
 * Normalises what a person typed in the commission input: leading zeros stripped ("007.5" -> "7.5").
 * Answers the number, or undefined when it is not one.
 */
export function parseCommissionInput(typed: string): number | undefined {
  // A minus sign is kept, so "-1" reads as a number below the range rather than as no number at all.
  const stripped = typed.trim().replace(/^(-?)0+(?=\d)/, '$1');
  if (!/^-?\d+(\.\d+)?$/.test(stripped)) return undefined;
  return Number(stripped);
}
