import type { FormProblem } from './validation.ts';

/** Storefront sections 5 and 9: the customer's bank-transfer proof is an image or a PDF of at most 5 MB. */
export const BANK_TRANSFER_PROOF_MAX_BYTES = 5_242_880;

export const BankTransferFormMessages = {
  required: 'Please fill all required fields and upload proof of payment',
  proofType: 'Please upload an image or PDF file',
  proofSize: 'File size cannot exceed 5MB',
} as const;

export interface BankTransferFormValues {
  transactionId: string;
  transactionDate: string;
  bankName: string;
  accountHolderName: string;
  amount: string;
  proofFile: { type: string; size: number } | null;
}

/** The browser only sees the declared type; the server checks the file's content as well. */
export function isProofFileType(type: string): boolean {
  return type.startsWith('image/') || type === 'application/pdf';
}

/** The form's checks in the spec's order: required fields first, then the proof's type and size. */
export function checkBankTransferForm(values: BankTransferFormValues): FormProblem | null {
  const required = ['transactionId', 'transactionDate', 'bankName', 'amount'] as const;
  const missing = required.filter((field) => values[field].trim() === '');
  if (missing.length > 0 || !values.proofFile) {
    const errors = Object.fromEntries(missing.map((field) => [field, BankTransferFormMessages.required]));
    if (!values.proofFile) errors.proofFile = BankTransferFormMessages.required;
    return { message: BankTransferFormMessages.required, errors };
  }
  if (!isProofFileType(values.proofFile.type)) {
    return { message: BankTransferFormMessages.proofType, errors: { proofFile: BankTransferFormMessages.proofType } };
  }
  if (values.proofFile.size > BANK_TRANSFER_PROOF_MAX_BYTES) {
    return { message: BankTransferFormMessages.proofSize, errors: { proofFile: BankTransferFormMessages.proofSize } };
  }
  return null;
}
