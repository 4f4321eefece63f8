import type { ProductStatus } from '@art-market/domain';
import { type BadgeTone, StatusBadge } from './status-badge.tsx';

/** DESIGN.md colours: pending amber, live green, sold out blue, inactive grey. */
const BADGES: Record<ProductStatus, { tone: BadgeTone; label: string }> = {
  live: { tone: 'live', label: 'Live' },
  pending: { tone: 'pending', label: 'Pending' },
  sold_out: { tone: 'sold', label: 'Sold Out' },
  inactive: { tone: 'inactive', label: 'Inactive' },
};

export function ProductStatusBadge({ status, liveLabel }: { status: ProductStatus; liveLabel?: string }) {
  const badge = BADGES[status];
  return <StatusBadge tone={badge.tone}>{status === 'live' && liveLabel ? liveLabel : badge.label}</StatusBadge>;
}
