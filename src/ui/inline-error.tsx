import type { ReactNode } from 'react';
import { Icon } from './icons';
import './inline-error.css';

interface Props {
  /** Referenced by the field's `aria-describedby`; the field itself carries `aria-invalid`. */
  id: string;
  children: ReactNode;
}

/** The message beside a field in error, with an icon so the error is not shown by colour alone. */
export function InlineError({ id, children }: Props) {
  return (
    <p id={id} className="inline-error field-error">
      <Icon name="error" size={1.1} />
      <span>{children}</span>
    </p>
  );
}
