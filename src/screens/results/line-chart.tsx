import { scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { StatusShapeName } from './status-presentation';
import { StatusShape } from './status-shape';
import './charts.css';

export interface ChartPoint {
  x: number;
  y: number;
  shape: StatusShapeName;
  tone: string;
  /** Spoken/hover text of the point, e.g. "5 March 2025: 4.6 mmol/L, Normal". */
  label: string;
  /** A point from a different source, drawn hollow. */
  hollow?: boolean;
}

export interface ChartBand {
  from: number;
  to: number;
  tone: string;
  label: string;
}

export interface ChartMarker {
  x: number;
  label: string;
}

export interface LineChartProps {
  /** The chart's accessible name; the data table beside it carries the numbers. */
  title: string;
  points: readonly ChartPoint[];
  yDomain: readonly [number, number];
  xDomain?: readonly [number, number];
  bands?: readonly ChartBand[];
  /** An uncertainty band under the line (forecasts). */
  spread?: readonly { x: number; lower: number; upper: number }[];
  markers?: readonly ChartMarker[];
  formatY: (value: number) => string;
  formatX: (value: number) => string;
  dashedFrom?: number;
}

/** Wide enough for the app's own layout at 1280 px; the chart is never drawn wider. */
const MAX_WIDTH = 704;
/** Below this a chart is a phone's: taller, so bands and points have room, and fewer date labels. */
const NARROW = 480;
/** Band labels sit in a gutter right of the plot, so no point or marker can ever cover one. */
const BAND_GUTTER = 84;
/** Smallest gap between two band labels' baselines; a thinner band goes unlabelled (the legend and table say it). */
const LABEL_GAP = 16;
/** Date labels are 14 px: about 8 px a character, and a gap between two labels. */
const X_TICK_CHAR = 8;
const X_TICK_GAP = 12;

/** The chart's drawing width: its box's real width in CSS pixels, so 14 px text is drawn at 14 px, never scaled down. */
function useBoxWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(MAX_WIDTH);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setWidth(Math.max(240, Math.min(MAX_WIDTH, Math.round(box.getBoundingClientRect().width))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * A small SVG line chart drawn with React: d3 only computes scales and paths, so every element is ours to
 * label. The figure is described by its title and summary; the table beside it is the accessible data. It is
 * drawn at its real pixel width (text keeps its CSS size at 320 px) and taller on a phone.
 */
export function LineChart(props: LineChartProps) {
  const [ref, width] = useBoxWidth();
  return (
    <div ref={ref} className="line-chart-box">
      <ChartSvg {...props} width={width} />
    </div>
  );
}

function ChartSvg({
  title,
  points,
  yDomain,
  xDomain,
  bands = [],
  spread = [],
  markers = [],
  formatY,
  formatX,
  dashedFrom,
  width,
}: LineChartProps & { width: number }) {
  const WIDTH = width;
  const narrow = width < NARROW;
  const HEIGHT = narrow ? 300 : 260;
  const MARGIN = { top: 16, right: bands.length > 0 ? BAND_GUTTER : 16, bottom: 36, left: narrow ? 48 : 64 };
  const titleId = useId();
  const xs = [...points.map((point) => point.x), ...spread.map((point) => point.x)];
  const xExtent: [number, number] = xDomain ? [xDomain[0], xDomain[1]] : [Math.min(...xs), Math.max(...xs)];
  if (xExtent[0] === xExtent[1]) xExtent[1] = xExtent[0] + 86_400_000;
  const x = scaleLinear()
    .domain(xExtent)
    .range([MARGIN.left + 12, WIDTH - MARGIN.right - 12]);
  const y = scaleLinear()
    .domain([yDomain[0], yDomain[1]])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
    .nice();
  const [yLo, yHi] = y.domain() as [number, number];
  const path =
    line<ChartPoint>()
      .x((point) => x(point.x))
      .y((point) => y(point.y))([...points]) ?? '';
  const spreadPath =
    area<{ x: number; lower: number; upper: number }>()
      .x((point) => x(point.x))
      .y0((point) => y(point.lower))
      .y1((point) => y(point.upper))([...spread]) ?? '';
  const allXTicks = [...new Set(points.map((point) => point.x))];
  // Dates that fit without touching, greedily from the first; the last date always shows, in place of a kept date
  // it would touch (but never in place of the first). Widths are estimated from the characters at the CSS size.
  const anchorOf = (tick: number): 'start' | 'end' | 'middle' => (tick === xExtent[0] ? 'start' : tick === xExtent[1] ? 'end' : 'middle');
  const extentOf = (tick: number): [number, number] => {
    const width = formatX(tick).length * X_TICK_CHAR + X_TICK_GAP;
    const at = x(tick);
    const anchor = anchorOf(tick);
    return anchor === 'start' ? [at, at + width] : anchor === 'end' ? [at - width, at] : [at - width / 2, at + width / 2];
  };
  const apart = (a: number, b: number) => extentOf(a)[1] <= extentOf(b)[0];
  const xTicks = allXTicks.reduce<number[]>((kept, tick) => {
    const previous = kept.at(-1);
    if (previous === undefined || apart(previous, tick)) return [...kept, tick];
    if (tick !== allXTicks.at(-1) || kept.length < 2) return kept;
    const withoutPrevious = kept.slice(0, -1);
    return apart(withoutPrevious.at(-1) as number, tick) ? [...withoutPrevious, tick] : kept;
  }, []);
  const clamp = (value: number) => Math.min(yHi, Math.max(yLo, value));
  // Label the bands tall enough to hold one, top down, never two labels closer than LABEL_GAP.
  const labelRows = new Set<number>();
  let lastLabelY = Number.NEGATIVE_INFINITY;
  bands
    .map((band, index) => ({
      index,
      middle: (y(clamp(band.to)) + y(clamp(band.from))) / 2,
      height: y(clamp(band.from)) - y(clamp(band.to)),
    }))
    .sort((a, b) => a.middle - b.middle)
    .forEach((band) => {
      if (band.height < LABEL_GAP || band.middle - lastLabelY < LABEL_GAP) return;
      labelRows.add(band.index);
      lastLabelY = band.middle;
    });
  return (
    <svg className="line-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      {bands.map((band, index) => {
        const top = y(clamp(band.to));
        const bottom = y(clamp(band.from));
        const labelled = labelRows.has(index);
        return (
          <g key={`${band.from}-${band.to}-${band.label}`} className={`chart-band chart-band--${band.tone}`}>
            <rect x={MARGIN.left} width={WIDTH - MARGIN.left - MARGIN.right} y={top} height={Math.max(0, bottom - top)} />
            {labelled ? (
              <text x={WIDTH - MARGIN.right + 6} y={(top + bottom) / 2 + 5} textAnchor="start" className="chart-band-label">
                {band.label}
              </text>
            ) : null}
          </g>
        );
      })}
      {y.ticks(5).map((tick) => (
        <g key={tick} className="chart-tick">
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end">
            {formatY(tick)}
          </text>
        </g>
      ))}
      {xTicks.map((tick) => (
        <text key={tick} className="chart-x-tick" x={x(tick)} y={HEIGHT - 10} textAnchor={anchorOf(tick)}>
          {formatX(tick)}
        </text>
      ))}
      {spreadPath ? <path className="chart-spread" d={spreadPath} /> : null}
      {markers.map((marker) => (
        <g key={`${marker.x}-${marker.label}`} className="chart-marker">
          <line x1={x(marker.x)} x2={x(marker.x)} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} />
          <text x={x(marker.x) + 4} y={MARGIN.top + 10}>
            {marker.label}
          </text>
        </g>
      ))}
      <path className={dashedFrom === undefined ? 'chart-line' : 'chart-line chart-line--dashed'} d={path} />
      {points.map((point) => (
        <g
          key={`${point.x}-${point.y}-${point.label}`}
          className={`chart-point chart-point--${point.tone}${point.hollow ? ' chart-point--hollow' : ''}`}
        >
          <title>{point.label}</title>
          <StatusShape shape={point.shape} x={x(point.x)} y={y(point.y)} size={7} />
        </g>
      ))}
    </svg>
  );
}
