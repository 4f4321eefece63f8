import { RECENT_ORDERS_LIMIT } from '@art-market/domain/rules';
import type { DashboardOrder } from '@art-market/domain/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** The initial data holds the newest page; older pages follow from page 2, 20 orders at a time. */
export function getOrdersPage(page: number): Promise<DashboardOrder[]> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(RECENT_ORDERS_LIMIT) });
  return apiRequest<DashboardOrder[]>(`/CustomerDashboard/orders?${query}`, { role: 'customer' });
}

export function useOlderOrders() {
  return useInfiniteQuery({
    queryKey: ['customer-dashboard', 'older-orders'],
    queryFn: ({ pageParam }) => getOrdersPage(pageParam),
    initialPageParam: 2,
    getNextPageParam: (last, _all, lastPage) => (last.length === RECENT_ORDERS_LIMIT ? lastPage + 1 : undefined),
    retry: false,
  });
}
