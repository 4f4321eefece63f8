import {
  markedPaidAlert,
  PAYMENT_METHOD_NAMES,
  PayoutMessages,
  payoutWaitLabel,
  payoutWaitMessage,
  VENDOR_PAYMENT_STATUS_NAMES,
} from '@art-market/domain/copy';
import {
  formatUsd,
  OrderStatus,
  type PaymentMethodCode,
  PaymentStatus,
  VendorPaymentStatus,
  type VendorPaymentStatusCode,
} from '@art-market/domain/rules';
import type { EarningsOrder } from '@art-market/domain/schemas';
import { CircleCheck, Clock, Eye, Landmark } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '#web/components/ui/order-status-badge.tsx';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useMarkVendorPaid } from '../api/mark-vendor-paid.ts';
import { BankDetailsDialog } from './bank-details-dialog.tsx';
import { formatUsdAsInr, isBankTransfer } from './earnings-money.ts';
import { EarningsOrderDialog } from './earnings-order-dialog.tsx';
import { MarkVendorPaidDialog } from './mark-vendor-paid-dialog.tsx';

const iconButton = 'min-h-9 min-w-9 px-2';

/** The API records a manual payment only for a delivered order the customer has paid. */
function isPayable(order: EarningsOrder): boolean {
  return order.status === OrderStatus.Delivered && order.paymentStatus === PaymentStatus.Paid && order.vendorPayment > 0;
}

/** A refusal the admin can act on (no bank account, already paid) says why; anything else gets the general alert. */
function markPaidFailure(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message !== '';
  return refused ? error.message : PayoutMessages.markPaidFailedAlert;
}

function VendorPaymentBadge({ status }: { status: number }) {
  const name = VENDOR_PAYMENT_STATUS_NAMES[status as VendorPaymentStatusCode] ?? 'Pending';
  return <StatusBadge tone={status === VendorPaymentStatus.Paid ? 'live' : 'pending'}>{name}</StatusBadge>;
}

/**
 * The order amount, for a bank transfer the rupees the customer sent as well, and what a chargeback
 * after a refund cost the platform on this sale.
 */
function OrderAmount({ order, usdInrRate }: { order: EarningsOrder; usdInrRate: number }) {
  if (!isBankTransfer(order.paymentMethod) && order.disputeLossAmount === 0) return formatUsd(order.totalAmount);
  return (
    <span className="flex flex-col leading-tight">
      {formatUsd(order.totalAmount)}
      {isBankTransfer(order.paymentMethod) ? (
        <span className="text-xs text-muted">{formatUsdAsInr(order.totalAmount, usdInrRate)}</span>
      ) : null}
      {order.disputeLossAmount > 0 ? (
        <span className="text-xs text-danger">{`Dispute loss ${formatUsd(order.disputeLossAmount)}`}</span>
      ) : null}
    </span>
  );
}

