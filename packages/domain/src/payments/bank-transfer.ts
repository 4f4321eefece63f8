import { z } from 'zod';
import { isCalendarDate } from '../common/calendar-date.ts';
import { hasAtMostTwoDecimals } from '../common/money.ts';
import { optionalText, requiredText } from '../common/validation.ts';
import type { FieldErrors } from '../common/validation-rules.ts';
import { BANK_TRANSFER_RAILS, BankTransferRailMessages } from './bank-transfer-rails.ts';
import { BANK_TRANSFER_CURRENCIES, BankTransferMessages } from './bank-transfer-rules.ts';
import { orderIdBodySchema } from './checkout.ts';
import { parseMinorUnits } from './payments.ts';

/** The most an admin can say was received, in the transfer's currency: past it, a typo, not a payment. */
export const BANK_TRANSFER_MAX_RECEIVED = 1_000_000_000;

/** The fields the spec requires besides the proof, each with the message shown under it. */
const REQUIRED_FIELD_MESSAGES = {
  transactionId: BankTransferMessages.transactionIdRequired,
  transactionDate: BankTransferMessages.transactionDateRequired,
  bankName: BankTransferMessages.bankNameRequired,
  amount: BankTransferMessages.amountRequired,
} as const;

/** A calendar date as the date input sends it; an ISO timestamp keeps its date part. */
const transactionDate = requiredText(REQUIRED_FIELD_MESSAGES.transactionDate, 40)
  .transform((value) => value.slice(0, 10))
  .refine(isCalendarDate, BankTransferMessages.invalidTransactionDate);

/** What the customer says was sent, in the bank's notation ("1,02,345.50" is fine): positive, at most two decimals. */
const declaredAmount = requiredText(REQUIRED_FIELD_MESSAGES.amount, 30)
  .transform((value) => value.replace(/[,\s]/g, ''))
  .refine((value) => (parseMinorUnits(value) ?? 0) > 0, BankTransferMessages.invalidAmount);

/**
 * The text fields of POST /Orders/bank-transfer (docs/product/orders-and-payments.md#bank-transfer); the proof file travels
 * next to them and is checked by `proofFileProblem` in the browser and by its content on the server.
 */
export const bankTransferFieldsSchema = z.object({
  orderId: orderIdBodySchema.shape.orderId,
  transactionId: requiredText(REQUIRED_FIELD_MESSAGES.transactionId, 100),
  transactionDate,
  bankName: requiredText(REQUIRED_FIELD_MESSAGES.bankName, 120),
  accountHolderName: optionalText(120),
  amount: declaredAmount,
  /** The currency of `amount`; before it was asked for, an amount was in the storefront's dollars. */
  currency: z.enum(BANK_TRANSFER_CURRENCIES, { error: BankTransferMessages.currencyRequired }).default('USD'),
  /**
   * The instructions the collector followed: NEFT (India) or an international wire. Refused when it is not
   * the one offered for the order's delivery country; without it, that one is taken.
   */
  rail: z.enum(BANK_TRANSFER_RAILS, { error: BankTransferRailMessages.invalidRail }).optional(),
});
export type BankTransferFields = z.output<typeof bankTransferFieldsSchema>;

/**
 * What is missing from a submission, field by field; any gap answers the spec's one message
 * (`BankTransferMessages.required`) before the format of each field is looked at.
 */
export function missingBankTransferFields(fields: Record<string, unknown>, hasProof: boolean): FieldErrors {
  const missing: FieldErrors = {};
  for (const [field, message] of Object.entries(REQUIRED_FIELD_MESSAGES)) {
    const value = fields[field];
    if (typeof value !== 'string' || value.trim() === '') missing[field] = message;
  }
  if (!hasProof) missing.proofFile = BankTransferMessages.proofRequired;
  return missing;
}

// ---- answers ----

export const bankTransferSubmittedSchema = z.object({
  orderId: z.string(),
  paymentStatus: z.number().int(),
  message: z.string(),
});
export type BankTransferSubmitted = z.infer<typeof bankTransferSubmittedSchema>;

