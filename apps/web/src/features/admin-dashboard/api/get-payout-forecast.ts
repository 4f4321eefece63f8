import type { PayoutForecast } from '@art-market/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { earningsQueryKey } from './get-earnings.ts';

export type { PayoutForecast };

/** Under the earnings key: whatever reloads the earnings (a run, a manual payment) reloads the forecast too. */
export const payoutForecastQueryKey = [...earningsQueryKey, 'payout-forecast'] as const;

export function getPayoutForecast(): Promise<PayoutForecast> {
  return apiRequest<PayoutForecast>('/admin/dashboard/payouts/forecast', { role: 'admin' });
}

export function usePayoutForecast() {
  return useQuery({ queryKey: payoutForecastQueryKey, queryFn: getPayoutForecast });
}
