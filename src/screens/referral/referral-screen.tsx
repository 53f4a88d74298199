import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryKeys } from '../../api/query-keys';
import { fetchDiscountCode } from '../../api/shop-api';
import { referralLink, referralOffer, type ReferralOffer } from '../../domain/referral';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { pathFor } from '../../app-router/app-routes';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { message } from '../../ui/message';
import { Skeleton } from '../../ui/skeleton';
import './referral.css';
import { useDocumentTitle } from '../../ui/use-document-title';

function offerText(offer: ReferralOffer): string {
  if (offer.kind === 'percentage')
    return offer.cap
      ? message('referral.offer.percentageCapped', { percent: offer.percent, cap: offer.cap })
      : message('referral.offer.percentage', { percent: offer.percent });
  if (offer.kind === 'fixed') return message('referral.offer.fixed', { amount: offer.amount });
  return message('referral.offer.unknown');
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies with the Clipboard API; where it is refused the text is selected so the person can copy it themselves. */
function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      input.current?.select();
      setState('failed');
    }
  };
  return (
    <div className="copy-field">
      <label htmlFor={id} className="copy-field__label">
        {label}
      </label>
      <div className="copy-field__row">
        <input id={id} ref={input} className="copy-field__value" readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={copy}>
          {message('referral.copy')}
          <span className="visually-hidden"> {label}</span>
        </Button>
      </div>
      <p className="copy-field__status" role="status">
        {state === 'copied' ? message('referral.copied') : state === 'failed' ? message('referral.copyFailed') : ''}
      </p>
    </div>
  );
}

/** Refer a friend: the person's code and link, and what the friend gets (from the code's own terms). */
export default function ReferralScreen() {
  const user = useCurrentUser();
  const code = user?.referral_code ?? null;
  const terms = useQuery({
    queryKey: queryKeys.discountCode(code ?? ''),
    queryFn: () => fetchDiscountCode(code ?? ''),
    enabled: code !== null,
    meta: { silent: true },
  });
  useDocumentTitle(message('referral.heading'));

  return (
    <section className="referral" aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('referral.heading')}</h1>
      {code === null ? (
        <p>{message('referral.noCode')}</p>
      ) : (
        <>
          {terms.status === 'pending' ? <Skeleton lines={1} /> : <p className="lede">{offerText(referralOffer(terms.data ?? null))}</p>}
          <Card heading={message('referral.shareHeading')} tone="feature">
            <CopyField id="referral-code" label={message('referral.codeLabel')} value={code} />
            <CopyField
              id="referral-link"
              label={message('referral.linkLabel')}
              value={referralLink(window.location.origin, pathFor('join'), code)}
            />
          </Card>
          <h2>{message('referral.howHeading')}</h2>
          <ol className="referral__steps">
            <li>{message('referral.how1')}</li>
            <li>{message('referral.how2')}</li>
            <li>{message('referral.how3')}</li>
          </ol>
          <p className="hint">{message('referral.ownCode')}</p>
        </>
      )}
    </section>
  );
}
