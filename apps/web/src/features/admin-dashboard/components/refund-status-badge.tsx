import type { RefundStatus } from '@art-market/domain/rules';
import { type BadgeTone, StatusBadge } from '#web/components/ui/status-badge.tsx';

const REFUND_STATUS: Record<RefundStatus, { name: string; tone: BadgeTone }> = {
  pending: { name: 'Pending', tone: 'pending' },
  succeeded: { name: 'Refunded', tone: 'live' },
  failed: { name: 'Failed', tone: 'inactive' },
  // Every bank-transfer refund: the admin sends it and records the reference.
  manual: { name: 'To send by bank transfer', tone: 'pending' },
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { name, tone } = REFUND_STATUS[status];
  return <StatusBadge tone={tone}>{name}</StatusBadge>;
}

/** Who or what gave the money back (the API's refund kinds). */
const REFUND_KIND_NAMES: Record<string, string> = {
  admin: 'Refund by an admin',
  cancellation: 'Cancelled by the collector',
  vendor_cancellation: 'Cancelled by the artist',
  return: 'Return',
  artwork_gone: 'Artwork sold to another collector',
  provider: 'Refund at the provider',
};

export function refundKindName(kind: string): string {
  return REFUND_KIND_NAMES[kind] ?? kind;
}

const PROVIDER_NAMES: Record<string, string> = { paypal: 'PayPal', payu: 'PayU', bank_transfer: 'Bank transfer' };

export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}
