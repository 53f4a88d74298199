import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import './status-tag.css';

export type StatusTone = 'info' | 'success' | 'warning' | 'error' | 'neutral';

const toneIcon: Record<StatusTone, IconName> = { info: 'info', success: 'success', warning: 'warning', error: 'error', neutral: 'neutral' };

interface Props {
  tone: StatusTone;
  /** The status in words: the tone's colour and icon repeat it, never replace it. */
  children: ReactNode;
  /** Another icon than the tone's own. */
  icon?: IconName;
}

/** A short status in words with an icon and a tone colour (GOV.UK "tag"). */
export function StatusTag({ tone, children, icon }: Props) {
  return (
    <strong className={`status-tag status-tag--${tone}`} data-tone={tone}>
      <Icon name={icon ?? toneIcon[tone]} size={1} />
      <span>{children}</span>
    </strong>
  );
}
