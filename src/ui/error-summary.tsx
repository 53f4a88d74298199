import { forwardRef, useEffect, useId, useImperativeHandle, useRef, type MouseEvent } from 'react';
import { message } from './message';
import './error-summary.css';

export interface ErrorSummaryItem {
  /** `#` and the id of the field in error (its input, or the fieldset's legend for a group). */
  href: string;
  text: string;
}

interface Props {
  errors: readonly ErrorSummaryItem[];
  /** "There is a problem" by default. */
  title?: string;
  /** Take focus when it appears (default), so it is read out; a form that refocuses it per submit uses the ref. */
  focusOnShow?: boolean;
}

/** Puts the field's label (or legend) in view too, not just the input, as GOV.UK's error summary does. */
function focusField(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const target = document.getElementById(decodeURIComponent(href.replace(/^#/, '')));
  if (!target) return;
  event.preventDefault();
  const label = Array.from(document.getElementsByTagName('label')).find((candidate) => candidate.htmlFor === target.id);
  const legend = target.closest('fieldset')?.querySelector('legend');
  (label ?? legend ?? target).scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Above the h1 or the form after a failed submit: a heading and a link to each field in error. While shown, the
 * page title starts "Error: " so the problem is heard first.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({ errors, title, focusOnShow = true }, ref) {
  const inner = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // No dependency list: the box mounts and unmounts as errors come and go, and the handle must follow it.
  useImperativeHandle(ref, () => inner.current as HTMLDivElement);
  const shown = errors.length > 0;
  useEffect(() => {
    if (!shown) return undefined;
    if (focusOnShow) inner.current?.focus();
    const prefix = message('ui.errorTitlePrefix');
    if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [shown, focusOnShow]);
  if (!shown) return null;
  return (
    <div ref={inner} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {title ?? message('form.errorSummary')}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.href}:${error.text}`}>
            <a href={error.href} onClick={(event) => focusField(event, error.href)}>
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
