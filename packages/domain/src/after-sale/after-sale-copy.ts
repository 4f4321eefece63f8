import { REFUND_TIMING, type RefundKind } from './after-sale-rules.ts';

export const REFUND_KIND_NAMES: Record<RefundKind, string> = {
  cancellation: 'Cancelled by the collector',
  vendor_cancellation: 'Cancelled by the artist',
  admin: 'Refund by Art Market',
  return: 'Return',
  artwork_gone: 'Artwork no longer available',
  provider: 'Refunded at the payment provider',
};

export const CancelMessages = {
  cancelled: `Your order is cancelled. ${REFUND_TIMING}`,
} as const;
