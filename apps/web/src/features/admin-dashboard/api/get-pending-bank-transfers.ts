import type { PendingBankTransfer } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export type { PendingBankTransfer };

export const pendingBankTransfersQueryKey = ['admin-pending-bank-transfers'] as const;

export function getPendingBankTransfers(): Promise<PendingBankTransfer[]> {
  return apiRequest<PendingBankTransfer[]>('/admin/dashboard/pending-bank-transfers', { role: 'admin' });
}

export function usePendingBankTransfers({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: pendingBankTransfersQueryKey, queryFn: getPendingBankTransfers, enabled });
}
