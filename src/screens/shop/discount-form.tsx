import { useId, useState } from 'react';
import type { useDiscount } from '../../funnel/use-discount';
import { message } from '../../ui/message';

/** A discount code for the basket: upper-cased, checked by the funnel's discount rules, removable. */
export function DiscountForm({ discount }: { discount: ReturnType<typeof useDiscount> }) {
  const [typed, setTyped] = useState('');
  const id = useId();
  const status = discount.status;
  const failed = status.state === 'applied' && status.error;
  return (
    <form
      className="discount-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void discount.apply(typed);
      }}
    >
      <label htmlFor={id}>{message('funnel.payment.codeLabel')}</label>
      <input id={id} value={typed} autoCapitalize="characters" onChange={(event) => setTyped(event.target.value)} aria-describedby={`${id}-status`} aria-invalid={failed ? true : undefined} />
      <button type="submit" disabled={status.state === 'validating' || typed.trim() === ''}>
        {message('funnel.payment.applyCode')}
      </button>
      {discount.code ? (
        <button type="button" onClick={discount.remove}>
          {message('funnel.payment.removeCode')}
        </button>
      ) : null}
      <p id={`${id}-status`} role="status" className={failed ? 'field-error' : 'form-success'}>
        {status.state === 'applied' && status.error ? message(status.reason) : ''}
        {status.state === 'applied' && !status.error ? message('funnel.payment.codeApplied', { code: status.code, description: discount.code?.description ?? '' }) : ''}
      </p>
    </form>
  );
}
