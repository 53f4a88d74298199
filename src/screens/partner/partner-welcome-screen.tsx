import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { isApiError } from '../../api/api-error';
import { partnerQuery, partnerTestsQuery } from '../../api/partner-api';
import { partnerWelcomeAudience } from '../../domain/partner-membership';
import { YamlForm } from '../../forms/yaml-form';
import { appConfig } from '../../generated/app-config.gen';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { pathFor } from '../../app-router/app-routes';
import { externalUrl } from '../../app-router/url-policy';
import { Card } from '../../ui/card';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { nextAfterSetup } from './next-after-setup';
import { partnerConfirmAccount, partnerSetupAccount } from './partner-definitions';
import { PartnerLogos } from './partner-logos';
import './partner.css';

/** /partner/{slug}/welcome: greeting, set up (new account) or confirm (existing), then the test or the profile. */
export default function PartnerWelcomeScreen() {
  const { slug = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const partner = useQuery({ ...partnerQuery(slug), meta: { silent: true } });
  const [continueFailed, setContinueFailed] = useState(false);
  useDocumentTitle(message('partner.welcome.setup'));

  if (partner.status === 'pending') return <Skeleton block lines={3} />;
  if (partner.status === 'error') {
    // Only a 404 means there is no such partner; anything else is a failure the catalogue has copy for.
    const notFound = isApiError(partner.error) && partner.error.status === 404;
    return notFound ? (
      <section aria-labelledby="partner-heading">
        <h1 id="partner-heading">{message('partner.welcome.notFound')}</h1>
        <p>{message('partner.welcome.notFoundBody')}</p>
      </section>
    ) : (
      <section aria-labelledby="partner-heading">
        <h1 id="partner-heading">{message('page.error.heading')}</h1>
        <p role="alert" className="form-error">
          <Icon name="error" />
          <span>{message('error.partnerWelcome')}</span>
        </p>
      </section>
    );
  }

  if (user && partnerWelcomeAudience(user, partner.data) === 'other-account') {
    return (
      <section className="partner-welcome" aria-labelledby="partner-heading">
        <PartnerLogos partner={partner.data} />
        <h1 id="partner-heading">{message('partner.welcome.otherAccount.heading')}</h1>
        <p>{message('partner.welcome.otherAccount.body', { email: user.email, partnerName: partner.data.name })}</p>
        <p>
          <Link to={pathFor('logout')}>{message('partner.welcome.otherAccount.signOut')}</Link>
        </p>
      </section>
    );
  }

  // The YAML's submit.onSuccess has refreshed the person by now; which page follows depends on the loaded tests.
  const afterSetup = async () => {
    setContinueFailed(false);
    try {
      const next = nextAfterSetup(await queryClient.fetchQuery(partnerTestsQuery), slug);
      if (next.kind === 'confirm-test') void navigate(pathFor('PartnerTestConfirmation', { slug, id: next.testId }));
      else void navigate(pathFor('health-profile'));
    } catch (error) {
      // The account is set up by now, so the form turns into "Confirm account", which retries this step.
      errorReporter.report(error, { during: 'partner welcome: loading tests' });
      setContinueFailed(true);
    }
  };

  const definition = user?.password_present ? partnerConfirmAccount : partnerSetupAccount;
  return (
    <div className="partner-welcome">
      <PartnerLogos partner={partner.data} />
      {user ? (
        <h1>{message('partner.welcome.greeting', { firstName: user.first_name ?? '' })}</h1>
      ) : (
        <h1>{message('partner.welcome.signIn')}</h1>
      )}
      <p className="lede">{message('partner.welcome.intro', { partnerName: partner.data.name, productName: appConfig.productName })}</p>
      {user ? (
        <Card>
          <p>{user.password_present ? message('partner.welcome.existingAccount') : message('partner.welcome.newAccount')}</p>
          {continueFailed ? (
            <p role="alert" className="form-error">
              <Icon name="error" />
              <span>{message('error.partnerWelcome')}</span>
            </p>
          ) : null}
          <YamlForm
            key={definition.config.id}
            definition={definition}
            page="partner-welcome"
            params={{ slug }}
            onSuccess={() => void afterSetup()}
            submitLabel={user.password_present ? message('partner.welcome.confirm') : message('partner.welcome.setup')}
          />
          <p className="partner-welcome__terms">
            <a href={externalUrl('terms')}>{message('partner.welcome.terms')}</a>
          </p>
        </Card>
      ) : (
        <p>
          <Link to={pathFor('login', {}, { redirectTo: pathFor('partner-welcome', { slug }) })}>{message('partner.welcome.signIn')}</Link>
        </p>
      )}
    </div>
  );
}
