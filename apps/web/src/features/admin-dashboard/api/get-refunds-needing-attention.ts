import type { RefundView } from '@art-market/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * A refund that needs an admin (GET /admin/dashboard/refunds): refused by its provider (failed), a
 * bank transfer to send by hand (manual), or still on its way (pending). The API declares this shape
 * in its route file only; it belongs in packages/domain next to `refundViewSchema`.
 */
export interface RefundNeedingAttention extends RefundView {
  orderId: string;
  orderNumber: string;
  customerEmail: string;
  provider: string;
  failure: string | null;
  attempts: number;
}

export const refundsNeedingAttentionQueryKey = ['admin-refunds-needing-attention'] as const;

export function getRefundsNeedingAttention(): Promise<RefundNeedingAttention[]> {
  return apiRequest<RefundNeedingAttention[]>('/admin/dashboard/refunds', { role: 'admin' });
}

export function useRefundsNeedingAttention() {
  return useQuery({ queryKey: refundsNeedingAttentionQueryKey, queryFn: getRefundsNeedingAttention });
}
