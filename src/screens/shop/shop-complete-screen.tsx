import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { analytics } from '../../adapters/analytics';
import { isApiError } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { orderQuery } from '../../api/shop-cart-api';
import { purchaseEvent } from '../../domain/analytics-events';
import { forgetDiscountCode } from '../../funnel/discount-cookie';
import { appConfig } from '../../generated/app-config.gen';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { ShopSubscription } from '../../generated/entities.gen';
import { OrderLines } from './order-lines';
import { SubscriptionSummary } from './subscription-summary';
import { viewOfShop } from './subscription-view';
import { LoadFailed, Loading, NotFound } from './screen-states';

/**
 * /shop/complete/{order_id}: the payment page returns here. The order is read from the API, so a typed or
 * replayed URL cannot show an unpaid order as confirmed.
 */
export default function ShopCompleteScreen() {
  const { order_id: orderId = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useQuery({ ...orderQuery(orderId), meta: { silent: true } });
  const completed = order.data?.order_state === 'completed';
  useDocumentTitle(completed ? message('shop.complete.heading') : message('shop.complete.pending'));
  useEffect(() => {
    if (!completed) return;
    // After payment success the discount is removed and the cached code cleared (SPEC section 4).
    forgetDiscountCode();
    const purchase = purchaseEvent(orderId, Number(order.data?.total_cents ?? 0), appConfig.constants.currency.code);
    analytics.track(purchase.name, purchase.properties);
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    void queryClient.invalidateQueries({ queryKey: queryKeys.shopSubscriptions });
    // Once per arrival at a completed order; the order's data is read when it completes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [completed, queryClient]);

  if (order.status === 'pending') return <Loading />;
  if (order.status === 'error')
    return isApiError(order.error) && order.error.status === 404 ? (
      <NotFound />
    ) : (
      <LoadFailed standalone onRetry={() => order.refetch()}>
        {message('error.generic')}
      </LoadFailed>
    );
  if (!completed) {
    return (
      <section aria-labelledby="screen-heading">
        <h1 id="screen-heading">{message('shop.complete.pending')}</h1>
        <p>{message('shop.complete.pendingBody')}</p>
        <p>
          <Link to={pathFor('shop-cart')}>{message('shop.complete.backToBasket')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="screen-heading" className="confirmation">
      <div className="confirmation__panel">
        <h1 id="screen-heading">{message('shop.complete.heading')}</h1>
        <p>
          {message('shop.complete.reference')}
          <br />
          <strong data-testid="order-reference">{order.data.reference}</strong>
        </p>
      </div>
      <OrderLines order={order.data} />
      <StartedSubscriptions subscriptions={order.data.subscriptions} />
      <h2>{message('shop.complete.next')}</h2>
      <p>{message('shop.complete.nextBody')}</p>
      <p>{message('shop.complete.contact', { email: appConfig.footer.helpEmail })}</p>
      <p>
        <Link to={pathFor('your-orders')}>{message('shop.complete.orders')}</Link>
      </p>
    </section>
  );
}

/**
 * What a renewing purchase started, so the person knows before leaving: each subscription, its next date and the
 * price each renewal charges (the full price: a discount code covered this first payment only).
 */
function StartedSubscriptions({ subscriptions }: { subscriptions: readonly ShopSubscription[] }) {
  if (subscriptions.length === 0) return null;
  return (
    <section aria-labelledby="started-subscriptions" className="confirmation__subscriptions">
      <h2 id="started-subscriptions">
        {message(subscriptions.length === 1 ? 'shop.complete.subscriptionStarted' : 'shop.complete.subscriptionsStarted')}
      </h2>
      {subscriptions.map((subscription) => {
        const view = viewOfShop(subscription);
        return (
          <Fragment key={view.id}>
            <h3>{view.name}</h3>
            <SubscriptionSummary view={view} frequency={null} />
          </Fragment>
        );
      })}
      <p>{message('shop.complete.subscriptionTerms')}</p>
      <p>
        <Link to={pathFor('shop-subscriptions')}>{message('shop.complete.manageSubscriptions')}</Link>
      </p>
    </section>
  );
}
