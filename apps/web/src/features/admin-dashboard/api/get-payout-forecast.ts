import type { PayoutForecast } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export type { PayoutForecast };

/** Its own key (the earnings' optimistic updates expect earnings answers); a run and a manual payment reload it. */
export const payoutForecastQueryKey = ['admin-payout-forecast'] as const;

export function getPayoutForecast(): Promise<PayoutForecast> {
  return apiRequest<PayoutForecast>('/admin/dashboard/payouts/forecast', { role: 'admin' });
}

export function usePayoutForecast() {
  return useQuery({ queryKey: payoutForecastQueryKey, queryFn: getPayoutForecast });
}
