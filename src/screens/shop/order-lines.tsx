import type { Order } from '../../api/shop-cart-api';
import { formatPence } from '../../domain/money';
import { message } from '../../ui/message';

/** What an order holds and what it cost, as a summary list. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <dl className="order-summary">
      {order.line_items.map((line) => (
        <div key={line.id}>
          <dt>
            {line.quantity} × {[line.product_name, line.variant_name].filter(Boolean).join(', ')}
          </dt>
          <dd>{formatPence(line.price_cents * line.quantity)}</dd>
        </div>
      ))}
      {(order.discount_amount_cents ?? 0) > 0 ? (
        <div>
          <dt>{message('shop.cart.discount')}</dt>
          <dd>-{formatPence(order.discount_amount_cents ?? 0)}</dd>
        </div>
      ) : null}
      <div className="order-summary__total">
        <dt>{message('shop.orders.total')}</dt>
        <dd>{formatPence(order.total_cents ?? 0)}</dd>
      </div>
    </dl>
  );
}
