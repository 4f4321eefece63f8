import type { EarningsQuery } from './earnings.ts';
import { defaultEarningsRange } from './payouts-rules.ts';

/** The range a query asks for, as instants: from the start date's midnight to the day after the end date (UTC). */
export function earningsRange(query: Pick<EarningsQuery, 'startDate' | 'endDate'>, now: Date): { from: Date; to: Date } {
  const defaults = defaultEarningsRange(now);
  const from = new Date(`${query.startDate ?? defaults.startDate}T00:00:00Z`);
  const to = new Date(`${query.endDate ?? defaults.endDate}T00:00:00Z`);
  to.setUTCDate(to.getUTCDate() + 1);
  return { from, to };
}

export const PAYOUT_STATEMENT_CSV_HEADER = ['Order', 'Artwork', 'Total', 'Commission', 'Earning', 'Transaction'] as const;

/**
 * A vendor statement's period as calendar dates and instants (UTC): the dates asked for, by default
 * from the first of the current month to today; `to` is exclusive (the day after the end date).
 */
export function statementPeriod(
  query: { startDate?: string; endDate?: string },
  now: Date,
): { startDate: string; endDate: string; from: Date; to: Date } {
  const today = now.toISOString().slice(0, 10);
  const startDate = query.startDate ?? `${today.slice(0, 8)}01`;
  const endDate = query.endDate ?? today;
  const { from, to } = earningsRange({ startDate, endDate }, now);
  return { startDate, endDate, from, to };
}
