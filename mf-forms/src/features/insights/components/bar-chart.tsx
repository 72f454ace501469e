// The one chart of the insights, loaded on demand (React.lazy) so Chart.js is fetched only when a
// form's insights open. Only the bar chart parts are registered, keeping the chunk small. The canvas
// is hidden from screen readers: every chart sits beside a table with the same numbers.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartProps {
  labels: string[];
  values: number[];
  /** Bars across (options, funnel steps) instead of up (days). */
  horizontal?: boolean;
  color?: string;
  height?: number;
}

export default function BarChart({ labels, values, horizontal = false, color = '#1677ff', height }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, {
      type: 'bar',
      data: { labels, datasets: [{ data: values, backgroundColor: color, borderRadius: 3 }] },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { enabled: true } },
        scales: {
          [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, values, horizontal, color]);
  const size = height ?? (horizontal ? Math.max(120, labels.length * 36 + 40) : 240);
  return (
    <div style={{ position: 'relative', height: size }} aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
