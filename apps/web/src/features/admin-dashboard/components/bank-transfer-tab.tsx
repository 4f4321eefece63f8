import { BankTransferMessages, formatDeclaredAmount, formatInr } from '@art-market/domain/rules';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { type PendingBankTransfer, usePendingBankTransfers } from '../api/get-pending-bank-transfers.ts';
import { BankTransferDialog } from './bank-transfer-dialog.tsx';
import { BankTransferHold } from './bank-transfer-hold.tsx';
import { formatCalendarDate } from './calendar-date.ts';
import { MoneyToReturnSection } from './money-to-return.tsx';

/**
 * The admin's queue of bank transfers to verify (docs/product/studio-and-console.md#console-bank-transfer),
 * amounts in INR, and below it the money collectors sent that is to go back to them.
 */
export function BankTransferTab() {
  const { adminToken } = useSession();
  if (!adminToken) return <Alert>{BankTransferMessages.tokenMissing}</Alert>;
  return (
    <div className="flex flex-col gap-8">
      <PendingTransfers />
      <MoneyToReturnSection />
    </div>
  );
}

function PendingTransfers() {
  const transfers = usePendingBankTransfers({ enabled: true });
  const [viewing, setViewing] = useState<PendingBankTransfer | null>(null);

  if (transfers.isPending) return <TableSkeleton label="Loading bank transfers…" />;
  if (transfers.isError) {
    return (
      <ErrorPanel
        message={`Error: ${errorMessage(transfers.error, BankTransferMessages.fetchFailed)}`}
        onRetry={() => transfers.refetch()}
      />
    );
  }
  if (transfers.data.length === 0) return <EmptyState title={BankTransferMessages.noPending} />;

  const columns: TableColumn<PendingBankTransfer>[] = [
    { header: 'Order Number', cell: (row) => <span className="tabular-nums">{row.orderNumber}</span> },
    { header: 'Customer', cell: (row) => row.customerName },
    { header: 'Amount', numeric: true, cell: (row) => formatInr(row.amountInr) },
    { header: 'Transaction Date', hideBelow: 'md', cell: (row) => formatCalendarDate(row.transactionDate) },
    { header: 'Bank', hideBelow: 'lg', cell: (row) => row.bankName },
    { header: 'Hold', cell: (row) => <BankTransferHold transfer={row} /> },
    {
      header: 'Check',
      cell: (row) => {
        if (row.partiallyPaid) {
          const outstanding = formatDeclaredAmount(row.amountOutstanding, row.declaredCurrency);
          return <StatusBadge tone="pending">Partially paid · {outstanding} outstanding</StatusBadge>;
        }
        return row.mismatches.length > 0 ? (
          <StatusBadge tone="pending">Does not match</StatusBadge>
        ) : (
          <StatusBadge tone="live">Matches</StatusBadge>
        );
      },
    },
    {
      header: 'Actions',
      cell: (row) => (
        <Button
          variant="ghost"
          className="min-h-9 px-3"
          aria-label={`View details of order ${row.orderNumber}`}
          onClick={() => setViewing(row)}
        >
          <Eye aria-hidden="true" className="size-4" />
          View Details
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Pending bank transfers"
        columns={columns}
        rows={transfers.data}
        rowKey={(row) => row.paymentId}
        empty={BankTransferMessages.noPending}
      />
      <BankTransferDialog transfer={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
