import { message } from './message';
import './skeleton.css';

interface Props {
  /** Grey text lines to draw (3 by default). */
  lines?: number;
  /** A block above the lines, e.g. where a chart or card will be. */
  block?: boolean;
  /** Read by screen readers instead of the shapes; "Loading…" by default. */
  label?: string;
}

/** Placeholder shapes while content loads; assistive tech hears one polite "Loading…". */
export function Skeleton({ lines = 3, block = false, label }: Props) {
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label ?? message('page.loading')}</span>
      <div aria-hidden="true">
        {block ? <div className="skeleton__block" /> : null}
        {Array.from({ length: lines }, (_, index) => (
          <div key={index} className="skeleton__line" style={{ width: `${index === lines - 1 && lines > 1 ? 60 : 100}%` }} />
        ))}
      </div>
    </div>
  );
}
