import type { Cents } from '../common/money.ts';

/** PayU charges in INR and is offered only for India, compared case-insensitively. */
export function isIndia(country: string): boolean {
  return country.trim().toLowerCase() === 'india';
}

/** A rate such as 83.25 as an integer of ten-thousandths, so conversions stay in integers. */
export function rateToTenThousandths(rate: number): number {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError('an exchange rate must be a positive number');
  return Math.round(Number(`${rate}e4`));
}

/** US cents to Indian paise at `rate` rupees per dollar, rounded half up to the paisa. */
export function usdCentsToInrPaise(cents: Cents, rate: number): number {
  return Math.floor((cents * rateToTenThousandths(rate) + 5_000) / 10_000);
}

/** Indian paise to US cents at `rate` rupees per dollar, rounded half up to the cent (the inverse of the above for whole cents). */
export function inrPaiseToUsdCents(paise: number, rate: number): Cents {
  const tenThousandths = rateToTenThousandths(rate);
  return Math.floor((paise * 10_000 * 2 + tenThousandths) / (tenThousandths * 2));
}

/**
 * What one more amount received in `currency` is worth in US cents, given what was received before:
 * the difference of the running totals converted, so instalments add up to the whole converted once.
 */
export function receivedUsdCents(currency: 'USD' | 'INR', beforeMinor: number, nowMinor: number, rate: number): Cents {
  if (currency === 'USD') return nowMinor;
  return inrPaiseToUsdCents(beforeMinor + nowMinor, rate) - inrPaiseToUsdCents(beforeMinor, rate);
}

/** A provider's amount string from minor units: always two decimals, never through a float. */
export function formatMinorUnits(minor: number): string {
  if (!Number.isInteger(minor)) throw new RangeError('minor units must be an integer');
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Parses a provider's decimal amount ("499.00", "10", "1.5") into minor units, or undefined. */
export function parseMinorUnits(value: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const PaymentMessages = {
  paypalUnavailable: 'PayPal is not available',
  payuUnavailable: 'PayU is not available',
  payuIndiaOnly: 'PayU is available only for addresses in India',
  paypalNotCompleted: 'PayPal did not complete the payment',
  paymentNotFound: 'Payment not found',
  payPalOrderIdMissing: 'No PayPal order ID available',
  payuTxnIdMissing: 'No PayU transaction ID available',
  webhookUnsigned: "The webhook does not carry PayPal's signature headers",
  holdLost: 'The hold on these artworks has lapsed and another collector is buying one of them',
  orderClosed: 'The order was closed before the payment arrived',
  paidTwice: 'The order had already been paid',
  refundedArtworkGone:
    'An artwork of this order was sold to another collector before your payment arrived, so we are refunding it in full',
  sandboxNotice: 'Sandbox: no real money',
} as const;
