import type { PaymentMethodCode } from '@art-market/domain/rules';
import type { EarningsAnswer, EarningsOrder } from '@art-market/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export type { EarningsAnswer, EarningsOrder };

export const EARNINGS_PAGE_SIZE = 20;

export interface EarningsFilters {
  startDate: string;
  endDate: string;
  /** Undefined on the All Payments sub-tab. */
  paymentMethod: PaymentMethodCode | undefined;
  page: number;
}

export const earningsQueryKey = ['admin-earnings'] as const;

export function getEarnings(filters: EarningsFilters): Promise<EarningsAnswer> {
  const params = new URLSearchParams({
    startDate: filters.startDate,
    endDate: filters.endDate,
    page: String(filters.page),
    pageSize: String(EARNINGS_PAGE_SIZE),
  });
  if (filters.paymentMethod !== undefined) params.set('paymentMethod', String(filters.paymentMethod));
  return apiRequest<EarningsAnswer>(`/admin/dashboard/earnings?${params.toString()}`, { role: 'admin' });
}

/** The previous page stays on screen while the next one loads, so paging does not flash a skeleton. */
export function useEarnings(filters: EarningsFilters) {
  return useQuery({
    queryKey: [...earningsQueryKey, filters],
    queryFn: () => getEarnings(filters),
    placeholderData: keepPreviousData,
  });
}
