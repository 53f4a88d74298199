import { shopSubscriptionsQuery, testSubscriptionsQuery } from '../../api/shop-subscriptions-api';
import { firstQuery, type StartFirstQueries } from '../../app-router/screen-queries';

// Silent: each subscriptions page says itself what failed.
export const testsQuery = firstQuery({ ...testSubscriptionsQuery, meta: { silent: true } });
export const shopQuery = firstQuery({ ...shopSubscriptionsQuery, meta: { silent: true } });

/** The first queries of the subscriptions list and of one subscription's page. */
export const startSubscriptionQueries: StartFirstQueries = (_context, client) => {
  void client.prefetchQuery(testsQuery);
  void client.prefetchQuery(shopQuery);
};
