import type { CustomerDashboard } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const customerDashboardQueryKey = ['customer-dashboard'] as const;

/** Also validates the stored token: a 401 clears the customer login (docs/product/storefront.md#customer-dashboard). */
export function getCustomerDashboard(): Promise<CustomerDashboard> {
  return apiRequest<CustomerDashboard>('/CustomerDashboard/initial-data', { role: 'customer' });
}

export function useCustomerDashboard(enabled: boolean) {
  return useQuery({ queryKey: customerDashboardQueryKey, queryFn: getCustomerDashboard, enabled, retry: false, staleTime: 0 });
}
