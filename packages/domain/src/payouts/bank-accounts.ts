import { z } from 'zod';
import { freshCodeField } from '../accounts/two-factor.ts';
import { requiredText } from '../common/validation.ts';
import { IBAN_PATTERN, IFSC_PATTERN } from './bank-accounts-rules.ts';

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
 * vendor's current password (checked on the server; an edit of a spare account needs none), and a
 * fresh code from the authenticator app when the vendor has two-factor authentication on.
 */
export const bankAccountChangeSchema = bankAccountInputSchema.extend({
  currentPassword: z.string().max(128, 'Password must be at most 128 characters long').optional(),
  code: freshCodeField,
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
