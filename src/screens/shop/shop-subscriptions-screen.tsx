import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate } from '../../domain/dates';
import { drivingShopSubscription } from '../../domain/subscription-status';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadFailed, Loading } from './screen-states';
import { SubscriptionSummary } from './subscription-summary';
import { viewOfShop, viewOfTest, type SubscriptionView } from './subscription-view';
import { cardClassName } from '../../ui/card';
import { shopQuery, testsQuery } from './subscription-queries';

export { startSubscriptionQueries as startFirstQueries } from './subscription-queries';

/** /shop/subscriptions: the blood-test package and the supplement subscriptions, each with a way to manage it. */
export default function ShopSubscriptionsScreen() {
  useDocumentTitle(message('shop.subscriptions.heading'));
  const tests = useQuery(testsQuery);
  const shop = useQuery(shopQuery);
  const loading = tests.status === 'pending' || shop.status === 'pending';
  const failed = tests.status === 'error' || shop.status === 'error';
  // The latest active one, else the first, drives the package-editor link and the next test date (SPEC section 4).
  const driving = tests.data ? drivingShopSubscription(tests.data) : null;
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('shop.subscriptions.heading')}</h1>
      {loading ? <Loading /> : null}
      {failed ? (
        <LoadFailed onRetry={() => Promise.all([tests.refetch(), shop.refetch()])}>{message('error.fetchSubscriptions')}</LoadFailed>
      ) : null}
      {tests.data && tests.data.length > 0 ? (
        <section aria-labelledby="tests-heading">
          <h2 id="tests-heading">{message('shop.subscriptions.tests')}</h2>
          {driving ? (
            <p className="lede">
              {driving.next_scheduled_date
                ? `${message('shop.subscriptions.nextTest', { date: formatDate(driving.next_scheduled_date) ?? '' })} · `
                : ''}
              <Link to={pathFor('personalise-subscription', { subscription_id: driving.id })}>
                {message('shop.subscriptions.editPackage')}
              </Link>
            </p>
          ) : null}
          {tests.data.map((subscription) => (
            <SubscriptionCard key={subscription.id} view={viewOfTest(subscription)} />
          ))}
        </section>
      ) : null}
      {shop.data ? (
        <section aria-labelledby="shop-heading">
          <h2 id="shop-heading">{message('shop.subscriptions.shop')}</h2>
          {shop.data.length === 0 ? <p>{message('shop.subscriptions.empty')}</p> : null}
          {shop.data.map((subscription) => (
            <SubscriptionCard key={subscription.id} view={viewOfShop(subscription)} />
          ))}
        </section>
      ) : null}
    </section>
  );
}

function SubscriptionCard({ view }: { view: SubscriptionView }) {
  return (
    <article className={cardClassName()} aria-labelledby={`subscription-${view.id}`}>
      <h3 id={`subscription-${view.id}`}>{view.name}</h3>
      <SubscriptionSummary view={view} frequency={null} />
      <Link to={pathFor('shop-subscription', { subscription_id: view.id })}>
        {message('shop.subscriptions.manage', { name: view.name })}
      </Link>
    </article>
  );
}
