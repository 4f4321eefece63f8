import { z } from 'zod';
import { requiredText } from './validation.ts';

export const ACCOUNT_TYPES = { Savings: 0, Current: 1 } as const;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{4,}$/;

export const BankAccountMessages = {
  cannotUpdateDefault: 'Cannot update default bank account',
  cannotDeleteDefault: 'Cannot delete default bank account',
  added: 'Bank account added successfully',
  updated: 'Bank account updated successfully',
  deleted: 'Bank account deleted successfully',
  madeDefault: 'Default bank account changed: payouts now go to this account',
  unchanged: 'Nothing has changed: edit a field, then Save changes',
  /** Adding or editing failed and the server said nothing. */
  saveFailed: 'Failed to save bank account',
  /** Adding an account or making one the default needs the current password (docs/product/studio-and-console.md). */
  currentPasswordRequired: 'Please enter your current password to change where your payouts go',
} as const;

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

const optionalCode = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .max(40)
    .optional()
    .default('')
    .refine((value) => value === '' || pattern.test(value), message);

/** Bank account fields and rules (docs/product/studio-and-console.md#bank-accounts). */
export const bankAccountInputSchema = z.object({
  accountHolderName: requiredText('Account holder name is required', 100),
  bankName: requiredText('Bank name is required', 100),
  accountNumber: requiredText('Account number is required', 34)
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => value.length >= 8, 'Account number must be at least 8 digits'),
  accountType: z.union([z.literal(0), z.literal(1)], { error: 'Please choose an account type' }).default(0),
  ifscCode: optionalCode(IFSC_PATTERN, 'Invalid IFSC code format'),
  iban: optionalCode(IBAN_PATTERN, 'Invalid IBAN format'),
  routingNumber: z.string().trim().max(20).optional().default(''),
  swiftCode: z.string().trim().toUpperCase().max(11).optional().default(''),
  bankAddress: requiredText('Bank address is required', 300),
  isDefault: z.boolean().optional().default(false),
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;
export type BankAccountFields = z.output<typeof bankAccountInputSchema>;

/**
 * The body of an add or an edit: the fields and, to add an account or make one the default, the
 * vendor's current password (checked on the server; an edit of a spare account needs none).
 */
export const bankAccountChangeSchema = bankAccountInputSchema.extend({
  currentPassword: z.string().max(128, 'Password must be at most 128 characters long').optional(),
});
export type BankAccountChangeInput = z.input<typeof bankAccountChangeSchema>;
export type BankAccountChange = z.output<typeof bankAccountChangeSchema>;

export const bankAccountSchema = z.object({
  id: z.string(),
  accountHolderName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountType: z.number(),
  ifscCode: z.string(),
  iban: z.string(),
  routingNumber: z.string(),
  swiftCode: z.string(),
  bankAddress: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

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
