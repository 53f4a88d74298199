import { useId, useState } from 'react';
import { formatPence } from '../domain/money';
import { termsConfirmed, termsSignature, type SubscriptionTermsItem } from '../domain/subscription-terms';
import { InlineError } from '../ui/inline-error';
import { message } from '../ui/message';
import './subscription-terms.css';

export type { SubscriptionTermsItem } from '../domain/subscription-terms';

/**
 * The key terms of what is being bought and the "I understand my subscription renews" box, as one piece of state:
 * `confirm()` before adding or paying says whether the purchase may go on (termsConfirmed); if not, the box says
 * why and takes focus. A box ticked for other terms (the frequency, price or code changed) is ticked no longer.
 */
export function useSubscriptionTerms(items: readonly SubscriptionTermsItem[]) {
  const id = useId();
  const signature = termsSignature(items);
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    id,
    items,
    acknowledged: acknowledged === signature,
    missing,
    change(checked: boolean) {
      setAcknowledged(checked ? signature : null);
      if (checked) setMissing(false);
    },
    confirm(): boolean {
      if (termsConfirmed(items, acknowledged)) return true;
      setMissing(true);
      document.getElementById(`${id}-ack`)?.focus();
      return false;
    },
  };
}

export type SubscriptionTermsState = ReturnType<typeof useSubscriptionTerms>;

function priceTerm(item: SubscriptionTermsItem): string {
  const price = formatPence(item.payments.renewalPence);
  if (item.payments.discountedFirst && item.code)
    return message('shop.keyTerms.firstPayment', { first: formatPence(item.payments.firstPence), code: item.code, price });
  return message('shop.keyTerms.price', { price });
}

/**
 * The key terms of every subscription being bought, apart from everything else on the page (DMCC Act 2024: price,
 * frequency, renewal, how to cancel, cooling-off), and the box that confirms them, so they are read before buying.
 * A product page, the shop's basket and the sign-up funnel's Payment step all show exactly this.
 */
export function SubscriptionTerms({ terms }: { terms: SubscriptionTermsState }) {
  const headingId = useId();
  if (terms.items.length === 0) return null;
  return (
    <>
      <section className="key-terms" aria-labelledby={headingId}>
        <h2 id={headingId}>{message('shop.keyTerms.heading')}</h2>
        <ul>
          {terms.items.map((item) => (
            <li key={item.id}>
              <strong>{message('shop.keyTerms.item', { name: item.name, frequency: item.frequency })}</strong>
              {'. '}
              {message('shop.keyTerms.renews')} {priceTerm(item)}
            </li>
          ))}
          <li>{message('shop.keyTerms.cancel')}</li>
          <li>{message('shop.keyTerms.coolingOff')}</li>
        </ul>
      </section>
      <Acknowledgement terms={terms} />
    </>
  );
}

function Acknowledgement({ terms }: { terms: SubscriptionTermsState }) {
  const { id, acknowledged, missing, change } = terms;
  return (
    <div className={`field checkbox terms-acknowledgement${missing ? ' field--error' : ''}`}>
      {missing ? <InlineError id={`${id}-ack-error`}>{message('shop.keyTerms.required')}</InlineError> : null}
      <input
        id={`${id}-ack`}
        type="checkbox"
        checked={acknowledged}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-ack-error` : undefined}
        onChange={(event) => change(event.target.checked)}
      />
      <label htmlFor={`${id}-ack`}>{message('shop.keyTerms.acknowledge')}</label>
    </div>
  );
}
