import type { AdminVendor } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export type { AdminVendor };

export const adminVendorsQueryKey = ['admin-vendors'] as const;

export function getAdminVendors(): Promise<AdminVendor[]> {
  return apiRequest<AdminVendor[]>('/admin/dashboard/vendors', { role: 'admin' });
}

export function useAdminVendors() {
  return useQuery({ queryKey: adminVendorsQueryKey, queryFn: getAdminVendors });
}
