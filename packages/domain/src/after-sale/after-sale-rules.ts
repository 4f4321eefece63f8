// What travels on the wire for cancellations, refunds and returns (ADR 0014).

/** How long a refund takes to reach the collector, as every page and mail says it. */
export const REFUND_TIMING = 'Refunds reach your account within 7-14 business days, depending on your bank.';

/** Why money went back: the collector cancelled, the vendor did, an admin, a return, an artwork gone, the provider's own dashboard. */
export const REFUND_KINDS = ['cancellation', 'vendor_cancellation', 'admin', 'return', 'artwork_gone', 'provider'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
