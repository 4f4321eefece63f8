import { toDollars } from '@art-market/domain/rules';
import type { RefundView } from '@art-market/domain/schemas';
import type { RefundRow } from './order-life.ts';

/** A refund on the wire: dollars, and the refund's own status (pending until the provider has paid it). */
export function toRefundView(refund: RefundRow): RefundView {
  return {
    id: refund.id,
    kind: refund.kind,
    status: refund.status,
    amount: toDollars(refund.amountCents),
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    completedAt: refund.completedAt?.toISOString() ?? null,
  };
}
