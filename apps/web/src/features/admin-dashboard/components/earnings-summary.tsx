import { formatUsd } from '@art-market/domain/rules';
import type { EarningsAnswer } from '@art-market/domain/schemas';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-sm border border-line bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-2 font-display text-2xl tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The selected range's sums over the ledger, and what every vendor is owed now (not limited to the
 * range). Dispute losses are what chargebacks took beyond what was left to refund: the platform's loss.
 */
export function EarningsSummary({ answer }: { answer: EarningsAnswer }) {
  return (
    <dl className="grid grid-cols-2 gap-3 xl:grid-cols-5">
      <Figure label="Total order value" value={formatUsd(answer.summary.totalOrderValue)} />
      <Figure label="Total commission" value={formatUsd(answer.summary.totalCommission)} />
      <Figure label="Order count" value={String(answer.summary.orderCount)} />
      <Figure label="Pending payouts" value={formatUsd(answer.pendingPayouts)} />
      <Figure label="Dispute losses" value={formatUsd(answer.summary.disputeLosses)} />
    </dl>
  );
}
