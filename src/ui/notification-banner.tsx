import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icons';
import { message } from './message';
import './notification-banner.css';

interface Props {
  /**
   * `success` confirms something the person just did: it is announced and takes focus. `info` is important
   * news. Never an error: errors go in an ErrorSummary or inline.
   */
  tone?: 'info' | 'success';
  /** The small title line; "Important" / "Success" by default. */
  title?: string;
  heading?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
}

/** At most one per page, before the h1 (GOV.UK notification banner). */
export function NotificationBanner({ tone = 'info', title, heading, children, onDismiss }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const success = tone === 'success';
  useEffect(() => {
    if (success) ref.current?.focus();
  }, [success]);
  return (
    <div
      ref={ref}
      className={`notification-banner notification-banner--${tone}`}
      role={success ? 'alert' : 'region'}
      aria-labelledby={titleId}
      tabIndex={success ? -1 : undefined}
      data-focus-on-arrival={success ? '' : undefined}
    >
      <div className="notification-banner__header">
        <Icon name={success ? 'success' : 'info'} />
        <h2 className="notification-banner__title" id={titleId}>
          {title ?? message(success ? 'ui.banner.success' : 'ui.banner.important')}
        </h2>
        {onDismiss ? (
          <button type="button" className="notification-banner__close" onClick={onDismiss}>
            <Icon name="close" />
            <span className="visually-hidden">{message('layout.closeNotice')}</span>
          </button>
        ) : null}
      </div>
      <div className="notification-banner__content">
        {heading ? <p className="notification-banner__heading">{heading}</p> : null}
        {children}
      </div>
    </div>
  );
}
