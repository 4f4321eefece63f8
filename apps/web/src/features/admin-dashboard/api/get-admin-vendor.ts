import type { ManagedProduct } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { type AdminVendor, adminVendorsQueryKey } from './get-admin-vendors.ts';

export interface AdminVendorDetails {
  vendor: AdminVendor;
  products: ManagedProduct[];
}

export const adminVendorQueryKey = (vendorId: string) => [...adminVendorsQueryKey, vendorId] as const;

export function getAdminVendor(vendorId: string): Promise<AdminVendorDetails> {
  return apiRequest<AdminVendorDetails>(`/admin/dashboard/vendors/${encodeURIComponent(vendorId)}`, { role: 'admin' });
}

export function useAdminVendor(vendorId: string | null) {
  return useQuery({
    queryKey: adminVendorQueryKey(vendorId ?? ''),
    queryFn: () => getAdminVendor(vendorId ?? ''),
    enabled: vendorId !== null,
  });
}
