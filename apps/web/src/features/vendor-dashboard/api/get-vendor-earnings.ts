import type { VendorEarnings } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const vendorEarningsQueryKey = (vendorId: string) => ['vendor-earnings', vendorId] as const;

export function getVendorEarnings(vendorId: string): Promise<VendorEarnings> {
  return apiRequest<VendorEarnings>(`/vendordashboard/earnings/${encodeURIComponent(vendorId)}`, { role: 'vendor' });
}

export function useVendorEarnings(vendorId: string) {
  return useQuery({ queryKey: vendorEarningsQueryKey(vendorId), queryFn: () => getVendorEarnings(vendorId) });
}
