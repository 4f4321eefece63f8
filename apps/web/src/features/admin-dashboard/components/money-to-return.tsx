import { COLLECTOR_FUNDS_REASON_NAMES, CollectorFundsMessages, formatUsd } from '@art-market/domain/rules';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import { type MoneyToReturn, useMoneyToReturn } from '../api/get-money-to-return.ts';
import { useMarkMoneyReturned } from '../api/mark-money-returned.ts';

/** The admin sends the money back from its bank, then records the transfer's reference here. */
function MarkReturnedDialog({ row, onClose }: { row: MoneyToReturn; onClose: () => void }) {
  const mark = useMarkMoneyReturned();
  // One key per opening: a double click or a retry after a lost answer books the return once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const failure = mark.isError ? readFailure(mark.error) : undefined;

  function confirm() {
    if (reference.trim() === '') {
      setError(CollectorFundsMessages.referenceRequired);
      return;
    }
    mark.mutate(
      { orderId: row.orderId, reference: reference.trim(), idempotencyKey },
      {
        onSuccess: (answer) => {
          toast.success(`Marked as returned: ${formatUsd(answer.amount)} for order ${row.orderNumber}`);
          onClose();
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p>
        Send {formatUsd(row.amount)} back to {row.customerName}
        {row.bankName ? ` (${row.bankName}${row.accountHolderName ? `, ${row.accountHolderName}` : ''})` : ''}, then record the
        reference of your transfer.
      </p>
      <TextField
        label="Reference of the transfer you sent"
        value={reference}
        error={error}
        onChange={(event) => {
          setReference(event.target.value);
          setError(undefined);
          mark.reset();
        }}
      />
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(mark.error, 'Failed to mark the money as returned')}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={mark.isPending}>
          Mark as returned
        </Button>
      </div>
    </div>
  );
}

/**
 * Money collectors sent by bank transfer that no order took (a rejected transfer, a cancelled order,
 * more than was due): held for them in the ledger until an admin sends it back and marks it returned.
 */
export function MoneyToReturnSection() {
  const money = useMoneyToReturn({ enabled: true });
  const [returning, setReturning] = useState<MoneyToReturn | null>(null);

  const columns: TableColumn<MoneyToReturn>[] = [
    { header: 'Order Number', cell: (row) => <span className="tabular-nums">{row.orderNumber}</span> },
    { header: 'Customer', cell: (row) => `${row.customerName} (${row.customerEmail})` },
    { header: 'Why', cell: (row) => COLLECTOR_FUNDS_REASON_NAMES[row.reason] },
    { header: 'Amount', numeric: true, cell: (row) => formatUsd(row.amount) },
    { header: 'Their transfer', hideBelow: 'lg', cell: (row) => row.transactionId ?? '—' },
    {
      header: 'Actions',
      cell: (row) => (
        <Button
          variant="ghost"
          className="min-h-9 px-3"
          aria-label={`Mark the money of order ${row.orderNumber} as returned`}
          onClick={() => setReturning(row)}
        >
          Mark as returned
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="money-to-return-heading" className="flex flex-col gap-3">
      <h3 id="money-to-return-heading" className="text-lg">
        Money to return
      </h3>
      {money.isPending ? <TableSkeleton label="Loading money to return…" /> : null}
      {money.isError ? (
        <ErrorPanel
          message={`Error: ${errorMessage(money.error, 'Failed to fetch money to return')}`}
          onRetry={() => money.refetch()}
        />
      ) : null}
      {money.isSuccess ? (
        <DataTable
          caption="Money to return"
          columns={columns}
          rows={money.data}
          rowKey={(row) => row.orderId}
          empty={CollectorFundsMessages.noneToReturn}
        />
      ) : null}
      <Modal
        open={returning !== null}
        onOpenChange={(open) => {
          if (!open) setReturning(null);
        }}
        title={returning ? `Return money of order ${returning.orderNumber}` : 'Return money'}
      >
        {returning ? <MarkReturnedDialog row={returning} onClose={() => setReturning(null)} /> : null}
      </Modal>
    </section>
  );
}
