import type { BankAccount, BankAccountFields } from './bank-accounts.ts';

export const ACCOUNT_TYPES = { Savings: 0, Current: 1 } as const;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{4,}$/;

/** Shows only the last four digits: "••••••3456". */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `${'•'.repeat(Math.max(accountNumber.length - 4, 0))}${visible}`;
}

/**
 * An IBAN holds the account number, so it is masked as well: its country code stays (it says which
 * country's bank), then the last four characters: "GB••••••••••••••••6819".
 */
export function maskIban(iban: string): string {
  if (iban.length <= 6) return maskAccountNumber(iban);
  return `${iban.slice(0, 2)}${'•'.repeat(iban.length - 6)}${iban.slice(-4)}`;
}

/** The fields to send to make an existing account the default: its own, with the flag set. */
export function defaultAccountFields(account: BankAccount): BankAccountFields {
  return {
    accountHolderName: account.accountHolderName,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountType: account.accountType === ACCOUNT_TYPES.Current ? ACCOUNT_TYPES.Current : ACCOUNT_TYPES.Savings,
    ifscCode: account.ifscCode,
    iban: account.iban,
    routingNumber: account.routingNumber,
    swiftCode: account.swiftCode,
    bankAddress: account.bankAddress,
    isDefault: true,
  };
}

/**
 * Payouts to a bank account wait until its details have been on file this long: a stolen session that
 * adds an account cannot be paid before the owner, mailed at once, can step in (ADR 0029).
 */
export const NEW_PAYOUT_ACCOUNT_HOLD_HOURS = 72;

/** When payouts may first go to an account whose details were entered at `detailsSince`. */
export function payoutAccountReadyAt(detailsSince: Date): Date {
  return new Date(detailsSince.getTime() + NEW_PAYOUT_ACCOUNT_HOLD_HOURS * 60 * 60 * 1000);
}

/** Whether payouts may go to the account now (its details are at least 72 hours old). */
export function isPayoutAccountReady(detailsSince: Date, now: Date): boolean {
  return now.getTime() >= payoutAccountReadyAt(detailsSince).getTime();
}
