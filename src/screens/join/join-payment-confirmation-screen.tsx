import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterPaymentSuccess, type AfterPayment } from '../../domain/after-payment';
import { parseOnboardingQuery } from '../../domain/onboarding-query';
import { forgetDiscountCode } from '../../funnel/discount-cookie';
import { pathFor } from '../../app-router/app-routes';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
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
    <section className="status-page" aria-labelledby="confirmation-heading">
      <span className="status-page__icon">
        <Icon name="success" size={2} />
      </span>
      <h1 id="confirmation-heading">{message('funnel.confirmation.heading')}</h1>
      <p className="lede">{message('funnel.confirmation.body')}</p>
      <p className="confirmation__promise">
        <Icon name="calendar" />
        <span>{message('copy.resultsPromise')}</span>
      </p>
      <ButtonLink to={pathFor('survey-health-check', {}, { skipIntro: 'true' })}>
        {message('funnel.confirmation.next')}
        <Icon name="arrow-right" />
      </ButtonLink>
    </section>
  );
}
