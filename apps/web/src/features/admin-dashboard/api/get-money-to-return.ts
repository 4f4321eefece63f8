import type { MoneyToReturn } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export type { MoneyToReturn };

export const moneyToReturnQueryKey = ['admin-money-to-return'] as const;

export function getMoneyToReturn(): Promise<MoneyToReturn[]> {
  return apiRequest<MoneyToReturn[]>('/admin/dashboard/bank-transfers/money-to-return', { role: 'admin' });
}

/** Money collectors sent by bank transfer that no order took, to send back. */
export function useMoneyToReturn({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: moneyToReturnQueryKey, queryFn: getMoneyToReturn, enabled });
}
