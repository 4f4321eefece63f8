import type { PayoutRunAnswer } from '@art-market/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { earningsQueryKey } from './get-earnings.ts';
import { payoutForecastQueryKey } from './get-payout-forecast.ts';

export type { PayoutRunAnswer };

export function processPayouts(): Promise<PayoutRunAnswer> {
  return apiRequest<PayoutRunAnswer>('/admin/dashboard/payouts/process', { method: 'POST', role: 'admin' });
}

/** The weekly run, started by hand; what it paid leaves the pending payouts, so the earnings reload. */
export function useProcessPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processPayouts,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: earningsQueryKey }),
        queryClient.invalidateQueries({ queryKey: payoutForecastQueryKey }),
      ]),
  });
}
