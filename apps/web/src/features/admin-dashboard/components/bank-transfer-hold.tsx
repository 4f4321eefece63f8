import type { PendingBankTransfer } from '@art-market/domain/schemas';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';

/** Said on the row and in the details when the 72-hour hold ran out before anyone reviewed the transfer. */
export const HOLD_LAPSED = 'Hold lapsed — artworks no longer reserved';

/** How long the transfer's artworks stay reserved for it (ADR 0013: 72 hours from submission). */
export function BankTransferHold({ transfer }: { transfer: Pick<PendingBankTransfer, 'overdue' | 'holdExpiresAt'> }) {
  if (transfer.overdue) return <StatusBadge tone="inactive">{HOLD_LAPSED}</StatusBadge>;
  if (!transfer.holdExpiresAt) return <span className="text-muted">—</span>;
  const until = new Date(transfer.holdExpiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return <span className="whitespace-nowrap">Held until {until}</span>;
}
