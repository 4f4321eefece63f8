import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER_PROOF_MAX_BYTES, checkBankTransferForm } from './bank-transfer-form.ts';

const values = (overrides: Partial<Parameters<typeof checkBankTransferForm>[0]> = {}) => ({
  transactionId: 'UTR123',
  transactionDate: '2025-05-01',
  bankName: 'HDFC Bank',
  accountHolderName: '',
  amount: '1000.00',
  proofFile: { type: 'image/png', size: 1000 },
  ...overrides,
});

describe('checkBankTransferForm', () => {
  it('accepts a complete form; the account holder is optional', () => {
    expect(checkBankTransferForm(values())).toBeNull();
    expect(
      checkBankTransferForm(values({ proofFile: { type: 'application/pdf', size: BANK_TRANSFER_PROOF_MAX_BYTES } })),
    ).toBeNull();
  });

  it('asks for every required field and the proof', () => {
    const problem = checkBankTransferForm(values({ bankName: ' ', proofFile: null }));
    expect(problem?.message).toBe('Please fill all required fields and upload proof of payment');
    expect(Object.keys(problem?.errors ?? {})).toEqual(['bankName', 'proofFile']);
  });

  it('refuses a proof that is not an image or PDF, or is over 5 MB', () => {
    expect(checkBankTransferForm(values({ proofFile: { type: 'text/plain', size: 10 } }))?.message).toBe(
      'Please upload an image or PDF file',
    );
    expect(
      checkBankTransferForm(values({ proofFile: { type: 'image/jpeg', size: BANK_TRANSFER_PROOF_MAX_BYTES + 1 } }))?.message,
    ).toBe('File size cannot exceed 5MB');
  });
});
