import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ordersPageQuery } from '../../api/shop-orders-api';
import { formatDate } from '../../domain/dates';
import { formatPence } from '../../domain/money';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadFailed, Loading } from '../shop/screen-states';
import { cardClassName } from '../../ui/card';
import { orderItemsText } from '../shop/line-item-text';

const RECENT = 5;

/** /reorder: the latest completed orders, each with a way to order it again. */
export default function ReorderScreen() {
  useDocumentTitle(message('reorder.heading'));
  const orders = useQuery({ ...ordersPageQuery(1), meta: { silent: true } });
  const recent = (orders.data?.orders ?? []).filter((order) => order.order_state === 'completed').slice(0, RECENT);
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('reorder.heading')}</h1>
      {orders.status === 'pending' ? <Loading /> : null}
      {orders.status === 'error' ? <LoadFailed onRetry={() => orders.refetch()}>{message('error.generic')}</LoadFailed> : null}
      {orders.status === 'success' ? <p>{recent.length > 0 ? message('reorder.intro') : message('reorder.empty')}</p> : null}
      <ul className="order-list">
        {recent.map((order) => (
          <li key={order.id} className={cardClassName()}>
            <h2 className="order-row__heading">
              {order.reference} <span className="order-row__date">{order.completed_at ? formatDate(order.completed_at) : ''}</span>
            </h2>
            <p>{orderItemsText(order.line_items)}</p>
            <p>{formatPence(order.total_cents ?? 0)}</p>
            <Link to={`${pathFor('reorder-options')}?order=${encodeURIComponent(order.id)}`}>
              {message('shop.orders.reorder')}
              <span className="visually-hidden"> {order.reference}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
