import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { openSharedResults } from '../../api/shared-results-api';
import { triesLeftOf, wrongPasscodeKey } from '../../domain/share/passcode-tries';
import { sharedRefusal } from '../../domain/share/shared-outcome';
import { tokenFromHash } from '../../domain/share/share-token';
import type { SharedRecord } from '../../domain/share/shared-record';
import { printPage } from '../../ui/print-page';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DownloadButtons } from './downloads';
import { PasscodeForm } from './passcode-form';
import { SharedReport } from './shared-report';

type View =
  | { kind: 'loading' }
  | { kind: 'gone' }
  | { kind: 'locked' }
  | { kind: 'passcode'; error: string | null }
  | { kind: 'failed' }
  | { kind: 'ready'; record: SharedRecord };

const TITLES: Readonly<
  Record<View['kind'], 'share.view.title' | 'share.gone.heading' | 'share.locked.heading' | 'share.passcode.heading'>
> = {
  loading: 'share.view.title',
  gone: 'share.gone.heading',
  locked: 'share.locked.heading',
  passcode: 'share.passcode.heading',
  failed: 'share.view.title',
  ready: 'share.view.title',
};

/**
 * /shared#<token>: what a person shared, for a clinician, with no sign-in. The token is read from the address's
 * fragment and sent in a request body; the page sets no cookie and shows no cookie banner (its route is a
 * privateLink), and the server sends it with no-referrer, noindex and no-store.
 */
export default function SharedResultsScreen() {
  const { hash } = useLocation();
  const token = tokenFromHash(hash);
  const [view, setView] = useState<View>(token ? { kind: 'loading' } : { kind: 'gone' });
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  useDocumentTitle(message(TITLES[view.kind]));

  const open = useCallback(
    async (passcode?: string) => {
      if (token === null) return setView({ kind: 'gone' });
      try {
        const record = await openSharedResults(token, passcode);
        arrived.current = passcode !== undefined;
        setView({ kind: 'ready', record });
      } catch (error) {
        const refusal = isApiError(error) ? sharedRefusal(error.status, error.errors[0]?.code) : 'failed';
        if (refusal === 'passcode-needed') setView({ kind: 'passcode', error: null });
        else if (refusal === 'passcode-wrong') {
          const left = triesLeftOf(isApiError(error) ? error.errors[0]?.meta : undefined);
          setView({ kind: 'passcode', error: message(wrongPasscodeKey(left), { tries: left ?? 0 }) });
        } else if (refusal === 'passcode-invalid') setView({ kind: 'passcode', error: message('share.passcode.invalid') });
        else if (refusal === 'gone' || refusal === 'locked') setView({ kind: refusal });
        else setView({ kind: 'failed' });
      }
    },
    [token],
  );

  useEffect(() => {
    setView(token ? { kind: 'loading' } : { kind: 'gone' });
    if (token) void open();
  }, [token, open]);

  // The report takes the passcode's place in the same page: a screen reader starts again at its heading.
  useEffect(() => {
    if (view.kind === 'ready' && arrived.current) {
      arrived.current = false;
      heading.current?.focus();
    }
  }, [view.kind]);

  switch (view.kind) {
    case 'loading':
      return (
        <section aria-labelledby="screen-heading">
          <h1 id="screen-heading">{message('share.view.title')}</h1>
          <p role="status">{message('share.view.loading')}</p>
        </section>
      );
    case 'gone':
    case 'locked':
      return (
        <section aria-labelledby="screen-heading">
          <h1 id="screen-heading">{message(view.kind === 'gone' ? 'share.gone.heading' : 'share.locked.heading')}</h1>
          <p>{message(view.kind === 'gone' ? 'share.gone.body' : 'share.locked.body')}</p>
        </section>
      );
    case 'passcode':
      return (
        <section className="shared-passcode" aria-labelledby="screen-heading">
          <h1 id="screen-heading">{message('share.passcode.heading')}</h1>
          <p>{message('share.passcode.intro')}</p>
          <PasscodeForm serverError={view.error} onSubmit={(passcode) => open(passcode)} />
        </section>
      );
    case 'failed':
      return (
        <section aria-labelledby="screen-heading">
          <h1 id="screen-heading">{message('share.view.title')}</h1>
          <p role="alert" className="form-error">
            {message('share.load.failed')}
          </p>
          <p>
            <Button variant="secondary" onClick={() => open()}>
              {message('share.load.retry')}
            </Button>
          </p>
        </section>
      );
    case 'ready': {
      const { record } = view;
      return (
        <SharedReport
          record={record}
          headingRef={heading}
          actions={
            <div className="shared-actions no-print" role="group" aria-label={message('share.view.actions')}>
              <Button variant="secondary" onClick={() => void printPage()}>
                {message('share.view.print')}
              </Button>
              <DownloadButtons record={() => Promise.resolve(record)} />
            </div>
          }
        />
      );
    }
  }
}