/** The order's delivery, the customer's payment and the vendor's payment, each with its name. */
function OrderStatuses({ order }: { order: EarningsOrder }) {
  const rows = [
    ['Order', <OrderStatusBadge key="order" status={order.status} />],
    ['Customer', <PaymentStatusBadge key="customer" status={order.paymentStatus} />],
    ['Vendor', <VendorPaymentBadge key="vendor" status={order.vendorPaymentStatus} />],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_auto] items-center justify-start gap-x-2 gap-y-1">
      {rows.map(([label, badge]) => (
        <div key={label} className="contents">
          <dt className="text-xs text-muted">{label}</dt>
          <dd>{badge}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One line per vendor order, to fit 1366 px; the bill, items and vendor are in View Details. */
export function EarningsTable({ orders, usdInrRate }: { orders: readonly EarningsOrder[]; usdInrRate: number }) {
  const markPaid = useMarkVendorPaid();
  const [paying, setPaying] = useState<EarningsOrder | null>(null);
  const [bankOf, setBankOf] = useState<EarningsOrder | null>(null);
  const [viewing, setViewing] = useState<EarningsOrder | null>(null);

  function pay(order: EarningsOrder, bankReference: string) {
    setPaying(null);
    markPaid.mutate(
      { orderId: order.id, bankReference },
      {
        onSuccess: () => toast.success(markedPaidAlert(order.vendorName, order.orderNumber)),
        onError: (error) => toast.error(markPaidFailure(error)),
      },
    );
  }

  const columns: TableColumn<EarningsOrder>[] = [
    { header: 'Order ID', cell: (order) => <span className="whitespace-nowrap tabular-nums">{order.orderNumber}</span> },
    {
      header: 'Vendor',
      cell: (order) => (
        <span className="block max-w-[8rem] truncate" title={order.vendorName}>
          {order.vendorName}
        </span>
      ),
    },
    {
      header: 'Method',
      // The sub-tabs already name the method; the column only shows on wide screens.
      hideBelow: '2xl',
      cell: (order) => (
        <span className="whitespace-nowrap">{PAYMENT_METHOD_NAMES[order.paymentMethod as PaymentMethodCode] ?? '—'}</span>
      ),
    },
    { header: 'Amount', numeric: true, cell: (order) => <OrderAmount order={order} usdInrRate={usdInrRate} /> },
    { header: 'Commission', numeric: true, cell: (order) => formatUsd(order.commissionAmount) },
    { header: 'Vendor Payment', numeric: true, cell: (order) => formatUsd(order.vendorPayment) },
    // The three statuses stacked in one column, each named, so the table fits 1366 px without scrolling sideways.
    { header: 'Statuses', wrap: true, cell: (order) => <OrderStatuses order={order} /> },
    {
      header: 'Actions',
      cell: (order) => (
        <span className="flex gap-1">
          <Button
            variant="ghost"
            className={iconButton}
            aria-label={`Bank details of ${order.vendorName} (order ${order.orderNumber})`}
            title="Bank details"
            onClick={() => setBankOf(order)}
          >
            <Landmark aria-hidden="true" className="size-4" />
          </Button>
          {order.status === OrderStatus.Delivered ? (
            <Button
              variant="ghost"
              className={iconButton}
              aria-label={`View details of order ${order.orderNumber}`}
              title="View Details"
              onClick={() => setViewing(order)}
            >
              <Eye aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
          {order.vendorPaymentStatus === VendorPaymentStatus.Pending && isPayable(order) && order.payoutWait ? (
            // Not yet: the button says why and until when, and opens the reason rather than the transfer.
            <Button
              variant="ghost"
              className={iconButton}
              aria-label={`Mark order ${order.orderNumber} as paid: ${payoutWaitLabel(order.payoutWait)}`}
              title={`${payoutWaitLabel(order.payoutWait)}. ${payoutWaitMessage(order.payoutWait)}`}
              onClick={() => setPaying(order)}
            >
              <Clock aria-hidden="true" className="size-4" />
            </Button>
          ) : order.vendorPaymentStatus === VendorPaymentStatus.Pending ? (
            <Button
              variant="ghost"
              className={iconButton}
              aria-label={`Mark order ${order.orderNumber} as paid`}
              title={isPayable(order) ? 'Mark as Paid' : PayoutMessages.notPayable}
              disabled={!isPayable(order)}
              onClick={() => setPaying(order)}
            >
              <CircleCheck aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Order payment details"
        columns={columns}
        rows={orders}
        rowKey={(order) => order.id}
        empty={PayoutMessages.noEarnings}
      />
      <BankDetailsDialog order={bankOf} onClose={() => setBankOf(null)} />
      <MarkVendorPaidDialog order={paying} onConfirm={pay} onClose={() => setPaying(null)} />
      <EarningsOrderDialog order={viewing} usdInrRate={usdInrRate} onClose={() => setViewing(null)} />
    </>
  );
}
