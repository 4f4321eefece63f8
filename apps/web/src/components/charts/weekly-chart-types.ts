/** One bar per week; `weekStart` is the week's first day as a calendar date (2026-11-16). */
export type WeeklyPoint = { weekStart: string } & Record<string, number | string>;

export interface ChartSeries {
  /** The point's field this series draws. */
  key: string;
  label: string;
  /** A CSS colour; the theme's variables work (var(--color-accent)). */
  color: string;
}

export interface WeeklyChartProps {
  /** Names the chart for screen readers and titles its data table. */
  title: string;
  data: readonly WeeklyPoint[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
}

/** "Nov 16": a week's first day without a time zone shifting it. */
export function formatWeek(weekStart: string): string {
  const date = new Date(`${weekStart.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return weekStart;
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
