import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface VendorProfile {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
  address1: string;
  address2: string | null;
  storeCity: string;
  storeState: string;
  storePostCode: string;
  displayName: string;
}

export const vendorProfileQueryKey = (vendorId: string) => ['vendor-profile', vendorId] as const;

export function getVendorProfile(vendorId: string): Promise<VendorProfile> {
  return apiRequest<VendorProfile>(`/vendordashboard/profile/${encodeURIComponent(vendorId)}`, { role: 'vendor' });
}

export function useVendorProfile(vendorId: string) {
  return useQuery({ queryKey: vendorProfileQueryKey(vendorId), queryFn: () => getVendorProfile(vendorId), retry: false });
}
