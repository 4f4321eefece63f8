import type { RefundNeedingAttention } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * Refunds that need an admin (GET /admin/dashboard/refunds): refused by their provider (failed), a
 * bank transfer to send by hand (manual), or still on their way (pending).
 */
export type { RefundNeedingAttention };

export const refundsNeedingAttentionQueryKey = ['admin-refunds-needing-attention'] as const;

export function getRefundsNeedingAttention(): Promise<RefundNeedingAttention[]> {
  return apiRequest<RefundNeedingAttention[]>('/admin/dashboard/refunds', { role: 'admin' });
}

export function useRefundsNeedingAttention() {
  return useQuery({ queryKey: refundsNeedingAttentionQueryKey, queryFn: getRefundsNeedingAttention });
}
