import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { productQuery } from '../../api/shop-catalogue-api';
import { formatDate, localIsoDate } from '../../domain/dates';
import { subscriptionActions } from '../../domain/subscription-status';
import { pathFor } from '../../app-router/app-routes';
import { shopQuery, testsQuery } from './subscription-queries';
import { message } from '../../ui/message';
import { Button, ButtonLink } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CancelPanel } from './cancel-panel';
import { frequencyText } from './frequency-text';
import { LoadFailed, Loading, NotFound } from './screen-states';
import { ACTION_COPY, useSubscriptionActions } from './subscription-actions';
import { StateTag, SubscriptionSummary } from './subscription-summary';
import { viewOfShop, viewOfTest, type SubscriptionView } from './subscription-view';

export { startSubscriptionQueries as startFirstQueries } from './subscription-queries';

/** /shop/subscriptions/{id}: one subscription of either kind, and what can be done with it. */
export default function ShopSubscriptionScreen() {
  const { subscription_id: id = '' } = useParams();
  const tests = useQuery(testsQuery);
  const shop = useQuery(shopQuery);
  const found = shop.data?.find((candidate) => candidate.id === id);
  const view = found
    ? viewOfShop(found)
    : (() => {
        const test = tests.data?.find((candidate) => candidate.id === id);
        return test ? viewOfTest(test) : null;
      })();
  useDocumentTitle(view?.name || message('shop.subscriptions.heading'));
  if (view) return <SubscriptionDetail view={view} />;
  if (tests.status === 'pending' || shop.status === 'pending') return <Loading />;
  if (tests.status === 'error' || shop.status === 'error')
    return (
      <LoadFailed standalone onRetry={() => Promise.all([tests.refetch(), shop.refetch()])}>
        {message('error.fetchSubscription')}
      </LoadFailed>
    );
  return <NotFound body={message('shop.subscription.notFound')} />;
}

