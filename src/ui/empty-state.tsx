import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import './empty-state.css';

interface Props {
  heading: string;
  headingLevel?: 2 | 3;
  icon?: IconName;
  /** What this place will hold and how to fill it. */
  children?: ReactNode;
  /** The one next step, usually a ButtonLink. */
  action?: ReactNode;
}

/** What a person sees where there is nothing yet: a friendly line and the way forward, never a blank space. */
export function EmptyState({ heading, headingLevel = 2, icon = 'clipboard', children, action }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="empty-state">
      <span className="empty-state__icon">
        <Icon name={icon} size={2} />
      </span>
      <Heading className="empty-state__heading">{heading}</Heading>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
