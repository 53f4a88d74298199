import { lazy, Suspense, useEffect } from 'react';
import type { LineChartProps } from './line-chart';
import './charts.css';

const loadLineChart = () => import('./line-chart');
const LineChartCode = lazy(async () => ({ default: (await loadLineChart()).LineChart }));

/** A screen with a chart starts fetching the chart's code (d3) while it fetches the data the chart draws. */
export function usePreloadedLineChart(): void {
  useEffect(() => {
    loadLineChart().catch(() => undefined);
  }, []);
}

/**
 * The chart's code (d3 scales and shapes) is a third of a results page: it arrives after the value it illustrates,
 * and the chart's space is held meanwhile so nothing below it moves.
 */
export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<div className="line-chart line-chart--placeholder" />}>
      <LineChartCode {...props} />
    </Suspense>
  );
}
