// The one chart of the insights, loaded on demand (React.lazy) so Chart.js is fetched only when a
// form's insights open. Only the bar chart parts are registered, keeping the chunk small. The canvas
// is hidden from screen readers: every chart sits beside a table with the same numbers.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** One series of a stacked chart (a MATRIX column across its rows). */
export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

export interface BarChartProps {
  labels: string[];
  values: number[];
  /** Bars across (options, funnel steps) instead of up (days). */
  horizontal?: boolean;
  color?: string;
  height?: number;
  /** Several series stacked in one bar per label, with a legend; `values` is then ignored. */
  stacked?: BarSeries[];
}

export default function BarChart({
  labels,
  values,
  horizontal = false,
  color = '#1677ff',
  height,
  stacked,
}: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const valueAxis = horizontal ? 'x' : 'y';
    const labelAxis = horizontal ? 'y' : 'x';
    const chart = new Chart(canvas.current!, {
      type: 'bar',
      data: {
        labels,
        datasets: stacked
          ? stacked.map((series) => ({
              label: series.label,
              data: series.values,
              backgroundColor: series.color,
            }))
          : [{ data: values, backgroundColor: color, borderRadius: 3 }],
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { enabled: true }, legend: { display: Boolean(stacked), position: 'bottom' } },
        scales: {
          [valueAxis]: { beginAtZero: true, ticks: { precision: 0 }, stacked: Boolean(stacked) },
          [labelAxis]: { stacked: Boolean(stacked) },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, values, horizontal, color, stacked]);
  const size = height ?? (horizontal ? Math.max(120, labels.length * 36 + (stacked ? 80 : 40)) : 240);
  return (
    <div style={{ position: 'relative', height: size }} aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
