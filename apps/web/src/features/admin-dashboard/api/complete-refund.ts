import type { RefundView } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { refundsNeedingAttentionQueryKey } from './get-refunds-needing-attention.ts';

export interface SentRefund {
  refundId: string;
  /** The reference of the outgoing bank transfer the admin sent. */
  reference: string;
}

/** Records a refund the admin sent by hand: it is done, once (409 when it already was). */
export function completeRefund({ refundId, reference }: SentRefund): Promise<RefundView> {
  return apiRequest<RefundView>(`/admin/dashboard/refunds/${encodeURIComponent(refundId)}/complete`, {
    method: 'POST',
    body: { reference },
    role: 'admin',
  });
}

export function useCompleteRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundsNeedingAttentionQueryKey }),
  });
}
