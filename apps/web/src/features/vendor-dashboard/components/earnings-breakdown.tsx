import { formatUsd } from '@art-market/domain/rules';
import type { VendorOrder } from '@art-market/domain/schemas';
import { formatOrderDate } from '#web/lib/dates.ts';

const deductionLabel = (deduction: VendorOrder['earningDeductions'][number]) =>
  `${deduction.kind === 'chargeback' ? 'Chargeback' : 'Refund'} on ${formatOrderDate(deduction.date)}`;

/**
 * The Earnings cell of an order row: the earning as sold, then each refund's deduction on its own line
 * and what the order pays after them (the admin's figure); just the earning when nothing was taken.
 */
export function EarningsCell({ order }: { order: VendorOrder }) {
  if (order.earningDeductions.length === 0) return <>{formatUsd(order.earnings)}</>;
  return (
    <dl className="grid grid-cols-[auto_auto] justify-end gap-x-2 whitespace-nowrap text-sm">
      <dt className="text-muted">Gross</dt>
      <dd>{formatUsd(order.earnings)}</dd>
      {order.earningDeductions.map((deduction) => (
        <div key={`${deduction.date}-${deduction.amount}`} className="contents">
          <dt className="text-muted">{deductionLabel(deduction)}</dt>
          <dd>-{formatUsd(deduction.amount)}</dd>
        </div>
      ))}
      <dt className="font-semibold">Net</dt>
      <dd className="font-semibold">{formatUsd(order.netEarnings)}</dd>
    </dl>
  );
}

/** The same lines under the order view's "Your earnings". */
export function EarningsDeductions({ order }: { order: VendorOrder }) {
  if (order.earningDeductions.length === 0) return null;
  return (
    <>
      {order.earningDeductions.map((deduction) => (
        <div key={`${deduction.date}-${deduction.amount}`} className="contents">
          <dt className="text-muted">{deductionLabel(deduction)}</dt>
          <dd className="text-right tabular-nums text-muted">-{formatUsd(deduction.amount)}</dd>
        </div>
      ))}
      <dt className="font-semibold">Owed to you after refunds</dt>
      <dd className="text-right font-semibold tabular-nums">{formatUsd(order.netEarnings)}</dd>
    </>
  );
}