/** One row of GET /admin/dashboard/pending-bank-transfers, plus what the modal shows. */
export const pendingBankTransferSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  submittedAt: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** What the customer declared having sent, in `declaredCurrency`. */
  amount: z.number(),
  declaredCurrency: z.enum(BANK_TRANSFER_CURRENCIES),
  /** What does not match the order: the amount, or a transaction date before the order or in the future. */
  mismatches: z.array(z.string()),
  /** USD: the discounted order total, and its parts. */
  totalAmount: z.number(),
  originalSubtotal: z.number(),
  discountAmount: z.number(),
  discountPercentage: z.number(),
  taxAmount: z.number(),
  shippingAmount: z.number(),
  /** The order total in rupees at the rate recorded with the transfer. */
  amountInr: z.number(),
  exchangeRate: z.number(),
  transactionId: z.string(),
  transactionDate: z.string(),
  bankName: z.string(),
  accountHolderName: z.string(),
  /** An admin-only API path: the proof is fetched with the admin's token, never from a public folder. */
  proofImageUrl: z.string(),
  proofFileType: z.enum(['image', 'pdf']),
  /** When the artworks stop being held for this transfer (72 hours after it was submitted). */
  holdExpiresAt: z.string().nullable(),
  /** The hold has lapsed before anyone reviewed the transfer: its artworks may have gone to someone else. */
  overdue: z.boolean(),
  /**
   * The amount check, in `declaredCurrency` (the currency the bank credits): what the order asks for
   * (its total after the bank-transfer discount; in rupees at the transfer's rate), what admins have
   * recorded as received so far (confirmed partial payments) and what is still missing.
   */
  amountDue: z.number(),
  amountReceived: z.number(),
  amountOutstanding: z.number(),
  /** At least one partial payment is recorded and the order still waits for the rest. */
  partiallyPaid: z.boolean(),
});
export type PendingBankTransfer = z.infer<typeof pendingBankTransferSchema>;

export const verifyBankTransferBodySchema = z
  .object({
    orderId: z.string().trim().min(1, 'Order ID is required'),
    isVerified: z.boolean({ error: 'isVerified must be true or false' }),
    notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').nullish(),
    /**
     * On approval, what the bank credited this time, in the transfer's `declaredCurrency`, with at most two
     * decimals. Required to approve (an approval never pays an amount nobody stated); a rejection ignores it.
     */
    amountReceived: z
      .number({ error: BankTransferMessages.amountReceivedInvalid })
      .positive(BankTransferMessages.amountReceivedInvalid)
      .max(BANK_TRANSFER_MAX_RECEIVED, BankTransferMessages.amountReceivedTooLarge)
      .refine(hasAtMostTwoDecimals, BankTransferMessages.amountReceivedInvalid)
      .optional(),
    /** Records an amount short of what is due as a partial payment instead of refusing it. */
    confirmPartial: z.boolean({ error: 'confirmPartial must be true or false' }).optional(),
  })
  .refine((body) => !body.isVerified || body.amountReceived !== undefined, {
    path: ['amountReceived'],
    message: BankTransferMessages.amountReceivedMissing,
  });
export type VerifyBankTransferBody = z.input<typeof verifyBankTransferBodySchema>;

export const verifiedBankTransferSchema = z.object({
  orderId: z.string(),
  paymentStatus: z.number().int(),
  /** The amount check after this review, in `currency`; absent for a rejection. */
  currency: z.enum(BANK_TRANSFER_CURRENCIES).optional(),
  amountDue: z.number().optional(),
  amountReceived: z.number().optional(),
  amountOutstanding: z.number().optional(),
  /** Received beyond what was due: the operator returns it by hand. */
  amountOverpaid: z.number().optional(),
  /** Recorded as a partial payment: the order still waits for the rest. */
  partial: z.boolean().optional(),
});
export type VerifiedBankTransfer = z.infer<typeof verifiedBankTransferSchema>;
