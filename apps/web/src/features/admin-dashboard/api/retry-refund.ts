import type { RefundView } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { refundsNeedingAttentionQueryKey } from './get-refunds-needing-attention.ts';

/** Asks the provider again with the refund's own idempotency key, so it never pays twice. */
export function retryRefund(refundId: string): Promise<RefundView> {
  return apiRequest<RefundView>(`/admin/dashboard/refunds/${encodeURIComponent(refundId)}/retry`, {
    method: 'POST',
    role: 'admin',
  });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsNeedingAttentionQueryKey }),
  });
}
