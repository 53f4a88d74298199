import { useId, useState } from 'react';
import { useSingleFlight } from '../forms/use-single-flight';
import { Button } from '../ui/button';
import { InlineError } from '../ui/inline-error';
import { message } from '../ui/message';
import { StatusTag } from '../ui/status-tag';
import type { useDiscount } from './use-discount';
import './discount-form.css';

interface Props {
  discount: ReturnType<typeof useDiscount>;
  /** What the box holds on arrival: a code from the entry link or the remembered cookie, already being applied. */
  initialCode?: string;
}

/**
 * A discount code at checkout (the funnel's Payment step and the shop's basket): applied once at a time, removable,
 * saying why a code failed, and that the code already applied still applies when another is refused.
 */
export function DiscountForm({ discount, initialCode = '' }: Props) {
  const [typed, setTyped] = useState(initialCode);
  const id = useId();
  const flight = useSingleFlight();
  const status = discount.status;
  const applied = discount.code;
  const error = status.state === 'applied' && status.error ? message(status.reason) : null;
  // A refused code beside one that still applies: say so, so nobody thinks the discount was lost.
  const kept =
    error && applied && applied.code !== (status.state === 'applied' ? status.code : '')
      ? message('funnel.payment.codeKept', { code: applied.code })
      : null;
  return (
    <form
      className="discount-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flight.run(() => discount.apply(typed));
      }}
    >
      <label htmlFor={id}>{message('funnel.payment.codeLabel')}</label>
      <div className="discount-form__row">
        <input
          id={id}
          value={typed}
          autoCapitalize="characters"
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-status`}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" variant="secondary" busy={status.state === 'validating'} disabled={typed.trim() === ''}>
          {message('funnel.payment.applyCode')}
        </Button>
      </div>
      <div id={`${id}-status`} role="status" className="discount-form__status">
        {error ? <InlineError id={`${id}-error`}>{error}</InlineError> : null}
        {kept ? <p className="discount-form__kept">{kept}</p> : null}
        {applied ? (
          <StatusTag tone="success">
            {message('funnel.payment.codeApplied', { code: applied.code, description: applied.description ?? '' })}
          </StatusTag>
        ) : null}
      </div>
      {applied ? (
        // Beside the code it removes, not the box: the box may hold another code that was refused.
        <Button variant="link" onClick={discount.remove}>
          {message('funnel.payment.removeCode')}
          <span className="visually-hidden"> {applied.code}</span>
        </Button>
      ) : null}
    </form>
  );
}
