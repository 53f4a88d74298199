import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { partnerQuery, partnerTestsQuery, startTest } from '../../api/partner-api';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { pathFor } from '../../app-router/app-routes';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { Skeleton } from '../../ui/skeleton';
import { StatusTag } from '../../ui/status-tag';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PartnerLogos } from './partner-logos';
import './partner.css';

/** "Confirm your health check": the panel's profiles, the delivery address, and Confirm while scheduled. */
export default function PartnerTestConfirmationScreen() {
  const { slug = '', id = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const partner = useQuery({ ...partnerQuery(slug), meta: { silent: true } });
  const tests = useQuery(partnerTestsQuery);
  useDocumentTitle(message('partner.test.heading'));
  const confirm = useMutation({
    mutationFn: (testCycleId: string) => startTest(testCycleId),
    onSuccess: () => void navigate(pathFor('health-profile')),
    onError: (error) => errorReporter.report(error, { during: 'start test' }),
  });

  if (tests.status === 'pending') return <Skeleton block lines={3} />;
  const test = tests.data?.find((candidate) => candidate.id === id);
  if (tests.status === 'error' || !test) {
    return (
      <section className="status-page">
        <span className="status-page__icon">
          <Icon name="search" size={2} />
        </span>
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
      <div className="partner-test__cards">
        <Card heading={message('partner.test.includes')} tone="feature">
          <ul className="tick-list">
            {(test.panel?.profiles ?? []).map((profile) => (
              <li key={profile.id}>
                <Icon name="droplet" />
                <span>{profile.name}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card heading={message('partner.test.delivery')}>
          {address ? (
            <address>
              {[address.line1, address.locality, address.postcode].filter(Boolean).map((line) => (
                <span key={line} className="address-line">
                  {line}
                </span>
              ))}
            </address>
          ) : null}
        </Card>
      </div>
      {confirm.isError ? (
        <p role="alert" className="form-error">
          <Icon name="error" />
          <span>{message('error.startTest')}</span>
        </p>
      ) : null}
      {test.state === 'scheduled' ? (
        <div className="form-actions">
          <Button block busy={confirm.isPending} onClick={() => confirm.mutateAsync(test.test_cycle_id).catch(() => undefined)}>
            {message('partner.test.confirm')}
          </Button>
        </div>
      ) : (
        <StatusTag tone="info">{message('partner.test.notScheduled')}</StatusTag>
      )}
    </section>
  );
}
