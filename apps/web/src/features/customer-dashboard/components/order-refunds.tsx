import { formatUsd, formatUsdWithInr } from '@art-market/domain/rules';
import type { DashboardOrder } from '@art-market/domain/schemas';
import { REFUND_TIMING } from '../after-sale-words.ts';
import { RefundStatusBadge } from './refund-status-badge.tsx';

/** Every refund of an order (cancellation, return, or one our team made), with what has been refunded in all. */
export function OrderRefunds({ order }: { order: DashboardOrder }) {
  if (order.refunds.length === 0) return null;
  return (
    <section aria-label="Refunds" className="flex flex-col gap-2 border border-line bg-white p-4 text-sm">
      <h4 className="font-medium">Refunds</h4>
      <ul className="divide-y divide-line">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="flex flex-wrap items-center gap-x-6 gap-y-1 py-2">
            <span className="font-medium tabular-nums">{formatUsdWithInr(refund.amount, refund.inr)}</span>
            <RefundStatusBadge refund={refund} />
            <span className="text-muted">{refund.reason}</span>
          </li>
        ))}
      </ul>
      <dl className="flex justify-between gap-4 border-t border-line pt-2 font-medium">
        <dt>Total refunded</dt>
        <dd className="tabular-nums">{formatUsd(order.refundedAmount)}</dd>
      </dl>
      <p className="text-muted">{REFUND_TIMING}</p>
    </section>
  );
}
