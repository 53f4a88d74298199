import { lazy, Suspense, useEffect } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport';
import type { LineChartProps } from './line-chart';
import './charts.css';

const loadLineChart = () => import('./line-chart');
const LineChartCode = lazy(async () => ({ default: (await loadLineChart()).LineChart }));

/** A screen that is its chart starts fetching the chart's code (d3) while it fetches the data the chart draws. */
export function usePreloadedLineChart(): void {
  useEffect(() => {
    loadLineChart().catch(() => undefined);
  }, []);
}

/**
 * The chart's code (d3 scales and shapes) is a third of a results page: it is fetched when the chart comes near the
 * viewport (at once when it is in the first screenful, or when its screen preloads it), after the value it
 * illustrates, and the chart's space is held meanwhile so nothing below it moves.
 */
export function LazyLineChart(props: LineChartProps) {
  const [near, placeholder] = useNearViewport<HTMLDivElement>();
  if (!near) return <div ref={placeholder} className="line-chart line-chart--placeholder" />;
  return (
    <Suspense fallback={<div className="line-chart line-chart--placeholder" />}>
      <LineChartCode {...props} />
    </Suspense>
  );
}
