import { bandBounds, bandExtent, bandOf, bandSide, positionIn, rangeDomain, type RangeBand } from '../../domain/reference-range';
import { formatNumber } from '../../domain/result-value';
import { message } from '../../ui/message';
import { presentStatus } from './status-presentation';
import { StatusIcon, StatusShape } from './status-shape';
import { statusText } from './result-status';

interface RangeBarProps {
  name: string;
  bands: readonly RangeBand[];
  value: number | null;
  valueText: string;
  unit: string | null;
}

const WIDTH = 320;

/** A band's ends in words that match how a value on a bound is judged (bandBounds): "30 to under 50", "150 or more". */
export function rangeText(band: RangeBand, bands: readonly RangeBand[], unit: string | null): string {
  const suffix = unit && unit !== 'ratio' ? ` ${unit}` : '';
  const bounds = bandBounds(band, bands);
  switch (bounds?.kind) {
    case 'under':
      return message('result.range.below', { max: `${formatNumber(bounds.max)}${suffix}` });
    case 'at-least':
      return message('result.range.above', { min: `${formatNumber(bounds.min)}${suffix}` });
    case 'from-to-under':
      return message('result.range.between', { min: formatNumber(bounds.min), max: `${formatNumber(bounds.max)}${suffix}` });
    case 'from-to':
      return message('result.range.fromTo', { min: formatNumber(bounds.min), max: `${formatNumber(bounds.max)}${suffix}` });
    case undefined:
      return '';
  }
}

/** The reference bands as a bar with the result marked on it, and the same facts as a list a screen reader reads. */
export function RangeBar({ name, bands, value, valueText, unit }: RangeBarProps) {
  if (bands.length === 0) return <p>{message('result.range.none')}</p>;
  const domain = rangeDomain(bands, value === null ? [] : [value]);
  const current = bandOf(value, bands);
  if (domain === null) return <p>{message('result.range.none')}</p>;
  const at = (v: number) => 8 + positionIn(v, domain) * (WIDTH - 16);
  return (
    <figure className="range-bar">
      <svg viewBox={`0 0 ${WIDTH} 64`} aria-hidden="true" focusable="false" className="range-bar-svg">
        {bands.map((band) => {
          const [from, to] = bandExtent(band, domain);
          const presentation = presentStatus(band.status, bandSide(band, bands));
          const left = at(from);
          const right = at(to);
          return (
            <g key={`${band.status}-${band.min}-${band.max}`} className={`chart-band chart-band--${presentation.tone}`}>
              <rect x={left} y={24} width={Math.max(1, right - left)} height={16} />
              {right - left > 18 ? <StatusShape shape={presentation.shape} x={(left + right) / 2} y={32} size={5} /> : null}
            </g>
          );
        })}
        {value !== null ? (
          <g className="range-bar-marker">
            <line x1={at(value)} x2={at(value)} y1={18} y2={46} />
            <polygon points={`${at(value) - 6},8 ${at(value) + 6},8 ${at(value)},18`} />
            <text
              x={Math.min(WIDTH - 4, Math.max(4, at(value)))}
              y={60}
              textAnchor={at(value) < 40 ? 'start' : at(value) > WIDTH - 40 ? 'end' : 'middle'}
            >
              {valueText}
            </text>
          </g>
        ) : null}
      </svg>
      <figcaption>
        <span className="visually-hidden">{message('result.range.caption', { name, unit: unit ?? '' })}</span>
        <ul className="range-bands">
          {bands.map((band) => {
            const side = bandSide(band, bands);
            const presentation = presentStatus(band.status, side);
            const here = current === band;
            return (
              <li key={`${band.status}-${band.min}-${band.max}`} className={here ? 'range-band range-band--current' : 'range-band'}>
                <StatusIcon shape={presentation.shape} />
                <span>{message('result.range.band', { status: statusText(band.status, side), range: rangeText(band, bands, unit) })}</span>
                {here ? <strong className="range-band-you">{message('result.range.you', { value: valueText })}</strong> : null}
              </li>
            );
          })}
        </ul>
      </figcaption>
    </figure>
  );
}
