import { statementPeriod, toDollars } from '@art-market/domain/rules';
import type { PeriodStatement, PeriodStatementQuery } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { findOrderMovements, findPayoutMovements, sumOwedBefore } from './period-statement.repository.ts';

const sumOf = (lines: readonly { cents: number }[]) => lines.reduce((all, line) => all + line.cents, 0);

/**
 * The vendor's statement for a period, read from the ledger alone, so it exists before any payout:
 * what was owed at the start, the period's sales, refunds and payouts, and what is owed at the end.
 */
export async function getPeriodStatement(
  ctx: AppContext,
  vendorId: string,
  query: PeriodStatementQuery,
): Promise<PeriodStatement> {
  const period = statementPeriod(query, ctx.now());
  const [opening, movements, paid] = await Promise.all([
    sumOwedBefore(ctx.db, vendorId, period.from),
    findOrderMovements(ctx.db, vendorId, period.from, period.to),
    findPayoutMovements(ctx.db, vendorId, period.from, period.to),
  ]);
  const sales = movements.filter((line) => line.cents > 0);
  const refunds = movements.filter((line) => line.cents < 0).map((line) => ({ ...line, cents: -line.cents }));
  const closing = opening + sumOf(sales) - sumOf(refunds) - sumOf(paid);
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    openingBalance: toDollars(opening),
    sales: sales.map((line) => ({
      date: line.occurredAt.toISOString(),
      orderNumber: line.vendorOrderNumber,
      title: line.title,
      earning: toDollars(line.cents),
    })),
    refunds: refunds.map((line) => ({
      date: line.occurredAt.toISOString(),
      orderNumber: line.vendorOrderNumber,
      title: line.title,
      kind: line.kind === 'charged_back' ? ('chargeback' as const) : ('refund' as const),
      amount: toDollars(line.cents),
    })),
    payouts: paid.map((line) => ({
      date: line.occurredAt.toISOString(),
      transactionId: line.transactionId,
      amount: toDollars(line.cents),
    })),
    totals: { sales: toDollars(sumOf(sales)), refunds: toDollars(sumOf(refunds)), payouts: toDollars(sumOf(paid)) },
    balanceOwed: toDollars(closing),
  };
}
