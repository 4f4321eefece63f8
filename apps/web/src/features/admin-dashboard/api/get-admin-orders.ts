import type { AdminOrderSort } from '@art-market/domain/rules';
import type { AdminOrderRow } from '@art-market/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListPage, type ListPage, listQuery } from './admin-list-request.ts';

export type { AdminOrderRow };

export interface AdminOrdersFilter {
  startDate?: string;
  endDate?: string;
  status?: string;
  paymentStatus?: string;
  sort?: AdminOrderSort;
  page: number;
  pageSize: number;
}

/** Every page and filter of the list, for invalidating them all. */
export const adminOrdersQueryRoot = ['admin-orders'] as const;
export const adminOrdersQueryKey = (filter: AdminOrdersFilter) => [...adminOrdersQueryRoot, filter] as const;

export function getAdminOrders(filter: AdminOrdersFilter): Promise<ListPage<AdminOrderRow>> {
  return getListPage<AdminOrderRow>(`/admin/dashboard/orders${listQuery({ ...filter })}`);
}

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery({
    queryKey: adminOrdersQueryKey(filter),
    queryFn: () => getAdminOrders(filter),
    placeholderData: keepPreviousData,
  });
}
