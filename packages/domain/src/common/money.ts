/**
 * Money is integer cents (docs/product/money.md#cents-and-rounding); the wire carries dollars with at most two decimals.
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

/** The digits of a non-negative number's shortest decimal text, before and after the point (no exponent). */
function decimalParts(magnitude: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Rounds decimal digits half up to `places` fraction digits, in the text: floats cannot hold every such number. */
function roundedParts([whole, fraction]: [string, string], places: number): [string, string] {
  if (fraction.length <= places || (fraction[places] ?? '0') < '5') return [whole, fraction.slice(0, places).padEnd(places, '0')];
  const digits = (whole + fraction.slice(0, places)).split('');
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') digits[index--] = '0';
  if (index < 0) digits.unshift('1');
  else digits[index] = String(Number(digits[index]) + 1);
  const text = digits.join('');
  return [text.slice(0, text.length - places), text.slice(text.length - places)];
}

/**
 * A number as `Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits })` writes it: thousands
 * grouped with commas, its shortest decimal text rounded half away from zero (1.005 -> 1.01), trailing zeros
 * dropped down to the minimum, "-" for negative numbers and -0. Written out because a page's first Intl call
 * costs tens of milliseconds on a phone (it loads the locale data), more than rendering the rest of the page
 * (ADR 0011). Non-finite numbers are left to Intl. money.test.ts checks it against Intl.
 */
export function formatDecimal(value: number, minimumFractionDigits = 0, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value))
    return new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits }).format(value);
  const [whole, rounded] = roundedParts(decimalParts(Math.abs(value)), maximumFractionDigits);
  let fraction = rounded;
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** `$1,285.00`, as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes it (see formatDecimal). */
export function formatUsd(dollars: number): string {
  if (!Number.isFinite(dollars)) return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
  const amount = formatDecimal(dollars, 2, 2);
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
}
