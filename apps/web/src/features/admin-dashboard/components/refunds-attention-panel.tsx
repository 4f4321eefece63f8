import { formatUsd } from '@art-market/domain/rules';
import { RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { type RefundNeedingAttention, useRefundsNeedingAttention } from '../api/get-refunds-needing-attention.ts';
import { useRetryRefund } from '../api/retry-refund.ts';
import { MarkRefundSentDialog } from './mark-refund-sent-dialog.tsx';
import { providerName, RefundStatusBadge } from './refund-status-badge.tsx';

function failureOf(refund: RefundNeedingAttention): string {
  if (refund.failure) return `${refund.failure} (${refund.attempts} ${refund.attempts === 1 ? 'attempt' : 'attempts'})`;
  return '—';
}

/** Refunds a person has to finish: refused by the provider (Retry) or bank transfers to send (Mark sent). */
export function RefundsAttentionPanel() {
  const refunds = useRefundsNeedingAttention();
  const retry = useRetryRefund();
  const [sending, setSending] = useState<RefundNeedingAttention | null>(null);
  // Sending money again cannot be taken back: Retry asks first, naming the amount and where it goes.
  const [retrying, setRetrying] = useState<RefundNeedingAttention | null>(null);

  function retryRefund(refund: RefundNeedingAttention) {
    retry.mutate(refund.id, {
      onSettled: () => setRetrying(null),
      onSuccess: (answer) => {
        if (answer.status === 'succeeded') toast.success(`The refund for order ${refund.orderNumber} went through`);
        else if (answer.status === 'failed') toast.error(`The refund for order ${refund.orderNumber} was refused again`);
        else toast(`The refund for order ${refund.orderNumber} was sent again: waiting for ${providerName(refund.provider)}`);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to retry the refund')),
    });
  }

  const columns: TableColumn<RefundNeedingAttention>[] = [
    { header: 'Order', cell: (refund) => <span className="tabular-nums">{refund.orderNumber}</span> },
    { header: 'Customer', hideBelow: 'lg', cell: (refund) => refund.customerEmail },
    { header: 'Provider', cell: (refund) => providerName(refund.provider) },
    { header: 'Amount', numeric: true, cell: (refund) => formatUsd(refund.amount) },
    { header: 'Status', cell: (refund) => <RefundStatusBadge status={refund.status} /> },
    { header: 'Failure', cell: failureOf, title: failureOf },
    {
      header: 'Actions',
      cell: (refund) =>
        refund.status === 'failed' ? (
          <Button
            variant="ghost"
            className="min-h-9 px-3"
            aria-label={`Retry the refund for order ${refund.orderNumber}`}
            disabled={retry.isPending && retry.variables === refund.id}
            onClick={() => setRetrying(refund)}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        ) : refund.status === 'manual' ? (
          <Button
            variant="ghost"
            className="min-h-9 px-3"
            aria-label={`Mark sent the refund for order ${refund.orderNumber}`}
            onClick={() => setSending(refund)}
          >
            <Send aria-hidden="true" className="size-4" />
            Mark sent
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="refunds-attention-heading" className="flex flex-col gap-3">
      <h3 id="refunds-attention-heading" className="text-xl">
        Refunds needing attention
      </h3>
      {refunds.isPending ? (
        <TableSkeleton label="Loading refunds…" rows={2} />
      ) : refunds.isError ? (
        <ErrorPanel message={errorMessage(refunds.error, 'Failed to fetch refunds')} onRetry={() => refunds.refetch()} />
      ) : (
        <DataTable
          caption="Refunds needing attention"
          columns={columns}
          rows={refunds.data}
          rowKey={(refund) => refund.id}
          empty="No refunds need attention: every refund has gone through."
        />
      )}
      <MarkRefundSentDialog refund={sending} onClose={() => setSending(null)} />
      <ConfirmDialog
        open={retrying !== null}
        onOpenChange={(open) => {
          if (!open) setRetrying(null);
        }}
        title={`Retry the refund for order ${retrying?.orderNumber ?? ''}?`}
        message={
          retrying
            ? `${formatUsd(retrying.amount)} will be sent to ${retrying.customerEmail} through ${providerName(retrying.provider)} again. A refund that goes through cannot be taken back.`
            : ''
        }
        confirmLabel="Retry refund"
        dismissLabel="Not now"
        pending={retry.isPending}
        onConfirm={() => retrying && retryRefund(retrying)}
      />
    </section>
  );
}
