import type { RefundStatus } from '@art-market/domain/rules';
import type { RefundView } from '@art-market/domain/schemas';
import { type BadgeTone, StatusBadge } from '#web/components/ui/status-badge.tsx';
import { formatOrderDate } from '#web/lib/dates.ts';
import { REFUND_STATUS_WORDS } from '../after-sale-words.ts';

const TONES: Record<RefundStatus, BadgeTone> = { pending: 'pending', manual: 'pending', succeeded: 'live', failed: 'inactive' };

/** A refund's status in words: "Refunded on <date>" once paid, else where it stands. */
export function refundStatusText(refund: RefundView): string {
  if (refund.status === 'succeeded') return `Refunded on ${formatOrderDate(refund.completedAt ?? refund.createdAt)}`;
  return REFUND_STATUS_WORDS[refund.status];
}

export function RefundStatusBadge({ refund }: { refund: RefundView }) {
  return <StatusBadge tone={TONES[refund.status]}>{refundStatusText(refund)}</StatusBadge>;
}
