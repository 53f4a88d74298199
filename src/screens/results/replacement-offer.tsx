import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { errorReporter } from '../../adapters/error-reporting';
import { queryKeys } from '../../api/query-keys';
import { redeemCredit, resultsKeys, sampleFailureQuery } from '../../api/results-api';
import { replacementState } from '../../domain/failed-sample';
import { appConfig } from '../../generated/app-config.gen';
import type { User } from '../../generated/entities.gen';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { SummaryList } from '../../ui/summary-list';
import { longDate } from './chart-format';

const ReplacementAddressForm = lazy(() => import('./replacement-address-form'));

function addressLines(address: User['address']): string[] {
  return [address?.line1, address?.line2, address?.line3, address?.locality, address?.postcode].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}

/** "Get in touch" with the help contact from config, as a link a person can use. */
export function HelpContact() {
  const email = appConfig.footer.helpEmail;
  const [before, after] = message('failure.contact', { email: '\u0000' }).split('\u0000');
  return (
    <p>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </p>
  );
}

/**
 * What a failed sample's credit offers, wherever the failure is shown: the free replacement with the address it
 * goes to (changeable before it is sent), the replacement already on its way, or, without credit, the help contact.
 */
export function ReplacementOffer({ testCycleId }: { testCycleId: string }) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const failure = useQuery(sampleFailureQuery(testCycleId));
  const [changing, setChanging] = useState(false);
  const redeem = useMutation({
    mutationFn: () => redeemCredit(testCycleId),
    onSuccess: (redeemed) => {
      queryClient.setQueryData(resultsKeys.sampleFailure(testCycleId), redeemed);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tests('all') });
    },
    onError: (error) => errorReporter.report(error, { during: 'redeem credit' }),
  });
  if (failure.status !== 'success') return null;
  const state = replacementState(failure.data);
  if (state === 'redeemed') {
    return (
      <p role="status" className="failure-redeemed">
        {message('failure.redeemed', { date: longDate(failure.data.credit_redeemed_at ?? '') })}
      </p>
    );
  }
  if (state === 'cannot-redeem') {
    return (
      <>
        <p>{message('failure.cannotRedeem')}</p>
        <HelpContact />
      </>
    );
  }
  const lines = addressLines(user?.address);
  const address = user?.address;
  return (
    <div className="replacement-offer">
      <p>{message('failure.canRedeem')}</p>
      {changing || lines.length === 0 ? (
        <>
          {lines.length === 0 ? <p>{message('failure.address.none')}</p> : null}
          <Suspense fallback={<p role="status">{message('page.loading')}</p>}>
            <ReplacementAddressForm
              address={address}
              onSaved={() => setChanging(false)}
              secondaryAction={
                lines.length > 0 ? (
                  <Button variant="secondary" onClick={() => setChanging(false)}>
                    {message('failure.address.cancel')}
                  </Button>
                ) : undefined
              }
            />
          </Suspense>
        </>
      ) : (
        <>
          <SummaryList
            rows={[
              {
                key: message('failure.address.heading'),
                value: (
                  <span className="address-lines">
                    {lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </span>
                ),
                action: { onClick: () => setChanging(true), label: message('failure.address.change') },
              },
            ]}
          />
          {redeem.isError ? (
            <p role="alert" className="form-error">
              {message('failure.redeemError')}
            </p>
          ) : null}
          <Button busy={redeem.isPending} onClick={() => redeem.mutateAsync().catch(() => undefined)}>
            {message('failure.redeem')}
          </Button>
        </>
      )}
    </div>
  );
}
