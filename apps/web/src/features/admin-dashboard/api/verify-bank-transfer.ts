import type { VerifiedBankTransfer, VerifyBankTransferBody } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { pendingBankTransfersQueryKey } from './get-pending-bank-transfers.ts';

export function verifyBankTransfer(body: VerifyBankTransferBody): Promise<VerifiedBankTransfer> {
  return apiRequest<VerifiedBankTransfer>('/admin/dashboard/verify-bank-transfer', { method: 'POST', role: 'admin', body });
}

/** Approve or reject; the pending list reloads either way (vendor-and-admin section 4). */
export function useVerifyBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBankTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingBankTransfersQueryKey }),
  });
}
