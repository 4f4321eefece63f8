import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWeek, type WeeklyChartProps } from './weekly-chart-types.ts';

const CHART_HEIGHT = 240;

/**
 * Weekly bars (recharts). Loaded only through LazyWeeklyChart, so recharts stays out of the storefront's
 * first load. The initial size lets it draw where nothing can be measured (jsdom) before ResizeObserver reports.
 */
export default function WeeklyChart({ title, data, series, formatValue }: WeeklyChartProps) {
  return (
    <div aria-hidden="true" style={{ height: CHART_HEIGHT }}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 640, height: CHART_HEIGHT }}>
        {/* Hidden from assistive technology (the figures are in the table beside it), so nothing in it takes focus either. */}
        <BarChart data={[...data]} title={title} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-line)" />
          <XAxis dataKey="weekStart" tickFormatter={formatWeek} tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={(value: number) => formatValue(value)} tick={{ fontSize: 12 }} width={88} />
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            labelFormatter={(label) => `Week of ${formatWeek(String(label))}`}
          />
          <Legend />
          {series.map((line) => (
            <Bar key={line.key} dataKey={line.key} name={line.label} fill={line.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
