import { useEffect, useState } from 'react';
import { errorCopy } from '../../src/api/api-error';
import { createResource, getCollection, getResource } from '../../src/api/client';
import { safeUrl } from '../../src/engine/routing/safe-url';
import { formatPence } from '../../src/domain/money';
import { useSingleFlight } from '../../src/forms/use-single-flight';
import { urlPolicy } from '../../src/app-router/url-policy';
import { Button } from '../../src/ui/button';
import { Icon } from '../../src/ui/icons';
import { message } from '../../src/ui/message';

interface Card {
  id: string;
  label: string;
}

interface Session {
  status: string;
  url: string;
  total_cents: number;
}

/**
 * The payment provider's page, as far as the embedded default needs it: "Pay" completes the order in the
 * mock API and "Cancel" cancels it; either way the browser goes back to the URL the app gave the session.
 */
export function StandInCheckout({ sessionId }: { sessionId: string }) {
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const flight = useSingleFlight();
  const [cards, setCards] = useState<Card[]>([]);
  const [cardId, setCardId] = useState<string | null>(null);
  const path = `/v1/checkout_sessions/${encodeURIComponent(sessionId)}`;

  useEffect(() => {
    getResource<Session>(path).then(
      (found) => setSession({ status: String(found.status), url: String(found.url), total_cents: Number(found.total_cents) }),
      (caught: unknown) => setError(errorCopy(caught, message('error.generic'))),
    );
    // The test cards on offer; the first is chosen, another may ask for extra authentication.
    getCollection<Card>('/v1/payment_cards').then(
      (found) => {
        setCards(found.map((card) => ({ id: card.id, label: String(card.label) })));
        setCardId(found[0]?.id ?? null);
      },
      () => setCards([]),
    );
  }, [path]);

  const finish = async (action: 'pay' | 'cancel') => {
    setBusy(true);
    setError(null);
    try {
      const finished = await createResource<Session>(
        `${path}/${action}`,
        'checkout_sessions',
        action === 'pay' && cardId !== null ? { card_id: cardId } : {},
      );
      const back = safeUrl(String(finished?.url ?? ''), urlPolicy());
      if (back === null) throw new Error('The checkout session returned to an address outside the allowlist');
      window.location.assign(back);
    } catch (caught) {
      setError(errorCopy(caught, message('error.generic')));
      setBusy(false);
    }
  };

  return (
    <section className="stand-in-form" aria-labelledby="stand-in-checkout-heading">
      <h1 id="stand-in-checkout-heading">Payment (stand-in)</h1>
      {error ? (
        <p role="alert" className="form-error">
          <Icon name="error" />
          <span>{error}</span>
        </p>
      ) : null}
      {session ? (
        <p className="stand-in__amount" data-testid="stand-in-checkout-total">
          Amount to pay: {formatPence(session.total_cents)}
        </p>
      ) : null}
      {cards.length > 0 ? (
        <fieldset>
          <legend>Card</legend>
          {cards.map((card) => (
            <label key={card.id} className="radio">
              <input type="radio" name="card" value={card.id} checked={cardId === card.id} onChange={() => setCardId(card.id)} />{' '}
              {card.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="button-group">
        <Button busy={busy} disabled={session?.status !== 'open'} onClick={() => flight.run(() => finish('pay'))}>
          <Icon name="lock" />
          Pay
        </Button>
        <Button variant="secondary" disabled={busy || session?.status !== 'open'} onClick={() => flight.run(() => finish('cancel'))}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
