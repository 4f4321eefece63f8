import type { BankTransferCurrency, BankTransferRail } from '@art-market/domain/rules';
import type { BankTransferSubmitted } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { CART_QUERY_ROOT } from '#web/lib/cart-query.ts';
import { storeCurrentOrderId } from '#web/lib/purchase-storage.ts';
import { checkoutCartQueryKey } from './get-checkout-cart.ts';

export interface BankTransferSubmission {
  orderId: string;
  transactionId: string;
  transactionDate: string;
  bankName: string;
  accountHolderName: string;
  amount: string;
  currency: BankTransferCurrency;
  /** The instructions followed: the server refuses a rail not offered for the order's country. */
  rail: BankTransferRail;
  proofFile: File;
}

/**
 * POST /Orders/bank-transfer as multipart (the proof travels as the file field proofFile). The text
 * fields go first: the server checks them before it reads the file (docs/product/api-conventions.md).
 */
export async function submitBankTransfer(submission: BankTransferSubmission): Promise<BankTransferSubmitted> {
  const { proofFile, ...fields } = submission;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('proofFile', proofFile);
  return apiRequest<BankTransferSubmitted>('/Orders/bank-transfer', { method: 'POST', body: form, role: 'customer' });
}

/** The transfer takes the order's artworks out of the cart on the server, as a paid order's: the cart is fetched again. */
export function useSubmitBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBankTransfer,
    onSuccess: async (_answer, submission) => {
      storeCurrentOrderId(submission.orderId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: checkoutCartQueryKey }),
      ]);
    },
  });
}
