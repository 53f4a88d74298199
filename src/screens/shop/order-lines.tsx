import type { Order } from '../../api/shop-cart-api';
import { message } from '../../ui/message';
import { OrderSummary } from '../../ui/order-summary';
import { quantityAndName } from './line-item-text';

/** What an order holds and what it cost, as a summary list. */
export function OrderLines({ order }: { order: Order }) {
  const discount = order.discount_amount_cents ?? 0;
  return (
    <OrderSummary
      rows={[
        ...order.line_items.map((line) => ({
          id: line.id,
          label: quantityAndName(line),
          pence: line.price_cents * line.quantity,
        })),
        ...(discount > 0 ? [{ id: 'discount', label: message('shop.cart.discount'), pence: discount, kind: 'discount' as const }] : []),
        { id: 'total', label: message('shop.orders.total'), pence: order.total_cents ?? 0, kind: 'total' },
      ]}
    />
  );
}
