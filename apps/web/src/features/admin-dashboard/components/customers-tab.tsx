import { AdminCustomerMessages } from '@art-market/domain/copy';
import { ADMIN_CUSTOMER_SORTS, ADMIN_LIST_PAGE_SIZE, formatUsd } from '@art-market/domain/rules';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { type AdminCustomerRow, useAdminCustomers } from '../api/get-admin-customers.ts';
import { CustomerDetailsDialog } from './customer-details-dialog.tsx';
import { type CustomerFilterKey, CustomerFilters } from './customer-filters.tsx';
import { knownSort, sortKeyOf, tableSortOf } from './list-sort.ts';
import { useUrlFilters } from './use-url-filters.ts';

const FILTER_KEYS: readonly CustomerFilterKey[] = ['startDate', 'endDate', 'searchTerm'];
const DEFAULT_SORT = '-createdAt';

export const customerNameOf = (customer: { firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`.trim();

/** The admin Customers tab: customers filtered by join date and name or e-mail, paged on the server. */
export function CustomersTab() {
  const filters = useUrlFilters('customer', FILTER_KEYS);
  const sort = knownSort(filters.sort, ADMIN_CUSTOMER_SORTS, DEFAULT_SORT);
  const customers = useAdminCustomers({ ...filters.values, sort, page: filters.page, pageSize: ADMIN_LIST_PAGE_SIZE });
  const [viewing, setViewing] = useState<AdminCustomerRow | null>(null);

  const columns: TableColumn<AdminCustomerRow>[] = [
    {
      header: 'ID',
      hideBelow: 'xl',
      cell: (customer) => <span className="font-mono text-xs">{customer.id.slice(0, 8)}</span>,
      title: (customer) => customer.id,
    },
    { header: 'Name', id: 'name', sortable: true, cell: customerNameOf },
    {
      header: 'Contact',
      cell: (customer) => (
        <>
          {customer.email}
          <span className="hidden text-muted lg:inline"> · {customer.mobileNumber}</span>
        </>
      ),
      title: (customer) => `${customer.email} · ${customer.mobileNumber}`,
    },
    { header: 'Orders', numeric: true, cell: (customer) => customer.totalOrders },
    { header: 'Total Spent', numeric: true, hideBelow: 'sm', cell: (customer) => formatUsd(customer.totalSpent) },
    {
      header: 'Created At',
      id: 'createdAt',
      sortable: true,
      hideBelow: 'md',
      cell: (customer) => new Date(customer.createdAt).toLocaleDateString(),
    },
    {
      header: 'Actions',
      cell: (customer) => (
        <Button
          variant="ghost"
          className="min-h-9 px-3"
          aria-label={`View ${customerNameOf(customer)}`}
          onClick={() => setViewing(customer)}
        >
          View
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <CustomerFilters values={filters.values} onChange={filters.setFilter} />
      {customers.isPending ? (
        <TableSkeleton label="Loading customers…" />
      ) : customers.isError ? (
        <ErrorPanel
          message={errorMessage(customers.error, AdminCustomerMessages.fetchCustomers)}
          onRetry={() => customers.refetch()}
        />
      ) : (
        <DataTable
          caption="Customers"
          columns={columns}
          rows={customers.data.rows}
          rowKey={(customer) => customer.id}
          empty={AdminCustomerMessages.noCustomers}
          sort={tableSortOf(sort)}
          onSortChange={(next) => filters.setSort(sortKeyOf(next, DEFAULT_SORT))}
          paging={{
            page: filters.page,
            pageSize: ADMIN_LIST_PAGE_SIZE,
            total: customers.data.total,
            onPageChange: filters.setPage,
          }}
        />
      )}
      <CustomerDetailsDialog customer={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
