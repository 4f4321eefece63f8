import { PayoutMessages } from '@art-market/domain/copy';
import { formatUsd } from '@art-market/domain/rules';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LazyWeeklyChart } from '#web/components/charts/lazy-weekly-chart.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { type EarningsFilters, useEarnings } from '../api/get-earnings.ts';
import { EarningsSummary } from './earnings-summary.tsx';
import { EarningsTable } from './earnings-table.tsx';

const CHART_SERIES = [
  { key: 'orderValue', label: 'Order value', color: 'var(--color-ink)' },
  { key: 'commission', label: 'Commission', color: 'var(--color-accent)' },
] as const;

function Pager({
  page,
  pageCount,
  busy,
  onPage,
}: {
  page: number;
  pageCount: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Earnings pages" className="flex items-center justify-end gap-3 text-sm">
      <span className="text-muted" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <Button variant="secondary" disabled={page >= pageCount || busy} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

/** One sub-tab's figures: summary, weekly chart, the page of vendor orders and the pager. */
export function EarningsResults({ filters, onPage }: { filters: EarningsFilters; onPage: (page: number) => void }) {
  const earnings = useEarnings(filters);
  if (earnings.isPending) return <TableSkeleton label="Loading earnings…" />;
  if (earnings.isError) {
    return (
      <ErrorPanel message={errorMessage(earnings.error, PayoutMessages.fetchEarningsFailed)} onRetry={() => earnings.refetch()} />
    );
  }
  const answer = earnings.data;
  const pageCount = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  return (
    <div className="flex flex-col gap-6">
      <EarningsSummary answer={answer} />
      <LazyWeeklyChart
        title="Order value and commission per week"
        data={answer.weekly}
        series={CHART_SERIES}
        formatValue={formatUsd}
      />
      <EarningsTable orders={answer.orders} usdInrRate={answer.usdInrRate} />
      {answer.total > answer.pageSize ? (
        <Pager page={answer.page} pageCount={pageCount} busy={earnings.isPlaceholderData} onPage={onPage} />
      ) : null}
    </div>
  );
}
