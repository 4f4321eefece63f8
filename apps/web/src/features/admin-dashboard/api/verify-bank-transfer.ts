import type { VerifiedBankTransfer, VerifyBankTransferBody } from '@art-market/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { pendingBankTransfersQueryKey } from './get-pending-bank-transfers.ts';

export function verifyBankTransfer(body: VerifyBankTransferBody): Promise<VerifiedBankTransfer> {
  return apiRequest<VerifiedBankTransfer>('/admin/dashboard/verify-bank-transfer', { method: 'POST', role: 'admin', body });
}

/** Approve or reject; the pending list reloads either way (docs/product/studio-and-console.md#console-bank-transfer). */
export function useVerifyBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBankTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingBankTransfersQueryKey }),
  });
}
