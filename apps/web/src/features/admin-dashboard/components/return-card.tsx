import {
  formatUsd,
  RESTOCKING_FEE_RATE,
  RETURN_REASON_NAMES,
  returnRefundCappedNote,
  toPercentage,
} from '@art-market/domain/rules';
import type { AdminReturnView } from '@art-market/domain/schemas';
import { Check, PackageCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { ReturnedArtworkChoice } from '#web/components/returns/returned-artwork-choice.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useInspectReturnedArtwork } from '../api/inspect-returned-artwork.ts';
import { RefundStatusBadge } from './refund-status-badge.tsx';
import { ReturnPhotos } from './return-photos.tsx';
import { ReturnStatusBadge } from './return-status-badge.tsx';

export type ReturnAction = 'approve' | 'reject' | 'receive';

const RESTOCKING_FEE_PERCENT = toPercentage(RESTOCKING_FEE_RATE);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The refund the return gives: fixed when it was asked for; once received, the refund itself and its status. */
function ReturnRefund({ item }: { item: AdminReturnView }) {
  if (item.refund) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="tabular-nums">{formatUsd(item.refund.amount)}</span>
        <RefundStatusBadge status={item.refund.status} />
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{formatUsd(item.refundAmount)}</span>
      {item.fullRefund ? (
        <StatusBadge tone="info">Full refund</StatusBadge>
      ) : (
        <span className="text-muted">after the {RESTOCKING_FEE_PERCENT}% restocking fee, shipping not refunded</span>
      )}
      {item.refundCappedFrom !== null ? (
        <span className="basis-full text-sm">{returnRefundCappedNote(item.refundAmount, item.refundCappedFrom)}</span>
      ) : null}
    </span>
  );
}

function Actions({ item, onAction }: { item: AdminReturnView; onAction: (action: ReturnAction) => void }) {
  if (item.status === 'requested') {
    return (
      <>
        <Button onClick={() => onAction('approve')}>
          <Check aria-hidden="true" className="size-4" />
          Approve
        </Button>
        <Button variant="secondary" onClick={() => onAction('reject')}>
          <X aria-hidden="true" className="size-4" />
          Reject
        </Button>
      </>
    );
  }
  if (item.status === 'approved') {
    return (
      <>
        <Button onClick={() => onAction('receive')}>
          <PackageCheck aria-hidden="true" className="size-4" />
          Mark received
        </Button>
        <Button variant="secondary" onClick={() => onAction('reject')}>
          <X aria-hidden="true" className="size-4" />
          Reject
        </Button>
      </>
    );
  }
  return null;
}

/** Once back, each artwork stays off sale until the artist or an admin chooses what becomes of it (logged). */
function ReturnedArtworks({ item }: { item: AdminReturnView }) {
  const inspect = useInspectReturnedArtwork();
  if (item.status !== 'received' || item.items.every((returned) => returned.inspection === null)) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4 text-sm">
      <h4 className="font-medium">After inspection</h4>
      {item.items.map((returned) => (
        <ReturnedArtworkChoice
          key={returned.id}
          title={returned.title}
          reason={item.reason}
          inspection={returned.inspection}
          pending={inspect.isPending}
          onDecide={(decision) => inspect.mutate({ returnId: item.id, itemId: returned.id, decision })}
        />
      ))}
      {inspect.isError ? <Alert>{errorMessage(inspect.error, 'Failed to save the decision')}</Alert> : null}
    </div>
  );
}

/** One collector's return: what comes back, why, the photos, the refund it gives, and the next step. */
export function ReturnCard({ item, onAction }: { item: AdminReturnView; onAction: (action: ReturnAction) => void }) {
  return (
    <li
      aria-label={`Return of order ${item.orderNumber}`}
      className="flex flex-col gap-4 rounded-sm border border-line bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg">
          Order <span className="tabular-nums">{item.orderNumber}</span>
        </h3>
        <div className="flex items-center gap-3 text-sm text-muted">
          <span>Requested {new Date(item.createdAt).toLocaleDateString()}</span>
          <ReturnStatusBadge status={item.status} />
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <Fact label="Customer">
          {item.customerName} <span className="text-muted">({item.customerEmail})</span>
        </Fact>
        <Fact label="Items">{item.items.map((returned) => returned.title).join(', ')}</Fact>
        <Fact label="Reason">{RETURN_REASON_NAMES[item.reason]}</Fact>
        {item.description ? <Fact label="Description">{item.description}</Fact> : null}
        <Fact label="Refund">
          <ReturnRefund item={item} />
        </Fact>
        {item.receivedAt ? <Fact label="Received">{new Date(item.receivedAt).toLocaleString()}</Fact> : null}
        {item.adminNotes ? <Fact label="Notes">{item.adminNotes}</Fact> : null}
      </dl>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">Photos</h4>
        <ReturnPhotos urls={item.photoUrls} orderNumber={item.orderNumber} />
      </div>
      <ReturnedArtworks item={item} />
      {item.status === 'requested' || item.status === 'approved' ? (
        <div className="flex flex-wrap gap-3 border-t border-line pt-4">
          <Actions item={item} onAction={onAction} />
        </div>
      ) : null}
    </li>
  );
}
