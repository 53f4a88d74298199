import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { afterPaymentSuccess, type AfterPayment } from '../../domain/after-payment';
import { parseOnboardingQuery } from '../../domain/onboarding-query';
import { forgetDiscountCode } from '../../funnel/discount-cookie';
import { pathFor } from '../../routing/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

function destination(next: AfterPayment): string {
  return next.route === 'subscriptions' ? pathFor('shop-subscriptions') : pathFor(next.route);
}

/**
 * The checkout session's confirmation_url: the payment page returns here once the order is paid. The
 * after-payment step runs on arrival (SPEC section 4): the discount is cleared, then retail and
 * one-off-to-subscription purchases move on; everything else stays on this confirmation, query kept.
 */
export default function JoinPaymentConfirmationScreen() {
  useDocumentTitle(message('funnel.confirmation.heading'));
  const location = useLocation();
  const navigate = useNavigate();
  const next = afterPaymentSuccess(parseOnboardingQuery(new URLSearchParams(location.search)).type);
  const staysHere = next.route === 'join-payment-confirmation';

  useEffect(() => {
    if (next.clearDiscount) forgetDiscountCode();
    if (!staysHere) void navigate(destination(next), { replace: true, state: next.modal ? { modal: next.modal } : null });
    // Runs once on arrival from the payment page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!staysHere) return null;
  return (
    <section aria-labelledby="confirmation-heading">
      <h1 id="confirmation-heading">{message('funnel.confirmation.heading')}</h1>
      <p>{message('funnel.confirmation.body')}</p>
      <p>{message('copy.resultsPromise')}</p>
      <Link className="button-primary" to={pathFor('survey-health-check', {}, { skipIntro: 'true' })}>
        {message('funnel.confirmation.next')}
      </Link>
    </section>
  );
}
