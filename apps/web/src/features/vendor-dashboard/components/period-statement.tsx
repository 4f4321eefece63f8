import { formatUsd } from '@art-market/domain/rules';
import { useState } from 'react';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatOrderDate } from '#web/lib/dates.ts';
import { type PeriodStatement, usePeriodStatement } from '../api/get-period-statement.ts';

/** This month so far, as the server defaults to it (UTC calendar dates). */
function thisMonth(now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

interface Line {
  key: string;
  date: string;
  label: string;
  amount: number;
}

function linesOf(statement: PeriodStatement): Line[] {
  const lines: Line[] = [
    ...statement.sales.map((sale) => ({
      key: `sale-${sale.orderNumber}-${sale.date}`,
      date: sale.date,
      label: `Sale: ${sale.title} (${sale.orderNumber})`,
      amount: sale.earning,
    })),
    ...statement.refunds.map((refund) => ({
      key: `refund-${refund.orderNumber}-${refund.date}`,
      date: refund.date,
      label: `${refund.kind === 'chargeback' ? 'Chargeback' : 'Refund'}: ${refund.title} (${refund.orderNumber})`,
      amount: -refund.amount,
    })),
    ...statement.payouts.map((payout) => ({
      key: `payout-${payout.transactionId}`,
      date: payout.date,
      label: `Payout ${payout.transactionId}`,
      amount: -payout.amount,
    })),
  ];
  return lines.sort((a, b) => a.date.localeCompare(b.date));
}

function StatementTable({ statement }: { statement: PeriodStatement }) {
  const lines = linesOf(statement);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">
        Statement from {statement.startDate} to {statement.endDate}
      </caption>
      <thead>
        <tr className="border-b border-line text-left">
          <th scope="col" className="py-2 pr-3 font-medium">
            Date
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            What
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-b border-line">
          <td className="py-2 pr-3" />
          <th scope="row" className="py-2 pr-3 text-left font-normal text-muted">
            Owed to you at the start
          </th>
          <td className="py-2 text-right tabular-nums">{formatUsd(statement.openingBalance)}</td>
        </tr>
        {lines.map((line) => (
          <tr key={line.key} className="border-b border-line">
            <td className="whitespace-nowrap py-2 pr-3">{formatOrderDate(line.date)}</td>
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              {line.label}
            </th>
            <td className="py-2 text-right tabular-nums">{formatUsd(line.amount)}</td>
          </tr>
        ))}
        {lines.length === 0 ? (
          <tr className="border-b border-line">
            <td className="py-2 pr-3" />
            <td className="py-2 pr-3 text-muted">No sales, refunds or payouts in this period.</td>
            <td />
          </tr>
        ) : null}
        <tr>
          <td className="py-2 pr-3" />
          <th scope="row" className="py-2 pr-3 text-left font-semibold">
            Balance owed to you
          </th>
          <td className="py-2 text-right font-semibold tabular-nums">{formatUsd(statement.balanceOwed)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The statement of a period, payout or not: what was owed at its start, each sale, refund and payout,
 * and the balance owed at its end (docs/product/studio-and-console.md#studio-calls).
 */
export function PeriodStatementPanel({ vendorId }: { vendorId: string }) {
  const [period, setPeriod] = useState(thisMonth);
  const statement = usePeriodStatement(vendorId, period);
  const setDate = (field: 'startDate' | 'endDate') => (event: React.ChangeEvent<HTMLInputElement>) => {
    if (event.target.value) setPeriod((current) => ({ ...current, [field]: event.target.value }));
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="grid max-w-md grid-cols-2 gap-3">
        <TextField label="From" type="date" value={period.startDate} max={period.endDate} onChange={setDate('startDate')} />
        <TextField label="To" type="date" value={period.endDate} min={period.startDate} onChange={setDate('endDate')} />
      </div>
      {statement.isPending ? <TableSkeleton label="Loading the statement…" rows={2} /> : null}
      {statement.isError ? (
        <ErrorPanel
          message={errorMessage(statement.error, 'Failed to fetch the statement')}
          onRetry={() => statement.refetch()}
        />
      ) : null}
      {statement.data ? <StatementTable statement={statement.data} /> : null}
    </div>
  );
}
