import { type Cents, formatUsd, toDollars } from '../common/money.ts';
import { BANK_TRANSFER_DISCOUNT_LABEL } from './bank-transfer-rules.ts';

// How money is written for people, the same on every screen and in every e-mail
// (docs/product/money.md#currencies, ADR 0045).

/** Rupees grouped the Indian way: ₹1,11,012.50 (docs/product/money.md#currencies). */
export function formatInr(rupees: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees);
}

/**
 * Rupees a collector paid, was refunded or is asked to pay, with the rate they were converted at:
 * both as the server recorded them (the paise on the payment or refund, the rate on the payment).
 */
export interface InrAmount {
  amountInr: number;
  exchangeRate: number;
}

/** Paise and the rate recorded with them (a numeric column comes as text) as the wire carries them. */
export function inrAmountOf(paise: number, rate: number | string): InrAmount {
  return { amountInr: toDollars(paise), exchangeRate: Number(rate) };
}

/** The rate as it is written everywhere: "1 USD = ₹83.00" (up to four decimals, as stored). */
export function formatUsdInrRate(rate: number): string {
  const rupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(rate);
  return `1 USD = ${rupees}`;
}

/** "₹1,11,012.50 at 1 USD = ₹83.00" */
export function formatInrAt(inr: InrAmount): string {
  return `${formatInr(inr.amountInr)} at ${formatUsdInrRate(inr.exchangeRate)}`;
}

/**
 * A dollar amount and, when it is paid or refunded in rupees, the rupees and the rate:
 * "$1,337.50 (₹1,11,012.50 at 1 USD = ₹83.00)". Without rupees, the dollars alone.
 */
export function formatUsdWithInr(dollars: number, inr: InrAmount | null | undefined): string {
  return inr ? `${formatUsd(dollars)} (${formatInrAt(inr)})` : formatUsd(dollars);
}

/** What an artwork's price includes, written after it: "incl. $17.00 tax", or "no tax" when its artist set none. */
export function taxNote(taxDollars: number): string {
  return taxDollars > 0 ? `incl. ${formatUsd(taxDollars)} tax` : 'no tax';
}

/** An order's (or a cart's) money, in cents: the artworks' prices before tax and discount, and the rest. */
export interface SummaryAmounts {
  subtotalCents: Cents;
  taxCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
}

/**
 * The rows of an order summary above its total, the same on the cart, the checkout, the confirmation,
 * the dashboard and the e-mail (ADR 0045): the artworks at the prices shown for them (tax included,
 * with the tax named in the label), a bank-transfer discount when there is one, and shipping. The rows
 * add up to the total.
 */
export function orderSummaryRows(amounts: SummaryAmounts): { label: string; cents: Cents }[] {
  const { subtotalCents, taxCents, discountCents, shippingCents } = amounts;
  return [
    { label: `Subtotal (${taxNote(toDollars(taxCents))})`, cents: subtotalCents + taxCents },
    ...(discountCents > 0 ? [{ label: BANK_TRANSFER_DISCOUNT_LABEL, cents: -discountCents }] : []),
    { label: 'Shipping', cents: shippingCents },
  ];
}
