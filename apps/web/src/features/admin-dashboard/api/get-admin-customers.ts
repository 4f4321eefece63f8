import type { AdminCustomerSort } from '@art-market/domain/rules';
import type { AdminCustomerRow } from '@art-market/domain/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListPage, type ListPage, listQuery } from './admin-list-request.ts';

export type { AdminCustomerRow };

export interface AdminCustomersFilter {
  startDate?: string;
  endDate?: string;
  searchTerm?: string;
  sort?: AdminCustomerSort;
  page: number;
  pageSize: number;
}

export const adminCustomersQueryKey = (filter: AdminCustomersFilter) => ['admin-customers', filter] as const;

export function getAdminCustomers(filter: AdminCustomersFilter): Promise<ListPage<AdminCustomerRow>> {
  return getListPage<AdminCustomerRow>(`/admin/dashboard/customers${listQuery({ ...filter })}`);
}

export function useAdminCustomers(filter: AdminCustomersFilter) {
  return useQuery({
    queryKey: adminCustomersQueryKey(filter),
    queryFn: () => getAdminCustomers(filter),
    placeholderData: keepPreviousData,
  });
}
