/**
 * Money is integer cents (ARCHITECTURE section 6); the wire carries dollars with at most two decimals.
 * Percentages are basis points (12.5% = 1250) so that commission rates stay exact too.
 */
export type Cents = number;
export type BasisPoints = number;

/**
 * Moves the decimal point two places right in the number's shortest decimal text, then rounds half away
 * from zero. Multiplying instead drifts: 1.005 * 100 is 100.49999999999999 in binary floats.
 */
function hundredfoldRounded(value: number): number {
  const [digits = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const rounded = Math.round(Number(`${digits}e${Number(exponent) + 2}`));
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Dollars to cents, half up to the cent (1.005 -> 101, not 100). */
export function toCents(dollars: number): Cents {
  return hundredfoldRounded(dollars);
}

export function toDollars(cents: Cents): number {
  return cents / 100;
}

/** A percentage to basis points, half up (12.5 -> 1250). */
export function toBasisPoints(percentage: number): BasisPoints {
  return hundredfoldRounded(percentage);
}

export function toPercentage(basisPoints: BasisPoints): number {
  return basisPoints / 100;
}

/** `amount x rate`, rounded half-up to the cent, in integers only. */
export function percentOf(amount: Cents, rate: BasisPoints): Cents {
  return Math.floor((amount * rate + 5_000) / 10_000);
}

/** True when a number has at most two decimals (a price in dollars, a percentage). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(toCents(value) - value * 100) < 1e-6;
}

// One formatter, made on first use: building an Intl.NumberFormat costs far more than formatting with it, and a
// storefront page formats every card's price (ADR 0011).
let usd: Intl.NumberFormat | undefined;

export function formatUsd(dollars: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(dollars);
}
