import type { VendorProfile } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const vendorProfileQueryKey = (vendorId: string) => ['vendor-profile', vendorId] as const;

export function getVendorProfile(vendorId: string): Promise<VendorProfile> {
  return apiRequest<VendorProfile>(`/vendordashboard/profile/${encodeURIComponent(vendorId)}`, { role: 'vendor' });
}

export function useVendorProfile(vendorId: string) {
  return useQuery({ queryKey: vendorProfileQueryKey(vendorId), queryFn: () => getVendorProfile(vendorId), retry: false });
}
