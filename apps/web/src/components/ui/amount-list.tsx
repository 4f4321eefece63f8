import { formatUsd } from '@art-market/domain/rules';

/** A money breakdown: one row per part, then the total in bold (confirmation page, dashboard orders). */
export function AmountList({
  rows,
  total,
  className = '',
}: {
  rows: readonly (readonly [label: string, amount: number])[];
  total: number;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-y-1 ${className}`}>
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{formatUsd(amount)}</dd>
        </div>
      ))}
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold tabular-nums">{formatUsd(total)}</dd>
    </dl>
  );
}
