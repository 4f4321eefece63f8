import { formatUsd, RETURN_STATUSES, type ReturnStatus } from '@art-market/domain/rules';
import type { AdminReturnView } from '@art-market/domain/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAdminReturns } from '../api/get-admin-returns.ts';
import { useUpdateReturn } from '../api/update-return.ts';
import { type ReturnAction, ReturnCard } from './return-card.tsx';
import { ReturnDecisionDialog, type ReturnDecisionKind } from './return-decision-dialog.tsx';
import { RETURN_STATUS_NAMES } from './return-status-badge.tsx';
import { useUrlFilters } from './use-url-filters.ts';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  ...RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_NAMES[status] })),
];
const FILTER_KEYS = ['status'] as const;

const isReturnStatus = (value: string): value is ReturnStatus => (RETURN_STATUSES as readonly string[]).includes(value);

function ReturnsList({ status }: { status: ReturnStatus | undefined }) {
  const returns = useAdminReturns(status);
  const receive = useUpdateReturn();
  const [deciding, setDeciding] = useState<{ item: AdminReturnView; kind: ReturnDecisionKind } | null>(null);
  const [receiving, setReceiving] = useState<AdminReturnView | null>(null);

  function act(item: AdminReturnView, action: ReturnAction) {
    if (action === 'receive') setReceiving(item);
    else setDeciding({ item, kind: action === 'approve' ? 'approved' : 'rejected' });
  }

  function confirmReceived() {
    if (!receiving) return;
    const { id, orderNumber } = receiving;
    receive.mutate(
      { returnId: id, status: 'received' },
      {
        onSuccess: (answer) =>
          toast.success(
            answer.refund
              ? `Return of order ${orderNumber} received: refund of ${formatUsd(answer.refund.amount)} issued`
              : `Return of order ${orderNumber} received: nothing was left to refund`,
          ),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the return')),
        onSettled: () => setReceiving(null),
      },
    );
  }

  if (returns.isPending) return <TableSkeleton label="Loading returns…" rows={3} />;
  if (returns.isError) {
    return <ErrorPanel message={errorMessage(returns.error, 'Failed to fetch returns')} onRetry={() => returns.refetch()} />;
  }
  if (returns.data.length === 0) {
    return (
      <EmptyState title={status ? `No ${RETURN_STATUS_NAMES[status].toLowerCase()} returns` : 'No returns yet'}>
        <p className="text-muted">A collector's request to return a delivered artwork appears here for you to review.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul aria-label="Returns" className="flex flex-col gap-4">
        {returns.data.map((item) => (
          <ReturnCard key={item.id} item={item} onAction={(action) => act(item, action)} />
        ))}
      </ul>
      <ReturnDecisionDialog decision={deciding} onClose={() => setDeciding(null)} />
      <ConfirmDialog
        open={receiving !== null}
        onOpenChange={(open) => {
          if (!open) setReceiving(null);
        }}
        title="Mark return received"
        message={
          receiving
            ? receiving.refundAmount > 0
              ? `Has the artwork of order ${receiving.orderNumber} arrived back? The refund of ${formatUsd(receiving.refundAmount)} is issued now. The artwork stays off sale until it has been inspected; the artist is asked to look at it.`
              : `Has the artwork of order ${receiving.orderNumber} arrived back? Nothing is left to refund. The artwork stays off sale until it has been inspected; the artist is asked to look at it.`
            : ''
        }
        confirmLabel="Mark received"
        pending={receive.isPending}
        onConfirm={confirmReceived}
      />
    </>
  );
}

/** The collectors' returns: review a request, then receive the artwork, which refunds it (ADR 0014). */
export function ReturnsTab() {
  const filters = useUrlFilters('return', FILTER_KEYS);
  const status = isReturnStatus(filters.values.status) ? filters.values.status : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-xs">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => filters.setFilter('status', event.target.value)}
        />
      </div>
      <ReturnsList status={status} />
    </div>
  );
}
