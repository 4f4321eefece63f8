import { type BasisPoints, toPercentage } from '../common/money.ts';

/** The proof of payment: an image or a PDF of at most 5 MB (docs/product/orders-and-payments.md#bank-transfer). */
export const BANK_TRANSFER_PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** Bank transfer: 5% off the product subtotal, not tax or shipping (docs/product/money.md#bank-transfer-discount). */
export const BANK_TRANSFER_DISCOUNT: BasisPoints = 500;
export const BANK_TRANSFER_DISCOUNT_PERCENTAGE = toPercentage(BANK_TRANSFER_DISCOUNT);
export const BANK_TRANSFER_DISCOUNT_LABEL = `Bank transfer discount (${BANK_TRANSFER_DISCOUNT_PERCENTAGE}%)`;

export const BankTransferMessages = {
  // the checkout's form (docs/product/orders-and-payments.md#bank-transfer)
  required: 'Please fill all required fields and upload proof of payment',
  proofType: 'Please upload an image or PDF file',
  proofTooLarge: 'File size cannot exceed 5MB',
  // submitting it (docs/product/storefront.md#storefront-messages)
  submitFailed: 'Failed to process bank transfer payment',
  transactionIdRequired: 'Transaction ID is required',
  transactionDateRequired: 'Transaction date is required',
  invalidTransactionDate: 'Please enter a valid transaction date',
  bankNameRequired: 'Bank name is required',
  amountRequired: 'Amount is required',
  invalidAmount: 'Please enter a valid amount',
  proofRequired: 'Please upload proof of payment',
  duplicateTransaction: 'This transaction ID has already been submitted',
  received: 'Bank transfer details received. Your payment will be verified by our team shortly.',
  // admin console (docs/product/studio-and-console.md#console-bank-transfer)
  noPending: 'No pending bank transfers to verify',
  tokenMissing: 'Authentication token not found',
  fetchFailed: 'Failed to fetch pending bank transfers',
  verifyFailed: 'Failed to verify bank transfer',
  transferNotFound: 'Bank transfer not found',
  alreadyReviewed: 'This bank transfer has already been reviewed',
  currencyRequired: 'Please choose the currency you transferred',
  futureTransactionDate: 'The transaction date cannot be in the future',
  // the amount check of an approval (docs/product/orders-and-payments.md#bank-transfer)
  amountReceivedInvalid: 'Please enter the amount received: greater than zero, with at most two decimals',
  amountReceivedTooLarge: 'The amount received cannot exceed 1,000,000,000',
  amountReceivedMissing: 'Please enter the amount received to approve this transfer',
  shortfall: 'The amount received is less than the order total. Confirm it as a partial payment to record it.',
  partialNeedsKey: 'A partial payment needs an Idempotency-Key header, so that a repeat records it only once',
  idempotencyKeyInvalid: 'An Idempotency-Key is 8 to 200 letters, digits, dots, colons, dashes or underscores',
} as const;

/** What a customer may transfer in: dollars (an international wire) or rupees (NEFT, IMPS, UPI). */
export const BANK_TRANSFER_CURRENCIES = ['USD', 'INR'] as const;
export type BankTransferCurrency = (typeof BANK_TRANSFER_CURRENCIES)[number];

/** The alert of a failed review in the console (docs/product/studio-and-console.md#console-bank-transfer). */
export function verifyPaymentFailedMessage(reason: string): string {
  return `Failed to verify payment: ${reason}`;
}

/** The browser's check of the chosen proof: by declared type and size (the server re-checks the content). */
export function proofFileProblem(file: { type: string; size: number } | null | undefined): string | undefined {
  if (!file) return BankTransferMessages.proofRequired;
  if (!(file.type.startsWith('image/') || file.type === 'application/pdf')) return BankTransferMessages.proofType;
  if (file.size > BANK_TRANSFER_PROOF_MAX_BYTES) return BankTransferMessages.proofTooLarge;
  return undefined;
}
