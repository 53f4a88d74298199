import { Link } from 'react-router-dom';
import { Icon } from './icons';
import { message } from './message';
import './step-indicator.css';

interface StepProps {
  /** 1-based. */
  step: number;
  total: number;
  /** The current step's name, shown after the count ("Step 2 of 4 · Verify email"). */
  name?: string;
}

/** "Step N of M" with a progress track; the words carry the meaning, the track repeats it. */
export function StepIndicator({ step, total, name }: StepProps) {
  const percent = Math.round((Math.min(Math.max(step, 0), total) / Math.max(total, 1)) * 100);
  return (
    <div className="step-indicator">
      <p className="step-indicator__label">
        <span>{message('copy.stepOf', { step, total })}</span>
        {name ? <span className="step-indicator__name">{name}</span> : null}
      </p>
      <div className="step-indicator__track" aria-hidden="true">
        <div className="step-indicator__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  to?: string;
}

/** Where this page sits: links to the pages above it (GOV.UK breadcrumbs); on small screens only the parent shows. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={message('ui.breadcrumbs')}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className={index === items.length - 2 ? 'breadcrumbs__parent' : undefined}>
            {item.to ? (
              <Link to={item.to}>
                <Icon name="chevron-left" size={1} className="breadcrumbs__back" />
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
