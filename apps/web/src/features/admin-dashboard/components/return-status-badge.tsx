import type { ReturnStatus } from '@art-market/domain/rules';
import { type BadgeTone, StatusBadge } from '#web/components/ui/status-badge.tsx';

export const RETURN_STATUS_NAMES: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
};

const TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'pending',
  approved: 'sold',
  rejected: 'inactive',
  received: 'live',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <StatusBadge tone={TONES[status]}>{RETURN_STATUS_NAMES[status]}</StatusBadge>;
}
