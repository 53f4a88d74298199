import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { queryKeys } from '../../api/query-keys';
import { cartQuery, createCartCheckout, removeLineItem, updateLineItem, type Order } from '../../api/shop-cart-api';
import { checkoutOutcome } from '../../domain/checkout-return';
import { lineDiscountsCents, orderTotals, subscriptionPayments } from '../../domain/shop-pricing';
import { safeUrl } from '../../engine/routing/safe-url';
import { useDiscount } from '../../funnel/use-discount';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { pathFor } from '../../app-router/app-routes';
import { firstQuery, type StartFirstQueries } from '../../app-router/screen-queries';
import { urlPolicy } from '../../app-router/url-policy';
import { message } from '../../ui/message';
import { Button } from '../../ui/button';
import { OrderSummary } from '../../ui/order-summary';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CartLineRow } from './cart-line';
import { DiscountForm } from '../../funnel/discount-form';
import { frequencyText } from './frequency-text';
import { SubscriptionTerms, useSubscriptionTerms } from '../../funnel/subscription-terms';
import { rememberedDiscountCode } from '../../funnel/discount-cookie';
import { quantityAndName } from './line-item-text';
import { LoadFailed, Loading, loadState } from './screen-states';
import { useIntentKeys } from './use-intent-keys';
import { useCartFrequencies } from './use-cart-frequencies';

type LineChange =
  | { kind: 'quantity'; lineId: string; quantity: number }
  | { kind: 'frequency'; lineId: string; frequencyId: string }
  | { kind: 'remove'; lineId: string };

// Silent: the page says itself what failed.
const silentCartQuery = firstQuery({ ...cartQuery, meta: { silent: true } });

export const startFirstQueries: StartFirstQueries = (_context, client) => void client.prefetchQuery(silentCartQuery);

/** /shop/cart: the one cart order, its lines, a discount code, the key terms of any subscription, and paying. */
export default function ShopCartScreen() {
  useDocumentTitle(message('shop.cart.heading'));
  const cart = useQuery(silentCartQuery);
  const shown = loadState(cart);
  return (
    <section aria-labelledby="screen-heading" className="cart">
      <h1 id="screen-heading">{message('shop.cart.heading')}</h1>
      {shown.state === 'loading' ? <Loading /> : null}
      {shown.state === 'failed' ? <LoadFailed onRetry={() => cart.refetch()}>{message('error.generic')}</LoadFailed> : null}
      {shown.state === 'ready' ? <CartContents order={shown.data} /> : null}
    </section>
  );
}

