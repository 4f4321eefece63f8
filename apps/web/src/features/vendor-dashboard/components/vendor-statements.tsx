import { formatUsd } from '@art-market/domain/rules';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatOrderDate } from '#web/lib/dates.ts';
import { type PayoutSummary, useVendorPayouts } from '../api/get-vendor-payouts.ts';
import { payoutKindName } from './payout-kind.ts';
import { PayoutStatementDialog } from './payout-statement-dialog.tsx';

/** Every payout the vendor received, newest first as the API lists them; each opens its statement. */
export function VendorStatements({ vendorId }: { vendorId: string }) {
  const payouts = useVendorPayouts(vendorId);
  const [open, setOpen] = useState<string | null>(null);

  if (payouts.isPending) return <TableSkeleton label="Loading statements…" rows={2} />;
  if (payouts.isError) {
    return <ErrorPanel message={errorMessage(payouts.error, 'Failed to fetch statements')} onRetry={() => payouts.refetch()} />;
  }

  const columns: TableColumn<PayoutSummary>[] = [
    { header: 'Date', cell: (payout) => <span className="whitespace-nowrap">{formatOrderDate(payout.createdAt)}</span> },
    { header: 'Transaction ID', cell: (payout) => <span className="break-all tabular-nums">{payout.transactionId}</span> },
    { header: 'Kind', cell: (payout) => payoutKindName(payout.kind) },
    { header: 'Items', numeric: true, cell: (payout) => payout.itemCount },
    { header: 'Amount', numeric: true, cell: (payout) => formatUsd(payout.amount) },
    {
      header: 'Statement',
      cell: (payout) => (
        <Button
          variant="ghost"
          className="min-h-9 px-3"
          aria-label={`View statement ${payout.transactionId}`}
          onClick={() => setOpen(payout.id)}
        >
          <FileText aria-hidden="true" className="size-4" />
          View
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Statements"
        columns={columns}
        rows={payouts.data}
        rowKey={(payout) => payout.id}
        empty="No payouts yet. Your statements appear here once a delivered order is paid out."
      />
      <PayoutStatementDialog vendorId={vendorId} payoutId={open} onClose={() => setOpen(null)} />
    </>
  );
}
