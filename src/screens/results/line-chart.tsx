import { scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import { useId } from 'react';
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

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 16, bottom: 36, left: 64 };

/**
 * A small SVG line chart drawn with React: d3 only computes scales and paths, so every element is ours to
 * label. The figure is described by its title and summary; the table beside it is the accessible data.
 */
export function LineChart({ title, points, yDomain, xDomain, bands = [], spread = [], markers = [], formatY, formatX, dashedFrom }: LineChartProps) {
  const titleId = useId();
  const xs = [...points.map((point) => point.x), ...spread.map((point) => point.x)];
  const xExtent: [number, number] = xDomain ? [xDomain[0], xDomain[1]] : [Math.min(...xs), Math.max(...xs)];
  if (xExtent[0] === xExtent[1]) xExtent[1] = xExtent[0] + 86_400_000;
  const x = scaleLinear().domain(xExtent).range([MARGIN.left + 12, WIDTH - MARGIN.right - 12]);
  const y = scaleLinear().domain([yDomain[0], yDomain[1]]).range([HEIGHT - MARGIN.bottom, MARGIN.top]).nice();
  const [yLo, yHi] = y.domain() as [number, number];
  const path = line<ChartPoint>().x((point) => x(point.x)).y((point) => y(point.y))([...points]) ?? '';
  const spreadPath = area<{ x: number; lower: number; upper: number }>().x((point) => x(point.x)).y0((point) => y(point.lower)).y1((point) => y(point.upper))([...spread]) ?? '';
  const xTicks = [...new Set(points.map((point) => point.x))];
  const clamp = (value: number) => Math.min(yHi, Math.max(yLo, value));
  return (
    <svg className="line-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMidYMid meet">
      <title id={titleId}>{title}</title>
      {bands.map((band) => {
        const top = y(clamp(band.to));
        const bottom = y(clamp(band.from));
        return (
          <g key={`${band.from}-${band.to}-${band.label}`} className={`chart-band chart-band--${band.tone}`}>
            <rect x={MARGIN.left} width={WIDTH - MARGIN.left - MARGIN.right} y={top} height={Math.max(0, bottom - top)} />
            {bottom - top > 14 ? (
              <text x={WIDTH - MARGIN.right - 4} y={top + 12} textAnchor="end" className="chart-band-label">
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
      {(xTicks.length > 6 ? xTicks.filter((_, index) => index % Math.ceil(xTicks.length / 6) === 0) : xTicks).map((tick) => (
        <text key={tick} className="chart-x-tick" x={x(tick)} y={HEIGHT - 10} textAnchor={tick === xExtent[0] ? 'start' : tick === xExtent[1] ? 'end' : 'middle'}>
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
        <g key={`${point.x}-${point.y}-${point.label}`} className={`chart-point chart-point--${point.tone}${point.hollow ? ' chart-point--hollow' : ''}`}>
          <title>{point.label}</title>
          <StatusShape shape={point.shape} x={x(point.x)} y={y(point.y)} size={7} />
        </g>
      ))}
    </svg>
  );
}