function SubscriptionDetail({ view }: { view: SubscriptionView }) {
  const ids = useId();
  const product = useQuery({ ...productQuery(view.productId ?? ''), enabled: view.productId !== null, meta: { silent: true } });
  const frequencies =
    product.data?.variants.find((variant) => variant.frequencies.some((frequency) => frequency.id === view.frequencyId))?.frequencies ?? [];
  const frequency = frequencies.find((candidate) => candidate.id === view.frequencyId) ?? null;
  const actions = useSubscriptionActions(view);
  const allowed = subscriptionActions(view.state);
  const [chosenFrequency, setChosenFrequency] = useState(view.frequencyId ?? '');
  const [resumeOn, setResumeOn] = useState('');
  const [resumeError, setResumeError] = useState(false);
  const [step, setStep] = useState<'manage' | 'cancel' | 'cancelled'>('manage');
  const busy = actions.status === 'loading';

  const pause = () => {
    const valid = resumeOn === '' || resumeOn > localIsoDate(new Date());
    setResumeError(!valid);
    if (valid) void actions.pause(resumeOn === '' ? null : resumeOn);
  };

  return (
    <section aria-labelledby="screen-heading" className="subscription">
      <p>
        <Link to={pathFor('shop-subscriptions')}>{message('shop.subscription.back')}</Link>
      </p>
      <h1 id="screen-heading">
        {view.name} <StateTag state={view.state} />
      </h1>
      {step === 'cancelled' ? (
        <div className="notification notification--success" role="status">
          <p>{message('shop.cancel.done')}</p>
        </div>
      ) : null}
      <div aria-live="polite" className="update-status">
        {actions.status === 'loading' ? <p>{message('shop.subscription.working')}</p> : null}
        {/* An action's outcome belongs to the manage step: it is not shown beside the cancel form or its outcome. */}
        {step === 'manage' && actions.status === 'success' && actions.last ? (
          <p className="form-success">
            {message(ACTION_COPY[actions.last].success, { date: view.nextDate ? (formatDate(view.nextDate) ?? '') : '' })}
          </p>
        ) : null}
      </div>
      {step !== 'cancelled' && actions.status === 'error' && actions.last ? (
        <p role="alert" className="form-error">
          {message(ACTION_COPY[actions.last].error)}
        </p>
      ) : null}
      {product.status === 'error' ? (
        <p role="alert" className="form-error">
          {message('error.fetchSubscriptionProduct')}
        </p>
      ) : null}
      <SubscriptionSummary view={view} frequency={frequency} />

      {step === 'cancel' ? (
        <CancelPanel
          view={view}
          busy={busy}
          onPauseInstead={allowed.includes('pause') ? () => void actions.pause(null).then(() => setStep('manage')) : undefined}
          onSkipInstead={allowed.includes('skip') ? () => void actions.skip().then(() => setStep('manage')) : undefined}
          onKeep={() => setStep('manage')}
          onCancelled={() => setStep('cancelled')}
        />
      ) : null}

      {allowed.includes('restart') ? (
        <div className="subscription-actions">
          <p>{message(view.kind === 'shop' ? 'shop.subscription.restartShop' : 'shop.subscription.restartTest')}</p>
          <ButtonLink
            to={
              view.kind === 'shop' && view.productId ? pathFor('ShopProduct', { id: view.productId }) : pathFor('blood-test-subscription')
            }
          >
            {message('shop.subscription.restart', { name: view.name })}
          </ButtonLink>
        </div>
      ) : null}

      {step === 'manage' && allowed.some((action) => action !== 'restart') ? (
        <div className="subscription-actions">
          {allowed.includes('skip') ? (
            <Button variant="secondary" busy={busy && actions.last === 'skip'} disabled={busy} onClick={() => void actions.skip()}>
              {message('shop.subscription.skip')}
            </Button>
          ) : null}
          {allowed.includes('resume') ? (
            <Button busy={busy && actions.last === 'resume'} disabled={busy} onClick={() => void actions.resume()}>
              {message('shop.subscription.resume')}
            </Button>
          ) : null}
          {allowed.includes('changeFrequency') && frequencies.length > 1 ? (
            <form
              className="inline-form"
              onSubmit={(event) => {
                event.preventDefault();
                void actions.changeFrequency(chosenFrequency);
              }}
            >
              <label htmlFor={`${ids}-frequency`}>{message('shop.subscriptions.frequency')}</label>
              <select id={`${ids}-frequency`} value={chosenFrequency} onChange={(event) => setChosenFrequency(event.target.value)}>
                {frequencies.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {frequencyText(candidate)}
                  </option>
                ))}
              </select>
              <Button type="submit" variant="secondary" disabled={busy || chosenFrequency === view.frequencyId}>
                {message('shop.subscription.changeFrequency')}
              </Button>
            </form>
          ) : null}
          {allowed.includes('pause') ? (
            <form
              className="inline-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                pause();
              }}
            >
              <h2>{message('shop.subscription.pauseHeading')}</h2>
              <label htmlFor={`${ids}-resume`}>{message('shop.subscription.resumeOn')}</label>
              <p className="field__helper" id={`${ids}-resume-hint`}>
                {message('shop.subscription.resumeOnHint')}
              </p>
              {resumeError ? (
                <p className="field-error" id={`${ids}-resume-error`}>
                  {message('shop.subscription.resumeOnInvalid')}
                </p>
              ) : null}
              <input
                id={`${ids}-resume`}
                type="date"
                value={resumeOn}
                aria-invalid={resumeError || undefined}
                aria-describedby={`${ids}-resume-hint${resumeError ? ` ${ids}-resume-error` : ''}`}
                onChange={(event) => setResumeOn(event.target.value)}
              />
              <Button type="submit" variant="secondary" disabled={busy}>
                {message('shop.subscription.confirmPause')}
              </Button>
            </form>
          ) : null}
          {allowed.includes('cancel') ? (
            <Button variant="destructive" disabled={busy} onClick={() => setStep('cancel')}>
              {message('shop.subscription.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
