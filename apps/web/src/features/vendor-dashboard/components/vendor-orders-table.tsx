import { FulfilmentMessages } from '@art-market/domain/copy';
import { formatUsd } from '@art-market/domain/rules';
import type { VendorOrder } from '@art-market/domain/schemas';
import { Eye } from 'lucide-react';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { OrderStatusBadge } from '#web/components/ui/order-status-badge.tsx';
import { EarningsCell } from './earnings-breakdown.tsx';
import { PaymentBadge } from './vendor-order-dialog.tsx';

// One line per row at 1366 px: long names are cut with an ellipsis (the full text is in the title and the modal).
const oneLine = (text: string, width: string) => (
  <span title={text} className={`block truncate whitespace-nowrap ${width}`}>
    {text}
  </span>
);

function columns(onView: (order: VendorOrder) => void): TableColumn<VendorOrder>[] {
  return [
    { header: 'Order ID', cell: (order) => <span className="whitespace-nowrap">{order.vendorOrderNumber}</span> },
    { header: 'Customer', cell: (order) => oneLine(order.customerName, 'max-w-40') },
    { header: 'Product Name', cell: (order) => oneLine(order.productNames, 'max-w-56') },
    { header: 'Price', numeric: true, cell: (order) => formatUsd(order.amount) },
    { header: 'Total', numeric: true, cell: (order) => formatUsd(order.totalPrice) },
    { header: 'Earnings', numeric: true, cell: (order) => <EarningsCell order={order} /> },
    { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
    { header: 'Payment', cell: (order) => <PaymentBadge order={order} /> },
    {
      header: 'Actions',
      cell: (order) => (
        <button
          type="button"
          onClick={() => onView(order)}
          aria-label={`View Details of order ${order.vendorOrderNumber}`}
          className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap text-accent hover:underline"
        >
          <Eye aria-hidden="true" className="size-4" />
          View Details
        </button>
      ),
    },
  ];
}

/** The Dashboard tab's paid orders (docs/product/studio-and-console.md#studio-tabs). */
export function VendorOrdersTable({ orders, onView }: { orders: readonly VendorOrder[]; onView: (order: VendorOrder) => void }) {
  return (
    <DataTable
      caption="Paid orders"
      columns={columns(onView)}
      rows={orders}
      rowKey={(order) => order.orderId}
      empty={FulfilmentMessages.noPaidOrders}
    />
  );
}
