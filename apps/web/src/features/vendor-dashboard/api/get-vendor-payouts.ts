import type { PayoutSummary } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export type { PayoutSummary };

export const vendorPayoutsQueryKey = (vendorId: string) => ['vendor-payouts', vendorId] as const;

export function getVendorPayouts(vendorId: string): Promise<PayoutSummary[]> {
  return apiRequest<PayoutSummary[]>(`/vendordashboard/payouts/${encodeURIComponent(vendorId)}`, { role: 'vendor' });
}

export function useVendorPayouts(vendorId: string) {
  return useQuery({ queryKey: vendorPayoutsQueryKey(vendorId), queryFn: () => getVendorPayouts(vendorId) });
}
