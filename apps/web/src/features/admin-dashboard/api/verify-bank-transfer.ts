import type { VerifiedBankTransfer, VerifyBankTransferBody } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { pendingBankTransfersQueryKey } from './get-pending-bank-transfers.ts';

export interface VerifyRequest {
  body: VerifyBankTransferBody;
  /** One per opening of the review: a repeated approval records its amount once. */
  idempotencyKey: string;
}

export function verifyBankTransfer({ body, idempotencyKey }: VerifyRequest): Promise<VerifiedBankTransfer> {
  return apiRequest<VerifiedBankTransfer>('/admin/dashboard/verify-bank-transfer', {
    method: 'POST',
    role: 'admin',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Approve, record part of the money, or reject; the pending list reloads either way (docs/product/studio-and-console.md#console-bank-transfer). */
export function useVerifyBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBankTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingBankTransfersQueryKey }),
  });
}
