import { useQuery } from '@tanstack/react-query';
import { savedCardQuery } from './settings-queries';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { Skeleton } from '../../ui/skeleton';
import { cardClassName } from '../../ui/card';

/** The saved card, if any; a 404 on load just means there is none. */
export function PaymentMethodSection() {
  const { data, status } = useQuery(savedCardQuery);
  return (
    <section className={cardClassName()} aria-labelledby="payment-method-heading">
      <h2 id="payment-method-heading">{message('settings.paymentMethod.heading')}</h2>
      {status === 'pending' ? <Skeleton lines={1} /> : null}
      {status === 'error' ? (
        <p role="alert" className="form-error">
          <Icon name="error" />
          <span>{message('error.generic')}</span>
        </p>
      ) : null}
      {status === 'success' && data === null ? <p className="hint">{message('settings.paymentMethod.none')}</p> : null}
      {status === 'success' && data ? (
        <p className="payment-card">
          <Icon name="lock" />
          <span>
            {message('settings.paymentMethod.card', {
              brand: data.brand.toUpperCase(),
              last4: data.last4,
              month: String(data.exp_month).padStart(2, '0'),
              year: data.exp_year,
            })}
          </span>
        </p>
      ) : null}
    </section>
  );
}
