import type { ReturnStatus } from '@art-market/domain/rules';
import type { AdminReturnView } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { listQuery } from './admin-list-request.ts';

export type { AdminReturnView };

export const adminReturnsQueryKey = ['admin-returns'] as const;

/** The collectors' returns, newest first; `status` undefined lists them all. */
export function getAdminReturns(status: ReturnStatus | undefined): Promise<AdminReturnView[]> {
  return apiRequest<AdminReturnView[]>(`/admin/dashboard/returns${listQuery({ status })}`, { role: 'admin' });
}

export function useAdminReturns(status: ReturnStatus | undefined) {
  return useQuery({ queryKey: [...adminReturnsQueryKey, status ?? 'all'], queryFn: () => getAdminReturns(status) });
}
