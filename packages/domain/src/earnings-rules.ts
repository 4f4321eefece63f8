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
