import { AdminCustomerMessages } from '@art-market/domain/copy';
import { formatUsd } from '@art-market/domain/rules';
import type { AdminCustomerOrder } from '@art-market/domain/schemas';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '#web/components/ui/order-status-badge.tsx';
import { ProfileList } from '#web/components/ui/profile-list.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAdminCustomer } from '../api/get-admin-customer.ts';
import type { AdminCustomerRow } from '../api/get-admin-customers.ts';

const RECENT_ORDER_COLUMNS: TableColumn<AdminCustomerOrder>[] = [
  { header: 'Order Number', cell: (order) => order.orderNumber },
  { header: 'Date', cell: (order) => new Date(order.createdAt).toLocaleDateString() },
  { header: 'Items', numeric: true, cell: (order) => order.itemCount },
  { header: 'Amount', numeric: true, cell: (order) => formatUsd(order.totalAmount) },
  { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  { header: 'Payment Status', cell: (order) => <PaymentStatusBadge status={order.paymentStatus} /> },
];

/** The customer view: contact, join date, order counts, money spent and the newest orders. */
export function CustomerDetailsDialog({ customer, onClose }: { customer: AdminCustomerRow | null; onClose: () => void }) {
  const details = useAdminCustomer(customer?.id ?? null);
  return (
    <Modal
      open={customer !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={customer ? `${customer.firstName} ${customer.lastName}`.trim() : 'Customer'}
      wide
    >
      {details.isPending ? (
        <TableSkeleton label="Loading customer details…" rows={3} />
      ) : details.isError ? (
        <ErrorPanel
          message={errorMessage(details.error, AdminCustomerMessages.fetchCustomer)}
          onRetry={() => details.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <ProfileList
            entries={[
              { label: 'Email', value: details.data.email },
              { label: 'Mobile number', value: details.data.mobileNumber },
              { label: 'Joined', value: new Date(details.data.createdAt).toLocaleDateString() },
              { label: 'Total orders', value: String(details.data.totalOrders) },
              { label: 'Completed orders', value: String(details.data.completedOrders) },
              { label: 'Cancelled orders', value: String(details.data.cancelledOrders) },
              { label: 'Total spent', value: formatUsd(details.data.totalSpent) },
            ]}
          />
          <section className="flex flex-col gap-3">
            <h3 className="text-lg">Recent orders</h3>
            <DataTable
              caption="Recent orders"
              columns={RECENT_ORDER_COLUMNS}
              rows={details.data.recentOrders}
              rowKey={(order) => order.id}
              empty={AdminCustomerMessages.noCustomerOrders}
            />
          </section>
        </div>
      )}
    </Modal>
  );
}
