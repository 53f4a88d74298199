import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { orderQuery } from '../../api/shop-cart-api';
import { appConfig } from '../../generated/app-config.gen';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { OrderLines } from '../shop/order-lines';
import { LoadFailed, Loading, NotFound } from '../shop/screen-states';

/** /reorder/confirmation?order={id}: the placed order, read back from the API. */
export default function ReorderConfirmationScreen() {
  useDocumentTitle(message('reorder.confirmation.heading'));
  const orderId = new URLSearchParams(useLocation().search).get('order') ?? '';
  const order = useQuery({ ...orderQuery(orderId), enabled: orderId !== '', meta: { silent: true } });
  if (orderId === '') return <NotFound body={message('reorder.options.notFound')} />;
  if (order.status === 'pending') return <Loading />;
  if (order.status === 'error')
    return isApiError(order.error) && order.error.status === 404 ? (
      <NotFound />
    ) : (
      <LoadFailed standalone onRetry={() => order.refetch()}>
        {message('error.generic')}
      </LoadFailed>
    );
  return (
    <section aria-labelledby="screen-heading" className="confirmation">
      <div className="confirmation__panel" role="status">
        <h1 id="screen-heading">{message('reorder.confirmation.heading')}</h1>
        <p>{message('reorder.confirmation.body', { reference: order.data.reference ?? '' })}</p>
      </div>
      <OrderLines order={order.data} />
      <p>{message('shop.complete.contact', { email: appConfig.footer.helpEmail })}</p>
      <p>
        <Link to={pathFor('your-orders')}>{message('shop.complete.orders')}</Link>
      </p>
    </section>
  );
}
