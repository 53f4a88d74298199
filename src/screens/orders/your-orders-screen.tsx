import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ordersPageQuery } from '../../api/shop-orders-api';
import type { Order } from '../../api/shop-cart-api';
import { formatDate } from '../../domain/dates';
import { supplementDeliveryStatus } from '../../domain/delivery-status';
import { formatPence } from '../../domain/money';
import { pageCount, pageFromQuery } from '../../domain/paging';
import { appConfig } from '../../generated/app-config.gen';
import type { MessageKey } from '../../generated/messages.gen';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { SummaryList } from '../../ui/summary-list';
import { StatusTag, type StatusTone } from '../../ui/status-tag';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Pager } from '../shop/pager';
import { LoadFailed, Loading, loadState } from '../shop/screen-states';
import { cardClassName } from '../../ui/card';
import { orderItemsText } from '../shop/line-item-text';

const SUPPLEMENTS = appConfig.constants.shopCategories.supplements;
const TONE: Record<NonNullable<Order['order_state']>, StatusTone> = { cart: 'info', completed: 'success', cancelled: 'neutral' };

/** /your-orders: placed orders, newest first, 50 a page (SPEC section 9). */
export default function YourOrdersScreen() {
  useDocumentTitle(message('shop.orders.heading'));
  const location = useLocation();
  const requested = pageFromQuery(new URLSearchParams(location.search).get('page'), Number.MAX_SAFE_INTEGER);
  const orders = useQuery({ ...ordersPageQuery(requested), placeholderData: keepPreviousData, meta: { silent: true } });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [requested]);
  const limit = appConfig.constants.pageLimit;
  const count = pageCount(orders.data?.total ?? 0, limit);
  // Orders already on screen stay there when a refresh fails, under the failure and its Try again.
  const shown = loadState(orders);
  const hrefFor = (page: number) => `${pathFor('your-orders')}?page=${page}`;
  return (
    <section aria-labelledby="screen-heading" className="orders">
      <h1 id="screen-heading" tabIndex={-1} ref={heading}>
        {message('shop.orders.heading')}
      </h1>
      {shown.state === 'loading' ? <Loading /> : null}
      {orders.status === 'error' ? <LoadFailed onRetry={() => orders.refetch()}>{message('error.generic')}</LoadFailed> : null}
      {shown.state === 'ready' && shown.data.total === 0 ? <p>{message('shop.orders.empty')}</p> : null}
      {shown.state === 'ready' && shown.data.orders.length > 0 ? (
        <>
          <p id="orders-caption">
            {message('shop.orders.caption', {
              from: (requested - 1) * limit + 1,
              to: (requested - 1) * limit + shown.data.orders.length,
              total: shown.data.total,
            })}
          </p>
          <ul className="order-list" aria-labelledby="orders-caption">
            {shown.data.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          <Pager page={requested} count={count} hrefFor={hrefFor} />
        </>
      ) : null}
    </section>
  );
}

function OrderRow({ order }: { order: Order }) {
  const hasSupplements = order.line_items.some((line) => line.category_id === SUPPLEMENTS);
  const delivery = order.order_state === 'completed' && hasSupplements ? supplementDeliveryStatus(order.completed_at, Date.now()) : null;
  const discount = order.discount_amount_cents ?? 0;
  const couponType = order.coupon?.coupon_type;
  return (
    <li className={cardClassName('default', 'order-row')}>
      <h2 className="order-row__heading">
        {order.reference} <span className="order-row__date">{order.completed_at ? formatDate(order.completed_at) : ''}</span>
      </h2>
      <SummaryList
        rows={[
          {
            key: message('shop.orders.state'),
            value: (
              <StatusTag tone={TONE[order.order_state ?? 'cart']}>
                {message(`shop.orders.state.${order.order_state ?? 'cart'}` as MessageKey)}
              </StatusTag>
            ),
          },
          { key: message('shop.orders.items'), value: orderItemsText(order.line_items) },
          {
            key: message('shop.orders.total'),
            value: `${formatPence(order.total_cents ?? 0)}${discount > 0 ? ` (${message('shop.orders.discount', { amount: formatPence(discount) })}${couponType ? `, ${message(`shop.orders.coupon.${couponType}`)}` : ''})` : ''}`,
          },
          ...(delivery ? [{ key: message('shop.orders.delivery'), value: delivery }] : []),
        ]}
      />
      {order.order_state === 'completed' ? (
        <Link to={`${pathFor('reorder-options')}?order=${encodeURIComponent(order.id)}`}>
          {message('shop.orders.reorder')}
          <span className="visually-hidden"> {order.reference}</span>
        </Link>
      ) : null}
    </li>
  );
}
