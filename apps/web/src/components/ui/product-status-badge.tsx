import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@art-market/domain/rules';
import { type BadgeTone, StatusBadge } from './status-badge.tsx';

/**
 * Pending amber, live green, sold out blue, inactive grey, rejected red
 * (docs/product/studio-and-console.md#tables-and-badges).
 */
const TONES: Record<ProductStatus, BadgeTone> = {
  live: 'live',
  pending: 'pending',
  rejected: 'rejected',
  sold_out: 'sold',
  inactive: 'inactive',
};

export function ProductStatusBadge({
  status,
  liveLabel,
  labels = PRODUCT_STATUS_LABELS,
}: {
  status: ProductStatus;
  liveLabel?: string;
  /** The studio names its statuses in its own words (domain STUDIO_PRODUCT_STATUS_LABELS). */
  labels?: Record<ProductStatus, string>;
}) {
  const label = status === 'live' && liveLabel ? liveLabel : labels[status];
  return <StatusBadge tone={TONES[status]}>{label}</StatusBadge>;
}