function CartContents({ order }: { order: Order }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const keys = useIntentKeys();
  const frequencies = useCartFrequencies(order.line_items);
  const panelId = order.line_items.find((line) => line.test_panel_id)?.test_panel_id ?? '';
  // The code applied before (remembered for 30 days) applies again: after a reload, a cancelled payment page or a
  // declined bank confirmation the basket is as the person left it, discount included.
  const [initialCode] = useState(rememberedDiscountCode);
  const discount = useDiscount(panelId, user?.referral_code, initialCode);

  const lines = order.line_items;
  const totals = orderTotals(lines, discount.code);
  const shares = lineDiscountsCents(lines, discount.code);
  const termsItems = lines.flatMap((line, index) => {
    const frequency = line.frequency_id ? frequencies.of(line).find((candidate) => candidate.id === line.frequency_id) : undefined;
    if (!frequency) return [];
    const payments = subscriptionPayments(line.price_cents * line.quantity, shares[index] ?? 0);
    return [{ id: line.id, name: quantityAndName(line), frequency: frequencyText(frequency), payments, code: discount.code?.code ?? null }];
  });
  const terms = useSubscriptionTerms(termsItems);

  const change = useMutation({
    mutationFn: async (request: LineChange) => {
      const intent = JSON.stringify(request);
      const options = { idempotencyKey: keys.keyFor(intent) };
      if (request.kind === 'remove') await removeLineItem(request.lineId, order.id, options);
      else if (request.kind === 'quantity')
        await updateLineItem(request.lineId, { order_id: order.id, quantity: request.quantity }, options);
      else await updateLineItem(request.lineId, { order_id: order.id, frequency_id: request.frequencyId }, options);
      keys.settle(intent);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
    onError: (error) => errorReporter.report(error, { during: 'basket update' }),
  });

  const pay = useMutation({
    mutationFn: async () => {
      const coupon = discount.code?.code ?? null;
      const intent = `pay:${order.id}:${coupon ?? ''}:${totals.totalCents}`;
      const session = await createCartCheckout(
        {
          order_id: order.id,
          coupon,
          confirmation_url: pathFor('shop-complete', { order_id: order.id }),
          cancellation_url: `${pathFor('shop-cart')}?checkout=cancelled`,
        },
        { idempotencyKey: keys.keyFor(intent) },
      );
      // The payment page is another origin in production: it must meet the same allowlist as any redirect.
      const page = session.status === 'open' ? safeUrl(session.url, urlPolicy()) : null;
      if (page === null) throw new Error(`Checkout session not usable (status "${session.status}")`);
      window.location.assign(page);
    },
    onError: (error) => errorReporter.report(error, { during: 'checkout' }),
  });

  if (lines.length === 0) {
    return (
      <div className="empty-state">
        <p>{message('shop.cart.empty')}</p>
        <p>
          <Link to={pathFor('shop-supplements')}>{message('shop.cart.browse')}</Link>
        </p>
      </div>
    );
  }
  const busy = change.isPending || pay.isPending;

  return (
    <>
      {checkoutOutcome(location.search) === 'cancelled' && !pay.isError ? (
        <p role="status" className="flash-notice">
          {message('shop.cart.cancelled')}
        </p>
      ) : null}
      {checkoutOutcome(location.search) === 'failed' && !pay.isError ? (
        <p role="alert" className="form-error">
          {message('shop.payment.failed')}
        </p>
      ) : null}
      {change.isError ? (
        <p role="alert" className="form-error">
          {message('shop.cart.updateFailed')}
        </p>
      ) : null}
      <ul className="cart-lines" aria-label={message('shop.cart.item')}>
        {lines.map((line) => (
          <CartLineRow
            key={`${line.id}:${line.quantity}`}
            line={line}
            frequencies={frequencies.of(line)}
            busy={busy}
            onQuantity={(quantity) => change.mutate({ kind: 'quantity', lineId: line.id, quantity })}
            onFrequency={(frequencyId) => change.mutate({ kind: 'frequency', lineId: line.id, frequencyId })}
            onRemove={() => change.mutate({ kind: 'remove', lineId: line.id })}
          />
        ))}
      </ul>
      <DiscountForm discount={discount} initialCode={initialCode ?? ''} />
      <OrderSummary
        rows={[
          { id: 'subtotal', label: message('shop.cart.subtotal'), pence: totals.subtotalCents },
          ...(totals.discountCents > 0
            ? [{ id: 'discount', label: message('shop.cart.discount'), pence: totals.discountCents, kind: 'discount' as const }]
            : []),
          { id: 'total', label: message('shop.cart.total'), pence: totals.totalCents, kind: 'total', testId: 'cart-total' },
        ]}
      />
      {frequencies.failed ? <LoadFailed onRetry={async () => frequencies.retry()}>{message('error.generic')}</LoadFailed> : null}
      <SubscriptionTerms terms={terms} />
      {pay.isError ? (
        <p role="alert" className="form-error">
          {message('shop.cart.payFailed')}
        </p>
      ) : null}
      <Button
        // A renewing line's terms are read before paying: not until its product (and so its frequency) has loaded.
        disabled={change.isPending || !frequencies.ready}
        busy={pay.isPending}
        busyLabel={message('shop.cart.paying')}
        onClick={() => {
          if (!terms.confirm()) return;
          // A promise lets the kit's Button refuse a second click while it runs; the failure is shown from pay.isError.
          return pay.mutateAsync().catch(() => undefined);
        }}
      >
        {message('shop.cart.pay')}
      </Button>
    </>
  );
}
