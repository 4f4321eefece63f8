import { lazy, Suspense } from 'react';
import { formatWeek, type WeeklyChartProps } from './weekly-chart-types.ts';

const WeeklyChart = lazy(() => import('./weekly-chart.tsx'));

/** The figures behind the chart, for screen readers (the drawing itself is hidden from them). */
function WeeklyTable({ title, data, series, formatValue }: WeeklyChartProps) {
  return (
    <table className="sr-only">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          {series.map((line) => (
            <th key={line.key} scope="col">
              {line.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((point) => (
          <tr key={point.weekStart}>
            <th scope="row">{formatWeek(point.weekStart)}</th>
            {series.map((line) => (
              <td key={line.key}>{formatValue(Number(point[line.key] ?? 0))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A simple chart where people look rather than read; recharts arrives in its own chunk. */
export function LazyWeeklyChart(props: WeeklyChartProps) {
  return (
    <figure className="flex flex-col gap-3 rounded-sm border border-line bg-white p-4">
      <figcaption className="text-sm font-medium text-muted">{props.title}</figcaption>
      {props.data.length === 0 ? (
        <p className="text-sm text-muted">No weeks to show yet.</p>
      ) : (
        <>
          <Suspense
            fallback={<div aria-hidden="true" className="h-60 animate-pulse rounded-sm bg-ink/5 motion-reduce:animate-none" />}
          >
            <WeeklyChart {...props} />
          </Suspense>
          <WeeklyTable {...props} />
        </>
      )}
    </figure>
  );
}
