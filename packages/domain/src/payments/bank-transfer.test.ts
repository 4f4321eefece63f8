import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../common/validation-rules.ts';
import { bankTransferFieldsSchema, missingBankTransferFields } from './bank-transfer.ts';
import { BankTransferMessages, proofFileProblem } from './bank-transfer-rules.ts';
import { formatInr } from './money-display.ts';

const fields = {
  orderId: 'order-1',
  transactionId: 'UTR123456',
  transactionDate: '2025-03-04',
  bankName: 'HDFC Bank',
  accountHolderName: 'Asha Rao',
  amount: '1,02,345.50',
};

describe('bank transfer fields', () => {
  it('accepts the form and normalises the date and the amount', () => {
    const parsed = bankTransferFieldsSchema.parse({ ...fields, transactionDate: '2025-03-04T10:00:00.000Z' });
    expect(parsed).toMatchObject({ transactionDate: '2025-03-04', amount: '102345.50', accountHolderName: 'Asha Rao' });
    expect(bankTransferFieldsSchema.parse({ ...fields, accountHolderName: undefined }).accountHolderName).toBe('');
  });

  it('names each missing or wrong field', () => {
    const result = bankTransferFieldsSchema.safeParse({
      orderId: 'order-1',
      transactionId: ' ',
      amount: '0',
      transactionDate: '2025-02-30',
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error?.issues ?? [])).toEqual({
      transactionId: BankTransferMessages.transactionIdRequired,
      transactionDate: BankTransferMessages.invalidTransactionDate,
      bankName: BankTransferMessages.bankNameRequired,
      amount: BankTransferMessages.invalidAmount,
    });
    expect(bankTransferFieldsSchema.safeParse({ ...fields, amount: '12.345' }).success).toBe(false);
  });
});

describe('the proof file in the browser', () => {
  it('takes images and PDFs up to 5 MB', () => {
    expect(proofFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(proofFileProblem({ type: 'application/pdf', size: 1000 })).toBeUndefined();
    expect(proofFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('File size cannot exceed 5MB');
    expect(proofFileProblem({ type: 'text/plain', size: 10 })).toBe('Please upload an image or PDF file');
    expect(proofFileProblem(null)).toBe(BankTransferMessages.proofRequired);
  });
});

it('formats rupees the Indian way', () => {
  expect(formatInr(102345.5)).toBe('₹1,02,345.50');
});

it('names what is missing before anything else', () => {
  expect(missingBankTransferFields({ ...fields, bankName: ' ', amount: undefined }, false)).toEqual({
    bankName: BankTransferMessages.bankNameRequired,
    amount: BankTransferMessages.amountRequired,
    proofFile: BankTransferMessages.proofRequired,
  });
  expect(missingBankTransferFields(fields, true)).toEqual({});
});
