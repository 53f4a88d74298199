import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { createCheckoutSession } from '../../api/shop-api';
import { withCheckoutOutcome, withoutCheckoutOutcome, checkoutOutcome } from '../../domain/checkout-return';
import { isSubscriptionPurchase, parseOnboardingQuery } from '../../domain/onboarding-query';
import { purchasePrice } from '../../domain/purchase-price';
import { subscriptionPayments } from '../../domain/shop-pricing';
import { frequencyText } from '../shop/frequency-text';
import { SubscriptionTerms, useSubscriptionTerms } from '../../funnel/subscription-terms';
import { rememberedDiscountCode } from '../../funnel/discount-cookie';
import { DiscountForm } from '../../funnel/discount-form';
import { useDiscount } from '../../funnel/use-discount';
import { appConfig } from '../../generated/app-config.gen';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { safeUrl } from '../../engine/routing/safe-url';
import { pathFor } from '../../app-router/app-routes';
import { urlPolicy } from '../../app-router/url-policy';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { NotificationBanner } from '../../ui/notification-banner';
import { OrderSummary } from '../../ui/order-summary';
import { useDocumentTitle } from '../../ui/use-document-title';

/** The product the funnel is buying: the panel its query names, else the default (the first core panel). */
function chosenPanel(product: string | null, test: string | null) {
  const panels = appConfig.constants.corePanels;
  return (
    panels.find((panel) => panel.id === product || panel.id === test) ?? panels[0] ?? { id: 'essential', name: 'Essential', pricePence: 0 }
  );
}

/** The funnel's Payment step: the order, a discount code, and paying. */
export default function JoinPaymentScreen() {
  useDocumentTitle(message('funnel.payment.heading'));
  const location = useLocation();
  const user = useCurrentUser();
  const onboarding = parseOnboardingQuery(new URLSearchParams(location.search));
  const panel = chosenPanel(onboarding.product, onboarding.test);
  // A code from the link, else the one remembered: applied once, on arrival.
  const [initialCode] = useState(() => onboarding.discountCode ?? rememberedDiscountCode());
  const discount = useDiscount(panel.id, user?.referral_code, initialCode);
  const [paying, setPaying] = useState(false);
  const [failed, setFailed] = useState(false);
  // Back from /payment_authentication after the bank declined: said at the top, where the person arrives.
  const declined = !failed && !paying && checkoutOutcome(location.search) === 'failed';
  const renews = isSubscriptionPurchase(onboarding.type);

  const { discount: off, total } = purchasePrice(panel.pricePence, discount.code);
  // An invalid type has already fallen back (SPEC 5: subscription, or one-off with a bundle), so its terms are shown.
  const termsItems = renews
    ? [
        {
          id: panel.id,
          name: panel.name,
          frequency: frequencyText({ frequency_number: onboarding.subscriptionFrequency, frequency_unit: 'month' }),
          payments: subscriptionPayments(panel.pricePence, off),
          code: discount.code?.code ?? null,
        },
      ]
    : [];
  const terms = useSubscriptionTerms(termsItems);
  const pay = async () => {
    if (!terms.confirm()) return;
    setPaying(true);
    setFailed(false);
    try {
      const session = await createCheckoutSession({
        confirmation_url: `${pathFor('join-payment-confirmation')}${withoutCheckoutOutcome(location.search)}`,
        cancellation_url: `${pathFor('join-payment')}${withCheckoutOutcome(location.search, 'cancelled')}`,
        coupon: discount.code?.code ?? null,
        panel_id: panel.id,
        purchase_type: onboarding.type,
        subscription_frequency: onboarding.subscriptionFrequency,
      });
      // The payment page is another origin in production: it must meet the same allowlist as any redirect.
      const paymentPage = session.status === 'open' ? safeUrl(session.url, urlPolicy()) : null;
      if (paymentPage === null) throw new Error(`Checkout session not usable (status "${session.status}", url "${session.url}")`);
      window.location.assign(paymentPage);
    } catch (error) {
      errorReporter.report(error, { during: 'checkout' });
      setFailed(true);
      setPaying(false);
    }
  };

  return (
    <section aria-labelledby="payment-heading" className="join-payment">
      <h1 id="payment-heading">{message('funnel.payment.heading')}</h1>
      {declined ? <StartTestFailure /> : null}
      {!failed && checkoutOutcome(location.search) === 'cancelled' ? (
        <div role="status">
          <NotificationBanner heading={message('funnel.payment.cancelled')} />
        </div>
      ) : null}
      <Card heading={message('funnel.payment.summary')} tone="feature">
        <OrderSummary
          rows={[
            { id: 'panel', label: panel.name, pence: panel.pricePence },
            ...(off > 0 ? [{ id: 'discount', label: message('funnel.payment.discount'), pence: off, kind: 'discount' as const }] : []),
            { id: 'total', label: message('funnel.payment.total'), pence: total, kind: 'total', testId: 'order-total' },
          ]}
        />
      </Card>
      <DiscountForm discount={discount} initialCode={initialCode ?? ''} />
      <SubscriptionTerms terms={terms} />
      {failed ? <StartTestFailure /> : null}
      <div className="form-actions">
        <Button block busy={paying} onClick={() => pay()}>
          <Icon name="lock" />
          {message('funnel.payment.pay')}
        </Button>
      </div>
    </section>
  );
}

/** SPEC 8's "Start test failure": the payment did not go through; Pay now below tries again. */
function StartTestFailure() {
  return (
    <p role="alert" className="form-error">
      <Icon name="error" />
      <span>{message('error.startTest')}</span>
    </p>
  );
}
