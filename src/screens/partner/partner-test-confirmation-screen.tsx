import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { partnerQuery, partnerTestsQuery, startTest } from '../../api/partner-api';
import { useSingleFlight } from '../../forms/use-single-flight';
import { useCurrentUser } from '../../layout/use-current-user';
import { pathFor } from '../../routing/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PartnerLogos } from './partner-logos';

/** "Confirm your health check": the panel's profiles, the delivery address, and Confirm while scheduled. */
export default function PartnerTestConfirmationScreen() {
  const { slug = '', id = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const partner = useQuery({ ...partnerQuery(slug), meta: { silent: true } });
  const tests = useQuery(partnerTestsQuery);
  useDocumentTitle(message('partner.test.heading'));
  const flight = useSingleFlight();
  const confirm = useMutation({
    mutationFn: (testCycleId: string) => startTest(testCycleId),
    onSuccess: () => void navigate(pathFor('health-profile')),
    onError: (error) => errorReporter.report(error, { during: 'start test' }),
  });

  if (tests.status === 'pending') return <p role="status">{message('page.loading')}</p>;
  const test = tests.data?.find((candidate) => candidate.id === id);
  if (tests.status === 'error' || !test) {
    return (
      <section>
        <h1>{message('page.notFound.heading')}</h1>
        <p>{message('page.notFound.body')}</p>
      </section>
    );
  }
  const address = user?.address;
  return (
    <section className="partner-test" aria-labelledby="partner-test-heading">
      {partner.data ? <PartnerLogos partner={partner.data} /> : null}
      <h1 id="partner-test-heading">{message('partner.test.heading')}</h1>
      <h2>{message('partner.test.includes')}</h2>
      <ul>
        {(test.panel?.profiles ?? []).map((profile) => (
          <li key={profile.id}>{profile.name}</li>
        ))}
      </ul>
      <h2>{message('partner.test.delivery')}</h2>
      {address ? (
        <address>
          {[address.line1, address.locality, address.postcode].filter(Boolean).map((line) => (
            <span key={line} className="address-line">
              {line}
            </span>
          ))}
        </address>
      ) : null}
      {confirm.isError ? (
        <p role="alert" className="form-error">
          {message('error.startTest')}
        </p>
      ) : null}
      {test.state === 'scheduled' ? (
        <button type="button" className="button-primary" disabled={flight.running} onClick={() => void flight.run(() => confirm.mutateAsync(test.test_cycle_id).catch(() => undefined))}>
          {message('partner.test.confirm')}
        </button>
      ) : (
        <p>{message('partner.test.notScheduled')}</p>
      )}
    </section>
  );
}
