import { formatUsd, RETURN_REASON_NAMES, type ReturnStatus, returnRefundCappedNote } from '@art-market/domain/rules';
import type { ReturnView } from '@art-market/domain/schemas';
import { ReturnAddress } from '#web/components/returns/return-address.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { type BadgeTone, StatusBadge } from '#web/components/ui/status-badge.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatOrderDate } from '#web/lib/dates.ts';
import { AfterSaleWords, RESTOCKING_FEE_NOTE, RETURN_NEXT_STEP, RETURN_STATUS_WORDS } from '../after-sale-words.ts';
import { useCustomerReturns } from '../api/get-customer-returns.ts';
import { RefundStatusBadge } from './refund-status-badge.tsx';
import { ReturnProgress } from './return-progress.tsx';

const TONES: Record<ReturnStatus, BadgeTone> = { requested: 'pending', approved: 'sold', received: 'live', rejected: 'inactive' };

/** The collector's returns, newest first, each with where it stands and its refund. */
export function ReturnsList() {
  const returns = useCustomerReturns();
  if (returns.isPending) return <TableSkeleton label="Loading your returns…" rows={2} />;
  if (returns.isError) {
    return (
      <ErrorPanel message={errorMessage(returns.error, AfterSaleWords.fetchReturns)} onRetry={() => void returns.refetch()} />
    );
  }
  if (returns.data.length === 0) {
    return (
      <EmptyState title={AfterSaleWords.noReturns}>
        <p className="text-muted">{AfterSaleWords.noReturnsHint}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-line border-y border-line">
      {returns.data.map((view) => (
        <ReturnItem key={view.id} view={view} />
      ))}
    </ul>
  );
}

function ReturnItem({ view }: { view: ReturnView }) {
  return (
    <li aria-label={`Return for order ${view.orderNumber}`} className="flex flex-col gap-3 py-5 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <span className="font-medium">#{view.orderNumber}</span>
        <span className="text-muted">Requested {formatOrderDate(view.createdAt)}</span>
        <StatusBadge tone={TONES[view.status]}>{RETURN_STATUS_WORDS[view.status]}</StatusBadge>
      </div>
      <p>
        {view.items.map((item) => item.title).join(', ')}
        <span className="text-muted"> · {RETURN_REASON_NAMES[view.reason]}</span>
      </p>
      {view.status === 'rejected' ? null : <ReturnProgress view={view} />}
      <p>{RETURN_NEXT_STEP[view.status]}</p>
      {view.status === 'approved' ? <ReturnAddress view={view} /> : null}
      {view.adminNotes || view.status === 'rejected' ? (
        <p>
          <span className="font-medium">Our team's note: </span>
          {view.adminNotes || 'No reason was given. Write to us if you have questions.'}
        </p>
      ) : null}
      {view.status === 'rejected' ? null : (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>
            Refund: <span className="font-medium tabular-nums">{formatUsd(view.refundAmount)}</span>{' '}
            <span className="text-muted">{view.fullRefund ? '(in full)' : RESTOCKING_FEE_NOTE}</span>
          </span>
          {view.refund ? <RefundStatusBadge refund={view.refund} /> : null}
        </p>
      )}
      {view.status !== 'rejected' && view.refundCappedFrom !== null ? (
        <p className="text-sm">{returnRefundCappedNote(view.refundAmount, view.refundCappedFrom)}</p>
      ) : null}
    </li>
  );
}
