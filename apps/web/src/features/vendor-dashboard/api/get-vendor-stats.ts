import type { VendorStats } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const vendorStatsQueryKey = (vendorId: string) => ['vendor-stats', vendorId] as const;

export function getVendorStats(vendorId: string): Promise<VendorStats> {
  return apiRequest<VendorStats>(`/vendordashboard/stats/${encodeURIComponent(vendorId)}`, { role: 'vendor' });
}

export function useVendorStats(vendorId: string) {
  return useQuery({ queryKey: vendorStatsQueryKey(vendorId), queryFn: () => getVendorStats(vendorId) });
}
