import { formatUsd } from '@art-market/domain/rules';
import { LazyWeeklyChart } from '#web/components/charts/lazy-weekly-chart.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useVendorEarnings } from '../api/get-vendor-earnings.ts';
import { PeriodStatementPanel } from './period-statement.tsx';
import { VendorStatements } from './vendor-statements.tsx';

const EARNINGS_SERIES = [{ key: 'earnings', label: 'Earnings', color: 'var(--color-accent)' }] as const;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-sm border border-line bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-2 font-display text-2xl tabular-nums">{formatUsd(value)}</dd>
    </div>
  );
}

function EarningsFigures({ vendorId }: { vendorId: string }) {
  const earnings = useVendorEarnings(vendorId);
  if (earnings.isPending) return <TableSkeleton label="Loading earnings…" rows={2} />;
  if (earnings.isError) {
    return <ErrorPanel message={errorMessage(earnings.error, 'Failed to fetch earnings')} onRetry={() => earnings.refetch()} />;
  }
  const figures = earnings.data;
  return (
    <div className="flex flex-col gap-4">
      <dl aria-label="Earnings" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Figure label="Total earnings" value={figures.totalEarnings} />
        <Figure label="Awaiting delivery" value={figures.awaitingDelivery} />
        <Figure label="Pending payouts" value={figures.pendingPayouts} />
        <Figure label="Paid" value={figures.paid} />
      </dl>
      {figures.pendingPayouts < 0 ? (
        <p className="text-sm text-muted">
          Refunds after a payout left you owing {formatUsd(-figures.pendingPayouts)}: it is taken off your next payout.
        </p>
      ) : null}
      <LazyWeeklyChart title="Earnings per week" data={figures.weekly} series={EARNINGS_SERIES} formatValue={formatUsd} />
    </div>
  );
}

/** The studio's money: what sales earned, what waits for delivery or payout, what was paid, and each payout's statement. */
export function VendorEarningsPanel({ vendorId }: { vendorId: string }) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="earnings-heading" className="flex flex-col gap-4">
        <h3 id="earnings-heading" className="text-xl">
          Earnings
        </h3>
        <EarningsFigures vendorId={vendorId} />
      </section>
      <section aria-labelledby="period-statement-heading" className="flex flex-col gap-4">
        <h3 id="period-statement-heading" className="text-xl">
          Statement for a period
        </h3>
        <PeriodStatementPanel vendorId={vendorId} />
      </section>
      <section aria-labelledby="statements-heading" className="flex flex-col gap-4">
        <h3 id="statements-heading" className="text-xl">
          Payout statements
        </h3>
        <VendorStatements vendorId={vendorId} />
      </section>
    </div>
  );
}
