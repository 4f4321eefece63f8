import { formatUsd } from '@art-market/domain/rules';
import type { PayoutStatement } from '@art-market/domain/schemas';
import { Download } from 'lucide-react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { ProfileList } from '#web/components/ui/profile-list.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatOrderDate } from '#web/lib/dates.ts';
import { useDownloadStatementCsv } from '../api/download-statement-csv.ts';
import { usePayoutStatement } from '../api/get-payout-statement.ts';
import { payoutKindName } from './payout-kind.ts';

type Line = PayoutStatement['lines'][number];

const LINE_COLUMNS: TableColumn<Line>[] = [
  { header: 'Order', cell: (line) => <span className="whitespace-nowrap tabular-nums">{line.orderNumber}</span> },
  { header: 'Artwork', cell: (line) => line.title },
  { header: 'Total', numeric: true, cell: (line) => formatUsd(line.total) },
  { header: 'Commission', numeric: true, cell: (line) => formatUsd(line.commission) },
  // A negative line is a refund after an earlier payout, netted off this one (ADR 0014).
  { header: 'Earning', numeric: true, cell: (line) => <SignedAmount amount={line.earning} /> },
];

function SignedAmount({ amount }: { amount: number }) {
  return <span className={amount < 0 ? 'text-danger' : undefined}>{formatUsd(amount)}</span>;
}

function StatementBody({ vendorId, statement }: { vendorId: string; statement: PayoutStatement }) {
  const download = useDownloadStatementCsv();
  return (
    <div className="flex flex-col gap-6">
      <ProfileList
        entries={[
          { label: 'Date', value: formatOrderDate(statement.createdAt) },
          { label: 'Transaction ID', value: statement.transactionId },
          { label: 'Kind', value: payoutKindName(statement.kind) },
          { label: 'Notes', value: statement.notes },
        ]}
      />
      <DataTable
        caption="Statement lines"
        columns={LINE_COLUMNS}
        rows={statement.lines}
        rowKey={(line) => `${line.orderNumber}-${line.title}`}
        empty="No items in this payout"
      />
      <dl aria-label="Statement totals" className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt>Total</dt>
        <dd className="text-right tabular-nums">{formatUsd(statement.totals.total)}</dd>
        <dt>Commission</dt>
        <dd className="text-right tabular-nums">{formatUsd(statement.totals.commission)}</dd>
        <dt className="font-semibold">Your earnings</dt>
        <dd className="text-right font-semibold tabular-nums">
          <SignedAmount amount={statement.totals.earning} />
        </dd>
      </dl>
      {download.isError ? <Alert>{errorMessage(download.error, 'Failed to download statement')}</Alert> : null}
      <div>
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate({ vendorId, payoutId: statement.id, transactionId: statement.transactionId })}
        >
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </Button>
      </div>
    </div>
  );
}

function StatementContent({ vendorId, payoutId }: { vendorId: string; payoutId: string }) {
  const statement = usePayoutStatement(vendorId, payoutId);
  if (statement.isPending) return <TableSkeleton label="Loading statement…" rows={3} />;
  if (statement.isError) {
    return (
      <ErrorPanel message={errorMessage(statement.error, 'Failed to fetch statement')} onRetry={() => statement.refetch()} />
    );
  }
  return <StatementBody vendorId={vendorId} statement={statement.data} />;
}

/** One payout as a statement: its items, totals and commission, with the same figures as CSV. */
export function PayoutStatementDialog({
  vendorId,
  payoutId,
  onClose,
}: {
  vendorId: string;
  payoutId: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={payoutId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Payout statement"
      wide
    >
      {payoutId ? <StatementContent vendorId={vendorId} payoutId={payoutId} /> : null}
    </Modal>
  );
}
