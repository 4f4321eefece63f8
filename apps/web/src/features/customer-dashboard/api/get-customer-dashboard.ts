import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface RecentOrder {
  id: string;
  orderNumber: string;
  date: string;
  totalAmount: number;
}

export interface CustomerDashboardData {
  profile: { firstName: string; lastName: string; email: string; mobileNumber: string; country: string };
  recentOrders: RecentOrder[];
}

export const customerDashboardQueryKey = ['customer-dashboard'] as const;

/** Also validates the stored token: a 401 clears the customer login (storefront section 4). */
export function getCustomerDashboard(): Promise<CustomerDashboardData> {
  return apiRequest<CustomerDashboardData>('/CustomerDashboard/initial-data', { role: 'customer' });
}

export function useCustomerDashboard(enabled: boolean) {
  return useQuery({ queryKey: customerDashboardQueryKey, queryFn: getCustomerDashboard, enabled, retry: false });
}
