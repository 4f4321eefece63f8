import type { AdminCustomer } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export type { AdminCustomer };

export const adminCustomerQueryKey = (customerId: string) => ['admin-customer', customerId] as const;

export function getAdminCustomer(customerId: string): Promise<AdminCustomer> {
  return apiRequest<AdminCustomer>(`/admin/dashboard/customers/${encodeURIComponent(customerId)}`, { role: 'admin' });
}

export function useAdminCustomer(customerId: string | null) {
  return useQuery({
    queryKey: adminCustomerQueryKey(customerId ?? ''),
    queryFn: () => getAdminCustomer(customerId ?? ''),
    enabled: customerId !== null,
  });
}
