import { lazy, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { isPrinting, needBeforePrint, onPrint } from '../../ui/print-page';
import { useNearViewport } from '../../ui/use-near-viewport';
import type { LineChartProps } from './line-chart';
import './charts.css';

type LineChartModule = typeof import('./line-chart');

/** The chart's module once fetched: from then on a chart is drawn in the same render, as printing needs. */
let loaded: LineChartModule | null = null;
const loadLineChart = async (): Promise<LineChartModule> => {
  loaded = await import('./line-chart');
  return loaded;
};
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
 * illustrates, and the chart's space is held meanwhile so nothing below it moves. Paper has no viewport: printing
 * fetches the code first (src/ui/print-page.ts) and every chart is drawn before the print snapshot.
 */
export function LazyLineChart(props: LineChartProps) {
  const [near, placeholder] = useNearViewport<HTMLDivElement>();
  const [printing, setPrinting] = useState(isPrinting);
  useEffect(() => needBeforePrint(loadLineChart), []);
  useEffect(
    () =>
      onPrint(() => {
        // Drawn now when the code is here; otherwise (print media without the print button) as soon as it arrives.
        if (loaded) flushSync(() => setPrinting(true));
        else
          void loadLineChart().then(
            () => setPrinting(true),
            () => undefined,
          );
      }),
    [],
  );
  if (!near && !printing) return <div ref={placeholder} className="line-chart line-chart--placeholder" />;
  if (loaded) return <loaded.LineChart {...props} />;
  return (
    <Suspense fallback={<div className="line-chart line-chart--placeholder" />}>
      <LineChartCode {...props} />
    </Suspense>
  );
}
