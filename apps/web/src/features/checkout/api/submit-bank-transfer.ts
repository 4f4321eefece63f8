import type { BankTransferCurrency, BankTransferSubmitted } from '@art-market/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeCurrentOrderId } from '../../../lib/purchase-storage.ts';

export interface BankTransferSubmission {
  orderId: string;
  transactionId: string;
  transactionDate: string;
  bankName: string;
  accountHolderName: string;
  amount: string;
  currency: BankTransferCurrency;
  proofFile: File;
}

/** POST /Orders/bank-transfer as multipart (the proof travels as the file field proofFile). */
export async function submitBankTransfer(submission: BankTransferSubmission): Promise<BankTransferSubmitted> {
  const form = new FormData();
  for (const [name, value] of Object.entries(submission)) form.append(name, value);
  return apiRequest<BankTransferSubmitted>('/Orders/bank-transfer', { method: 'POST', body: form, role: 'customer' });
}

export function useSubmitBankTransfer() {
  return useMutation({
    mutationFn: submitBankTransfer,
    onSuccess: (_answer, submission) => storeCurrentOrderId(submission.orderId),
  });
}
