import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { documentQuery } from '../../api/content-api';
import { resultsTestQuery, sampleFailureQuery } from '../../api/results-api';
import { message } from '../../ui/message';
import { SafeHtml } from '../../ui/safe-html';
import { useDocumentTitle } from '../../ui/use-document-title';
import { longDate } from './chart-format';
import { isNotFound, Loading, NotFoundContent, ResourceError } from './resource-states';
import './results.css';
import { ReplacementOffer } from './replacement-offer';

/** /failure-reason/{testCycleId}: why the sample failed (content service), what to do next, and the replacement kit. */
export default function FailureReasonScreen() {
  const { testCycleId = '' } = useParams();
  const heading = message('failure.heading');
  useDocumentTitle(heading);
  const test = useQuery(resultsTestQuery(testCycleId));
  const failure = useQuery(sampleFailureQuery(testCycleId));
  const classification = failure.data?.failure_classification?.trim() ?? '';
  const reason = useQuery({
    ...documentQuery('failure_reason', classification),
    enabled: classification !== '',
    meta: { silent: true },
    retry: false,
  });
  if (test.status === 'pending' || failure.status === 'pending') return <Loading />;
  if (isNotFound(test.error) || isNotFound(failure.error)) return <NotFoundContent />;
  if (test.status === 'error')
    return <ResourceError error={test.error} what={message('load.thing.failure')} heading={heading} onRetry={() => void test.refetch()} />;
  if (failure.status === 'error')
    return (
      <ResourceError error={failure.error} what={message('load.thing.failure')} heading={heading} onRetry={() => void failure.refetch()} />
    );

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
        <ReplacementOffer testCycleId={testCycleId} />
      </section>
    </article>
  );
}
