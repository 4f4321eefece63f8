import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A vendor as GET /admin/dashboard/vendors lists it; `products` is a count. */
export interface AdminVendor {
  id: string;
  displayName: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  createdAt: string;
  products: number;
  status: string;
  pendingPayoutAmount: number;
}

export const adminVendorsQueryKey = ['admin-vendors'] as const;

export function getAdminVendors(): Promise<AdminVendor[]> {
  return apiRequest<AdminVendor[]>('/admin/dashboard/vendors', { role: 'admin' });
}

export function useAdminVendors() {
  return useQuery({ queryKey: adminVendorsQueryKey, queryFn: getAdminVendors });
}
