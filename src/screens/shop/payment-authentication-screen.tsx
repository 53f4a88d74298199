import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { isApiError } from '../../api/api-error';
import { answerPaymentIntent, paymentIntentQuery } from '../../api/shop-orders-api';
import { afterBankAnswer } from '../../domain/checkout-return';
import { formatPence } from '../../domain/money';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { Button } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadFailed, Loading, NotFound } from './screen-states';
import { useIntentKeys } from './use-intent-keys';
import { useSingleFlight } from '../../forms/use-single-flight';

/**
 * /payment_authentication/{id}: the bank asks the person to confirm a payment (3-D Secure). Confirming
 * completes the order; cancelling fails the payment. Either way the person goes back to where the checkout
 * started (the basket, or the sign-up funnel's Payment step with its query and code), as the server says.
 */
export default function PaymentAuthenticationScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const keys = useIntentKeys();
  useDocumentTitle(message('shop.payment.heading'));
  const intent = useQuery({ ...paymentIntentQuery(id), meta: { silent: true } });
  const answer = useMutation({
    mutationFn: async (choice: 'confirm' | 'decline') =>
      answerPaymentIntent(id, choice, { idempotencyKey: keys.keyFor(`${id}:${choice}`) }),
    onSuccess: (result, choice) => {
      const fallback = { paid: (orderId: string) => pathFor('shop-complete', { order_id: orderId }), failed: pathFor('shop-cart') };
      void navigate(afterBankAnswer(result, choice === 'confirm', fallback), { replace: true });
    },
    onError: (error) => errorReporter.report(error, { during: 'payment authentication' }),
  });
  // One answer at a time across both buttons: a double click on Confirm (or Confirm then Cancel) sends one call;
  // the ref inside refuses the second click before a re-render could disable the button.
  const flight = useSingleFlight();
  const choose = (choice: 'confirm' | 'decline') => flight.run(() => answer.mutateAsync(choice)).catch(() => undefined);

  if (intent.status === 'pending') return <Loading />;
  if (intent.status === 'error')
    return isApiError(intent.error) && intent.error.status === 404 ? (
      <NotFound />
    ) : (
      <LoadFailed standalone onRetry={() => intent.refetch()}>
        {message('error.generic')}
      </LoadFailed>
    );
  const needsAction = intent.data.status === 'requires_action';
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('shop.payment.heading')}</h1>
      {needsAction ? (
        <>
          <p>{message('shop.payment.body', { amount: formatPence(intent.data.amount_cents ?? 0) })}</p>
          {answer.isError ? (
            <p role="alert" className="form-error">
              {message('error.generic')}
            </p>
          ) : null}
          <div className="button-row">
            <Button busy={flight.running && answer.variables === 'confirm'} disabled={flight.running} onClick={() => choose('confirm')}>
              {message('shop.payment.authorise')}
            </Button>
            <Button
              variant="secondary"
              busy={flight.running && answer.variables === 'decline'}
              disabled={flight.running}
              onClick={() => choose('decline')}
            >
              {message('shop.payment.decline')}
            </Button>
          </div>
        </>
      ) : (
        <p>{message('shop.payment.notRequired')}</p>
      )}
    </section>
  );
}
