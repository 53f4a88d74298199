import { useId, useState } from 'react';
import { formatPence } from '../domain/money';
import type { SubscriptionPayments } from '../domain/shop-pricing';
import { message } from '../ui/message';
import './subscription-terms.css';

/** One subscription being bought: what it is, how often it renews, and what it charges now and at each renewal. */
export interface SubscriptionTermsItem {
  id: string;
  name: string;
  frequency: string;
  payments: SubscriptionPayments;
  /** The discount code taking money off the first payment, if any. */
  code: string | null;
}

/** The "I understand my subscription renews" box: required before paying for any subscription. */
export function useTermsAcknowledgement() {
  const id = useId();
  const [acknowledged, setAcknowledged] = useState(false);
  const [missing, setMissing] = useState(false);
  return {
    id,
    acknowledged,
    missing,
    change(checked: boolean) {
      setAcknowledged(checked);
      if (checked) setMissing(false);
    },
    /** True when paying may go ahead; otherwise the box says why and takes focus. */
    confirm(needed: boolean): boolean {
      if (!needed || acknowledged) return true;
      setMissing(true);
      document.getElementById(`${id}-ack`)?.focus();
      return false;
    },
  };
}

function priceTerm(item: SubscriptionTermsItem): string {
  const price = formatPence(item.payments.renewalPence);
  if (item.payments.discountedFirst && item.code) return message('shop.keyTerms.firstPayment', { first: formatPence(item.payments.firstPence), code: item.code, price });
  return message('shop.keyTerms.price', { price });
}

/**
 * The key terms of every subscription being bought, apart from everything else on the page (DMCC Act 2024: price,
 * frequency, renewal, how to cancel, cooling-off) and the box that confirms them, so they are read before paying.
 * The shop's basket and the sign-up funnel's Payment step both show exactly this.
 */
export function SubscriptionTerms({ items, acknowledgement }: { items: readonly SubscriptionTermsItem[]; acknowledgement?: ReturnType<typeof useTermsAcknowledgement> }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <>
      <section className="key-terms" aria-labelledby={headingId}>
        <h2 id={headingId}>{message('shop.keyTerms.heading')}</h2>
        <ul>
          {items.map((item) => (
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
      {acknowledgement ? <Acknowledgement acknowledgement={acknowledgement} /> : null}
    </>
  );
}

function Acknowledgement({ acknowledgement }: { acknowledgement: ReturnType<typeof useTermsAcknowledgement> }) {
  const { id, acknowledged, missing, change } = acknowledgement;
  return (
    <div className={`field checkbox${missing ? ' field--error' : ''}`}>
        {missing ? (
          <p className="field-error" id={`${id}-ack-error`}>
            {message('shop.keyTerms.required')}
          </p>
        ) : null}
        <input id={`${id}-ack`} type="checkbox" checked={acknowledged} aria-describedby={missing ? `${id}-ack-error` : undefined} onChange={(event) => change(event.target.checked)} />
        <label htmlFor={`${id}-ack`}>{message('shop.keyTerms.acknowledge')}</label>
    </div>
  );
}
