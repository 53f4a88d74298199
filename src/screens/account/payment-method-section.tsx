import { useQuery } from '@tanstack/react-query';
import { paymentMethodQuery } from '../../api/account-api';
import { message } from '../../ui/message';

/** The saved card, if any; a 404 on load just means there is none. */
export function PaymentMethodSection() {
  const { data, status } = useQuery(paymentMethodQuery);
  return (
    <section className="card" aria-labelledby="payment-method-heading">
      <h2 id="payment-method-heading">{message('settings.paymentMethod.heading')}</h2>
      {status === 'pending' ? <p role="status">{message('page.loading')}</p> : null}
      {status === 'error' ? <p role="alert">{message('error.generic')}</p> : null}
      {status === 'success' && data === null ? <p>{message('settings.paymentMethod.none')}</p> : null}
      {status === 'success' && data ? (
        <p>{message('settings.paymentMethod.card', { brand: data.brand.toUpperCase(), last4: data.last4, month: String(data.exp_month).padStart(2, '0'), year: data.exp_year })}</p>
      ) : null}
    </section>
  );
}
