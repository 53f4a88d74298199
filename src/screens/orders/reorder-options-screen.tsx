import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { isApiError } from '../../api/api-error';
import { orderQuery } from '../../api/shop-cart-api';
import { reorder } from '../../api/shop-orders-api';
import { formatPence } from '../../domain/money';
import { reorderStatusReducer, resetAfter } from '../../domain/timed-status';
import { appConfig } from '../../generated/app-config.gen';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { Button } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadFailed, Loading, NotFound } from '../shop/screen-states';
import { useIntentKeys } from '../shop/use-intent-keys';
import { quantityAndName } from '../shop/line-item-text';

/**
 * /reorder/options?order={id}: choose which lines of a past order to buy again. Placing it goes PROCESSING
 * then COMPLETE (SPEC section 4), shows the confirmation, and the status is cleared after 3 s.
 */
export default function ReorderOptionsScreen() {
  useDocumentTitle(message('reorder.options.heading'));
  const orderId = new URLSearchParams(useLocation().search).get('order') ?? '';
  const order = useQuery({ ...orderQuery(orderId), enabled: orderId !== '', meta: { silent: true } });
  if (orderId === '') return <NotFound body={message('reorder.options.notFound')} />;
  if (order.status === 'pending') return <Loading />;
  if (order.status === 'error')
    return isApiError(order.error) && order.error.status === 404 ? (
      <NotFound body={message('reorder.options.notFound')} />
    ) : (
      <LoadFailed standalone onRetry={() => order.refetch()}>
        {message('error.generic')}
      </LoadFailed>
    );
  return <ReorderForm orderId={orderId} lines={order.data.line_items} reference={order.data.reference ?? ''} />;
}

function ReorderForm({
  orderId,
  lines,
  reference,
}: {
  orderId: string;
  lines: { id: string; quantity: number; price_cents: number; product_name?: string; variant_name?: string }[];
  reference: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  const ids = useId();
  const [chosen, setChosen] = useState<string[]>(lines.map((line) => line.id));
  const [noneError, setNoneError] = useState(false);
  const [status, dispatch] = useReducer(reorderStatusReducer, 'idle');
  // Two submits in one frame both see the old status: a ref lets only the first through.
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof resetAfter> | null>(null);
  timer.current ??= resetAfter(appConfig.constants.resetDelayMs, () => dispatch('reset'), window);
  useEffect(() => () => timer.current?.dispose(), []);

  const place = useMutation({
    mutationFn: async () => {
      const intent = `reorder:${orderId}:${chosen.join(',')}`;
      const created = await reorder(orderId, chosen, { idempotencyKey: keys.keyFor(intent) });
      keys.settle(intent);
      return created;
    },
    onMutate: () => dispatch('start'),
    onSuccess: (created) => {
      dispatch('succeed');
      timer.current?.finished();
      void queryClient.invalidateQueries({ queryKey: ['shop-orders'] });
      void navigate(`${pathFor('reorder-confirmation')}?order=${encodeURIComponent(created.id)}`);
    },
    onError: (error) => {
      dispatch('fail');
      errorReporter.report(error, { during: 'reorder' });
    },
  });

  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('reorder.options.heading')}</h1>
      <p>{reference}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setNoneError(chosen.length === 0);
          if (chosen.length === 0 || inFlight.current) return;
          inFlight.current = true;
          place.mutate(undefined, { onSettled: () => void (inFlight.current = false) });
        }}
      >
        <fieldset className="checkbox-group" aria-describedby={noneError ? `${ids}-none` : undefined}>
          <legend>{message('shop.orders.items')}</legend>
          {noneError ? (
            <p className="field-error" id={`${ids}-none`}>
              {message('reorder.options.none')}
            </p>
          ) : null}
          {lines.map((line) => (
            <div className="checkbox" key={line.id}>
              <input
                id={`${ids}-${line.id}`}
                type="checkbox"
                checked={chosen.includes(line.id)}
                onChange={(event) =>
                  setChosen((current) => (event.target.checked ? [...current, line.id] : current.filter((id) => id !== line.id)))
                }
              />
              <label htmlFor={`${ids}-${line.id}`}>
                {quantityAndName(line)}: {formatPence(line.price_cents * line.quantity)}
              </label>
            </div>
          ))}
        </fieldset>
        <p role="status">{status === 'PROCESSING' ? message('reorder.processing') : ''}</p>
        {place.isError ? (
          <p role="alert" className="form-error">
            {message('reorder.failed')}
          </p>
        ) : null}
        <Button type="submit" busy={status === 'PROCESSING'} busyLabel={message('reorder.processing')}>
          {message('reorder.options.confirm')}
        </Button>
      </form>
    </section>
  );
}
