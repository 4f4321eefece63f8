import type { PeriodStatement } from '@art-market/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export type { PeriodStatement };

/** Every period's statement of this vendor shares the prefix, so a change to an order refreshes them all. */
export const periodStatementQueryKey = (vendorId: string, period?: { startDate: string; endDate: string }) =>
  period
    ? (['vendor-statement', vendorId, period.startDate, period.endDate] as const)
    : (['vendor-statement', vendorId] as const);

/** GET /vendordashboard/statements/{vendorId}: the period's sales, refunds, payouts and the balance owed. */
export function getPeriodStatement(vendorId: string, period: { startDate: string; endDate: string }): Promise<PeriodStatement> {
  const query = new URLSearchParams(period).toString();
  return apiRequest<PeriodStatement>(`/vendordashboard/statements/${encodeURIComponent(vendorId)}?${query}`, {
    role: 'vendor',
  });
}

export function usePeriodStatement(vendorId: string, period: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: periodStatementQueryKey(vendorId, period),
    queryFn: () => getPeriodStatement(vendorId, period),
    placeholderData: keepPreviousData,
  });
}
