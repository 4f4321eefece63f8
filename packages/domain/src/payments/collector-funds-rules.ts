import { formatUsd } from '../common/money.ts';

// Money a collector sent by bank transfer that no order took (ADR 0033): held in the ledger's
// `collector_funds` until an admin sends it back from the console's "Money to return".

/** Why money is held for a collector: the transfer was rejected, the order cancelled, or more than due arrived. */
export const COLLECTOR_FUNDS_REASONS = ['rejected', 'cancelled', 'overpaid'] as const;
export type CollectorFundsReason = (typeof COLLECTOR_FUNDS_REASONS)[number];

export const COLLECTOR_FUNDS_REASON_NAMES: Record<CollectorFundsReason, string> = {
  rejected: 'Transfer rejected',
  cancelled: 'Order cancelled',
  overpaid: 'Paid more than due',
};

export const CollectorFundsMessages = {
  nothingHeld: 'Nothing is held for the collector on this order',
  stillUnderReview: 'This order has a bank transfer waiting for review: decide it before returning money',
  referenceRequired: 'Please enter the reference of the transfer you sent back',
  keyRequired: 'An Idempotency-Key header is required, so that the return is booked only once',
  keyUsed: 'This Idempotency-Key was used for another order',
  noneToReturn: 'No money to return',
} as const;

/**
 * The line on an order whose bank transfer was rejected, saying why the amount due changed: the
 * transfer discount applies only to a bank transfer (ADR 0023), so the order is back at full price.
 */
export function amountDueChangeNote(discountPercentage: number, before: number, now: number): string {
  return `The bank transfer was rejected, so its ${discountPercentage}% discount no longer applies: the amount due went from ${formatUsd(before)} to ${formatUsd(now)}. Paying by bank transfer again takes the discount off again.`;
}

/** The line on the order about money the collector already sent and that we hold to send back. */
export function heldForCollectorNote(held: number): string {
  return `We received ${formatUsd(held)} of your bank transfer. It is held for you and our team sends it back to the account it came from.`;
}
