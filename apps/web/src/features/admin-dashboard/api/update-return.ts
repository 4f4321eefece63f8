import type { ReturnUpdate, ReturnView } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminReturnsQueryKey } from './get-admin-returns.ts';
import { refundsNeedingAttentionQueryKey } from './get-refunds-needing-attention.ts';

export interface ReturnDecision extends ReturnUpdate {
  returnId: string;
}

/** 409 with the server's message when the return cannot make that move (it was decided meanwhile). */
export function updateReturn({ returnId, ...update }: ReturnDecision): Promise<ReturnView> {
  return apiRequest<ReturnView>(`/admin/dashboard/returns/${encodeURIComponent(returnId)}`, {
    method: 'PUT',
    body: update,
    role: 'admin',
  });
}

/** The list reloads either way; receiving issues a refund, which may need a hand (a bank transfer to send). */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturn,
    onSettled: async (_answer, _error, decision) => {
      await queryClient.invalidateQueries({ queryKey: adminReturnsQueryKey });
      if (decision.status === 'received') await queryClient.invalidateQueries({ queryKey: refundsNeedingAttentionQueryKey });
    },
  });
}
