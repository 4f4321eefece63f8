import { formatUsd, formatUsdWithInr } from '@art-market/domain/rules';
import type { AdminOrder, RefundView } from '@art-market/domain/schemas';
import { Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { RefundOrderDialog } from './refund-order-dialog.tsx';
import { RefundStatusBadge, refundKindName } from './refund-status-badge.tsx';

const REFUND_COLUMNS: TableColumn<RefundView>[] = [
  { header: 'Date', cell: (refund) => new Date(refund.createdAt).toLocaleString() },
  { header: 'Kind', cell: (refund) => refundKindName(refund.kind) },
  { header: 'Reason', cell: (refund) => refund.reason || '—' },
  { header: 'Amount', numeric: true, cell: (refund) => formatUsdWithInr(refund.amount, refund.inr) },
  { header: 'Status', cell: (refund) => <RefundStatusBadge status={refund.status} /> },
];

/** What was given back of an order, refund by refund, and the Refund action while something is left. */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const [refunding, setRefunding] = useState(false);
  const refundButton = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="order-refunds-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="order-refunds-heading" className="text-lg">
          Refunds
        </h3>
        {order.refundableAmount > 0 ? (
          <Button ref={refundButton} variant="secondary" onClick={() => setRefunding(true)}>
            <Undo2 aria-hidden="true" className="size-4" />
            Refund
          </Button>
        ) : null}
      </div>
      <p className="text-sm tabular-nums">
        {`Refunded ${formatUsd(order.refundedAmount)} · left to refund ${formatUsd(order.refundableAmount)}`}
      </p>
      {order.refunds.length > 0 ? (
        <DataTable caption="Refunds" columns={REFUND_COLUMNS} rows={order.refunds} rowKey={(refund) => refund.id} empty="" />
      ) : null}
      <RefundOrderDialog order={order} open={refunding} onClose={() => setRefunding(false)} returnFocusTo={refundButton} />
    </section>
  );
}
