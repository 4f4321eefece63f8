import type { ReturnView } from '@art-market/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerDashboardQueryKey } from './get-customer-dashboard.ts';

/** Under the dashboard's key, so whatever refreshes the dashboard refreshes the returns too. */
export const customerReturnsQueryKey = [...customerDashboardQueryKey, 'returns'] as const;

/** GET /CustomerDashboard/returns: the caller's returns, newest first. */
export function getCustomerReturns(): Promise<ReturnView[]> {
  return apiRequest<ReturnView[]>('/CustomerDashboard/returns', { role: 'customer' });
}

export function useCustomerReturns() {
  return useQuery({ queryKey: customerReturnsQueryKey, queryFn: getCustomerReturns, retry: false });
}
