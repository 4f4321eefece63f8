import { AdminOrderMessages } from '@art-market/domain/copy';
import { ADMIN_LIST_PAGE_SIZE, ADMIN_ORDER_SORTS, formatUsd } from '@art-market/domain/rules';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '#web/components/ui/order-status-badge.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { type AdminOrderRow, useAdminOrders } from '../api/get-admin-orders.ts';
import { knownSort, sortKeyOf, tableSortOf } from './list-sort.ts';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { type OrderFilterKey, OrderFilters } from './order-filters.tsx';
import { useUrlFilters } from './use-url-filters.ts';

const FILTER_KEYS: readonly OrderFilterKey[] = ['startDate', 'endDate', 'status', 'paymentStatus'];
const DEFAULT_SORT = '-createdAt';

/** The admin Orders tab: every order, filtered, sorted and paged on the server, with a details view. */
export function OrdersTab() {
  const filters = useUrlFilters('order', FILTER_KEYS);
  const sort = knownSort(filters.sort, ADMIN_ORDER_SORTS, DEFAULT_SORT);
  const orders = useAdminOrders({ ...filters.values, sort, page: filters.page, pageSize: ADMIN_LIST_PAGE_SIZE });
  const [viewing, setViewing] = useState<AdminOrderRow | null>(null);

  const columns: TableColumn<AdminOrderRow>[] = [
    {
      header: 'Order Number',
      cell: (order) => <span className="font-medium">{order.orderNumber}</span>,
      title: (order) => order.orderNumber,
    },
    {
      header: 'Customer',
      cell: (order) => order.customerName,
      title: (order) => `${order.customerName} (${order.customerEmail})`,
    },
    { header: 'Items', numeric: true, hideBelow: 'md', cell: (order) => order.itemCount },
    { header: 'Total Amount', id: 'totalAmount', numeric: true, sortable: true, cell: (order) => formatUsd(order.totalAmount) },
    { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
    { header: 'Payment Status', hideBelow: 'sm', cell: (order) => <PaymentStatusBadge status={order.paymentStatus} /> },
    {
      header: 'Date',
      id: 'createdAt',
      sortable: true,
      hideBelow: 'sm',
      cell: (order) => new Date(order.createdAt).toLocaleDateString(),
    },
    {
      header: 'Actions',
      cell: (order) => (
        <Button
          variant="ghost"
          className="min-h-9 px-3"
          aria-label={`View order ${order.orderNumber}`}
          onClick={() => setViewing(order)}
        >
          View
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <OrderFilters values={filters.values} onChange={filters.setFilter} />
      {orders.isPending ? (
        <TableSkeleton label="Loading orders…" />
      ) : orders.isError ? (
        <ErrorPanel message={errorMessage(orders.error, AdminOrderMessages.fetchOrders)} onRetry={() => orders.refetch()} />
      ) : (
        <DataTable
          caption="Orders"
          columns={columns}
          rows={orders.data.rows}
          rowKey={(order) => order.id}
          empty={AdminOrderMessages.noOrders}
          sort={tableSortOf(sort)}
          onSortChange={(next) => filters.setSort(sortKeyOf(next, DEFAULT_SORT))}
          paging={{ page: filters.page, pageSize: ADMIN_LIST_PAGE_SIZE, total: orders.data.total, onPageChange: filters.setPage }}
        />
      )}
      <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
