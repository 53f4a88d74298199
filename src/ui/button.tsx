import { useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'destructive' | 'link';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  /** Work is under way: further clicks do nothing, a spinner shows, the button keeps its size and focus. */
  busy?: boolean;
  /** What a screen reader hears while busy (e.g. "Saving…"); the visible label keeps the button's width. */
  busyLabel?: string;
  /** Full width on small screens (the GOV.UK pattern for a page's main action). */
  block?: boolean;
  /** A returned promise makes the button busy until it settles: a double click sends once. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClassName(variant: ButtonVariant, block = false, extra?: string): string {
  return ['button', `button--${variant}`, block ? 'button--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

/** A button in one of four variants; single-flight while `busy` or while its click's promise runs. */
export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  block = false,
  onClick,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  // A ref as well as state: two clicks in one frame both see the state from before either ran.
  const inFlight = useRef(false);
  const isBusy = busy || pending;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy || inFlight.current) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const result = onClick?.(event);
    if (result && typeof result.then === 'function') {
      inFlight.current = true;
      setPending(true);
      const settle = () => {
        inFlight.current = false;
        setPending(false);
      };
      result.then(settle, settle);
    }
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      className={buttonClassName(variant, block, className)}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy || undefined}
      data-busy={isBusy || undefined}
      onClick={handleClick}
    >
      <span className="button__label" aria-hidden={isBusy && busyLabel ? true : undefined}>
        {children}
      </span>
      {isBusy ? (
        <>
          <span className="button__spinner" aria-hidden="true" />
          {busyLabel ? <span className="visually-hidden">{busyLabel}</span> : null}
        </>
      ) : null}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: Exclude<ButtonVariant, 'link'>;
  block?: boolean;
}

/** A router link that looks like a button: for navigation that is a page's main call to action. */
export function ButtonLink({ variant = 'primary', block = false, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClassName(variant, block, className)} />;
}
