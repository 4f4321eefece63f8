import { formatDeclaredAmount, transferAmounts } from './bank-transfer-checks.ts';
import type { BankTransferCurrency } from './bank-transfer-rules.ts';
import { parseMinorUnits } from './payments.ts';

/** How far a bank transfer may hold artworks before an admin has looked at it (ADR 0030). */
export interface BankTransferHoldCaps {
  /** Artworks held by pending transfers submitted from one network address in any 24 hours. */
  perAddressPerDay: number;
  /** The share of a vendor's live catalogue pending transfers may hold, in percent... */
  vendorSharePercent: number;
  /** ...or this many artworks, whichever is more, so a small catalogue can still be bought by transfer. */
  vendorMinimum: number;
}

export const DEFAULT_BANK_TRANSFER_HOLD_CAPS: BankTransferHoldCaps = {
  perAddressPerDay: 10,
  vendorSharePercent: 30,
  vendorMinimum: 5,
};

/** How many of a vendor's `liveArtworks` pending transfers may hold together: never fewer than the minimum. */
export function vendorTransferHoldCap(liveArtworks: number, caps: BankTransferHoldCaps): number {
  return Math.max(caps.vendorMinimum, Math.floor((liveArtworks * caps.vendorSharePercent) / 100));
}

export const HoldCapMessages = {
  perAddress: (cap: number) =>
    `Bank transfers from your network have reserved ${cap} artworks today, the most we hold before our team has checked the payments. Please pay with PayPal or PayU, or try again tomorrow.`,
  perVendor: (vendorName: string) =>
    `Too many of ${vendorName}'s artworks are already reserved by bank transfers waiting for our check. Please pay with PayPal or PayU.`,
} as const;

/** A declaration below what the order asks: the collector is told at once, in the transfer's own currency. */
export function declaredBelowDueMessage(dueMinor: number, currency: BankTransferCurrency): string {
  return `The amount you declared is less than the amount due, ${formatDeclaredAmount(dueMinor / 100, currency)}. Please transfer the full amount and declare it, or pay with PayPal or PayU.`;
}

/**
 * How much a declaration falls short of the amount due, in minor units of its currency (0 when it
 * covers it): the admin's review compares what arrived the same way (`transferAmounts`), so the
 * customer is refused by the very sum the review would refuse.
 */
export function declaredShortfallMinor(
  declaredAmount: string,
  due: { declaredCurrency: BankTransferCurrency; totalCents: number; totalPaise: number },
): number {
  return transferAmounts(due, parseMinorUnits(declaredAmount) ?? 0).outstandingMinor;
}
