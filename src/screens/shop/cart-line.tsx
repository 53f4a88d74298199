import { useId, useState } from 'react';
import type { CartLine } from '../../api/shop-cart-api';
import { checkQuantity } from '../../domain/quantity';
import { lineTotalCents } from '../../domain/shop-pricing';
import { formatPence } from '../../domain/money';
import type { ShopFrequency } from '../../generated/entities.gen';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { frequencyText } from './frequency-text';
import { itemName } from './line-item-text';

interface Props {
  line: CartLine;
  frequencies: readonly ShopFrequency[];
  busy: boolean;
  onQuantity(quantity: number): void;
  onFrequency(frequencyId: string): void;
  onRemove(): void;
}

/** One basket line: what it is, how often, how many (checked before it is sent), its total, and remove. */
export function CartLineRow({ line, frequencies, busy, onQuantity, onFrequency, onRemove }: Props) {
  const ids = useId();
  const [typed, setTyped] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  const name = itemName(line);
  const submit = () => {
    const checked = checkQuantity(typed, line.max_items);
    setError(checked.ok ? null : message(checked.reason, { max: checked.max ?? '' }));
    if (checked.ok && checked.quantity !== line.quantity) onQuantity(checked.quantity);
  };
  return (
    <li className="cart-line">
      <div className="cart-line__item">
        <strong>{name}</strong>
        <span>
          {formatPence(line.price_cents)} {message('shop.cart.each').toLowerCase()}
        </span>
        {line.frequency_id ? (
          <span className="field">
            <label htmlFor={`${ids}-frequency`} className="visually-hidden">
              {message('shop.cart.frequencyNamed', { name })}
            </label>
            <select id={`${ids}-frequency`} value={line.frequency_id} disabled={busy} onChange={(event) => onFrequency(event.target.value)}>
              {frequencies.map((frequency) => (
                <option key={frequency.id} value={frequency.id}>
                  {frequencyText(frequency)}
                </option>
              ))}
            </select>
          </span>
        ) : (
          <span>{message('shop.cart.oneOff')}</span>
        )}
      </div>
      <form
        className="cart-line__quantity"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${ids}-quantity`}>{message('shop.cart.quantityNamed', { name })}</label>
        {error ? (
          <p className="field-error" id={`${ids}-error`}>
            {error}
          </p>
        ) : null}
        <input
          id={`${ids}-quantity`}
          inputMode="numeric"
          className="survey-input--short"
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {message('shop.cart.update')}
        </Button>
      </form>
      <p className="cart-line__total">
        <span className="visually-hidden">{message('shop.cart.lineTotal')} </span>
        {formatPence(lineTotalCents(line))}
      </p>
      <Button variant="link" disabled={busy} onClick={onRemove} aria-label={message('shop.cart.removeNamed', { name })}>
        {message('shop.cart.remove')}
      </Button>
    </li>
  );
}
