import { AdminOrderMessages } from '@art-market/domain/copy';
import { formatShippingAddress, formatUsd } from '@art-market/domain/rules';
import type { AdminOrderItem } from '@art-market/domain/schemas';
import { Alert } from '#web/components/ui/alert.tsx';
import { AmountList, rupeeNote } from '#web/components/ui/amount-list.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '#web/components/ui/order-status-badge.tsx';
import { ProfileList } from '#web/components/ui/profile-list.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAdminOrder } from '../api/get-admin-order.ts';
import type { AdminOrderRow } from '../api/get-admin-orders.ts';
import { OrderOffers } from './order-offers.tsx';
import { OrderRefunds } from './order-refunds.tsx';

const DISCOUNT_COLUMN: TableColumn<AdminOrderItem> = {
  header: 'Discount',
  numeric: true,
  cell: (item) => formatUsd(-item.discountAmount),
};

const itemColumns = (discounted: boolean): TableColumn<AdminOrderItem>[] => [
  { header: 'Product', cell: (item) => item.productTitle },
  { header: 'Qty', numeric: true, cell: (item) => item.quantity },
  { header: 'Unit price', numeric: true, cell: (item) => formatUsd(item.unitPrice) },
  ...(discounted ? [DISCOUNT_COLUMN] : []),
  { header: 'Tax', numeric: true, cell: (item) => formatUsd(item.taxAmount) },
  { header: 'Shipping', numeric: true, cell: (item) => formatUsd(item.shippingAmount) },
  { header: 'Item total', numeric: true, cell: (item) => formatUsd(item.itemTotal) },
];

/** The order-details modal: tax and shipping shown per item in proportion to its share (the server allocates them). */
export function OrderDetailsDialog({ order, onClose }: { order: AdminOrderRow | null; onClose: () => void }) {
  const details = useAdminOrder(order?.id ?? null);
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={order ? `Order ${order.orderNumber}` : 'Order'}
      wide
    >
      {details.isPending ? (
        <TableSkeleton label="Loading order details…" rows={3} />
      ) : details.isError ? (
        <ErrorPanel message={errorMessage(details.error, AdminOrderMessages.fetchOrder)} onRetry={() => details.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          {details.data.chargebackAt ? (
            <Alert>
              Chargeback: the buyer's bank took the payment back on {new Date(details.data.chargebackAt).toLocaleString()}. Look
              into this order before refunding it or paying its artists.
            </Alert>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={details.data.status} />
            <PaymentStatusBadge status={details.data.paymentStatus} />
            <span className="text-sm text-muted">{new Date(details.data.createdAt).toLocaleString()}</span>
          </div>
          <ProfileList
            entries={[
              { label: 'Customer', value: `${details.data.customerName} (${details.data.customerEmail})` },
              { label: 'Shipping address', value: formatShippingAddress(details.data.shippingAddress) },
            ]}
          />
          <DataTable
            caption="Order items"
            columns={itemColumns(details.data.discountAmount > 0)}
            rows={details.data.orderItems}
            rowKey={(item) => item.id}
            empty="No items"
          />
          <AmountList
            className="ml-auto w-full max-w-xs"
            rows={[
              ['Subtotal', details.data.subtotalAmount],
              ...(details.data.discountAmount > 0 ? [['Discount', -details.data.discountAmount] as const] : []),
              ['Tax', details.data.taxAmount],
              ['Shipping', details.data.shippingAmount],
            ]}
            total={details.data.totalAmount}
            totalNote={rupeeNote(details.data.payuCharge)}
          />
          <OrderOffers orderId={details.data.id} />
          <OrderRefunds order={details.data} />
        </div>
      )}
    </Modal>
  );
}
