import { NEW_PAYOUT_ACCOUNT_HOLD_HOURS } from './bank-accounts-rules.ts';
import type { VendorPaymentStatusCode } from './payouts-rules.ts';

export const VENDOR_PAYMENT_STATUS_NAMES: Record<VendorPaymentStatusCode, string> = {
  0: 'Pending',
  1: 'Processing',
  2: 'Paid',
  3: 'Failed',
};

export const PayoutMessages = {
  alreadyPaid: 'This order has already been paid to the vendor',
  notPayable: 'Only a delivered, paid order can be paid to the vendor',
  onlyPaid: 'A manual vendor payment can only be recorded as Paid',
  orderNotFound: 'Order not found',
  noActiveBankAccount: 'The vendor has no active bank account. Ask them to add one before recording a payment.',
  payoutNotFound: 'Payout not found',
  fetchEarningsFailed: 'Failed to fetch earnings',
  processPayoutFailed: 'Failed to process payout',
  fetchForecastFailed: 'Failed to fetch what is due for payout',
  updateVendorPaymentFailed: 'Failed to update vendor payment status',
  markPaidFailedAlert: 'Failed to mark payment as paid. Please try again.',
  noEarnings: 'No orders data available',
  refundAfterPayout: 'Refund after payout',
} as const;

export function markedPaidAlert(vendorName: string, orderNumber: string): string {
  return `Payment to ${vendorName} for order #${orderNumber} marked as paid.`;
}

/** A statement line for a debt netted off a payout: the item refunded after it was paid. */
export function refundAfterPayoutTitle(title: string): string {
  return `${PayoutMessages.refundAfterPayout}: ${title}`;
}

/**
 * The Mark-as-Paid answer while the vendor's default account is newer than the hold (ADR 0029): the
 * console shows it, so the admin does not send money to an account a stolen session may have added.
 */
export function newPayoutAccountMessage(readyAt: Date): string {
  const when = `${readyAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `The vendor's payout account was added or changed less than ${NEW_PAYOUT_ACCOUNT_HOLD_HOURS} hours ago. Payments to it wait until ${when}.`;
}

/**
 * Why a vendor order cannot be paid to its vendor yet (the weekly run's rules, which Mark as Paid
 * follows): no active payout account, a payout account still in its wait, the return window still open
 * (until a date), or a return open on it.
 */
export const PAYOUT_WAITS = ['no_active_account', 'new_account', 'return_window', 'open_return'] as const;
export type PayoutWait = (typeof PAYOUT_WAITS)[number];

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The Mark as Paid button's words while it waits: short, with the date it ends when there is one. */
export function payoutWaitLabel(wait: { reason: PayoutWait; until: string | null }): string {
  if (wait.reason === 'no_active_account') return 'Waiting on a payout account';
  if (wait.reason === 'open_return') return 'Waiting on an open return';
  return wait.until ? `Payable from ${shortDate(wait.until)}` : 'Not payable yet';
}

/** Why, in a sentence, for the dialog and the 409. */
export function payoutWaitMessage(wait: { reason: PayoutWait; until: string | null }): string {
  const when = wait.until ? `${wait.until.slice(0, 16).replace('T', ' ')} UTC` : '';
  switch (wait.reason) {
    case 'no_active_account':
      return PayoutMessages.noActiveBankAccount;
    case 'new_account':
      return newPayoutAccountMessage(new Date(wait.until ?? Date.now()));
    case 'return_window':
      return `The collector can still return this order: its return window closes at ${when}. It can be paid from then.`;
    case 'open_return':
      return 'A return of this order is open: it can be paid once the return is settled.';
  }
}
