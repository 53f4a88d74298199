import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { documentQuery } from '../../api/content-api';
import { redeemCredit, resultsKeys, resultsTestQuery, sampleFailureQuery } from '../../api/results-api';
import { queryKeys } from '../../api/query-keys';
import { replacementState } from '../../domain/failed-sample';
import { message } from '../../ui/message';
import { SafeHtml } from '../../ui/safe-html';
import { useDocumentTitle } from '../../ui/use-document-title';
import { longDate } from './chart-format';
import { isNotFound, Loading, NotFoundContent, ResourceError } from './resource-states';
import './results.css';
import { Button } from '../../ui/button';

/** /failure-reason/{testCycleId}: why the sample failed (content service), what to do next, and the replacement kit. */
export default function FailureReasonScreen() {
  const { testCycleId = '' } = useParams();
  const heading = message('failure.heading');
  useDocumentTitle(heading);
  const queryClient = useQueryClient();
  const test = useQuery(resultsTestQuery(testCycleId));
  const failure = useQuery(sampleFailureQuery(testCycleId));
  const classification = failure.data?.failure_classification?.trim() ?? '';
  const reason = useQuery({ ...documentQuery('failure_reason', classification), enabled: classification !== '', meta: { silent: true }, retry: false });
  const redeem = useMutation({
    mutationFn: () => redeemCredit(testCycleId),
    onSuccess: (redeemed) => {
      queryClient.setQueryData(resultsKeys.sampleFailure(testCycleId), redeemed);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tests('all') });
    },
    onError: (error) => errorReporter.report(error, { during: 'redeem credit' }),
  });

  if (test.status === 'pending' || failure.status === 'pending') return <Loading />;
  if (isNotFound(test.error) || isNotFound(failure.error)) return <NotFoundContent />;
  if (test.status === 'error') return <ResourceError error={test.error} heading={heading} onRetry={() => void test.refetch()} />;
  if (failure.status === 'error') return <ResourceError error={failure.error} heading={heading} onRetry={() => void failure.refetch()} />;

  const state = replacementState(failure.data);
  const date = test.data.completed_at ?? test.data.test_date;
  return (
    <article className="result-page" aria-labelledby="screen-heading">
      <h1 id="screen-heading">{heading}</h1>
      {date ? <p>{message('failure.intro', { date: longDate(date) })}</p> : null}
      {reason.data ? (
        <section className="result-section" aria-labelledby="reason-heading">
          <h2 id="reason-heading">{reason.data.title}</h2>
          <SafeHtml html={reason.data.body ?? reason.data.introduction} />
        </section>
      ) : reason.status === 'error' ? (
        <p>{message('failure.reasonUnavailable')}</p>
      ) : null}
      <section className="result-section" aria-labelledby="next-heading">
        <h2 id="next-heading">{message('failure.next.heading')}</h2>
        <p>{message('failure.tips')}</p>
        {state === 'redeemed' ? (
          <p role="status" className="failure-redeemed">
            {message('failure.redeemed', { date: longDate(failure.data.credit_redeemed_at ?? '') })}
          </p>
        ) : state === 'can-redeem' ? (
          <>
            <p>{message('failure.canRedeem')}</p>
            {redeem.isError ? (
              <p role="alert" className="form-error">
                {message('failure.redeemError')}
              </p>
            ) : null}
            <Button busy={redeem.isPending} onClick={() => redeem.mutateAsync().catch(() => undefined)}>
              {message('failure.redeem')}
            </Button>
          </>
        ) : (
          <p>{message('failure.cannotRedeem')}</p>
        )}
      </section>
    </article>
  );
}
