import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { currentUserQuery } from '../../api/auth-api';
import { partnerQuery, partnerTestsQuery } from '../../api/partner-api';
import { formActions } from '../../forms/form-actions';
import { YamlForm } from '../../forms/yaml-form';
import { appConfig } from '../../generated/app-config.gen';
import { useCurrentUser } from '../../layout/use-current-user';
import { pathFor } from '../../routing/app-routes';
import { externalUrl } from '../../routing/url-policy';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { nextAfterSetup } from './next-after-setup';
import { partnerConfirmAccount, partnerSetupAccount } from './partner-definitions';
import { PartnerLogos } from './partner-logos';

/** /partner/{slug}/welcome: greeting, set up (new account) or confirm (existing), then the test or the profile. */
export default function PartnerWelcomeScreen() {
  const { slug = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const partner = useQuery({ ...partnerQuery(slug), meta: { silent: true } });
  useDocumentTitle(message('partner.welcome.setup'));

  if (partner.status === 'pending') return <p role="status">{message('page.loading')}</p>;
  if (partner.status === 'error') return <p role="alert">{message('partner.welcome.notFound')}</p>;

  const afterSetup = async () => {
    await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    const next = nextAfterSetup(await queryClient.fetchQuery(partnerTestsQuery), slug);
    if (next.kind === 'confirm-test') void navigate(pathFor('PartnerTestConfirmation', { slug, id: next.testId }));
    else void navigate(pathFor('health-profile'));
  };

  const definition = user?.password_present ? partnerConfirmAccount : partnerSetupAccount;
  return (
    <div className="partner-welcome">
      <PartnerLogos partner={partner.data} />
      {user ? <h1>{message('partner.welcome.greeting', { firstName: user.first_name ?? '' })}</h1> : <h1>{message('partner.welcome.signIn')}</h1>}
      <p>{message('partner.welcome.intro', { partnerName: partner.data.name, productName: appConfig.productName })}</p>
      {user ? (
        <>
          <p>{user.password_present ? message('partner.welcome.existingAccount') : message('partner.welcome.newAccount')}</p>
          <YamlForm
            key={definition.config.id}
            definition={definition}
            onSubmit={(data) => formActions[user.password_present ? 'partner-confirm-account' : 'partner-setup-account'](data, { partnerSlug: slug })}
            onSuccess={() => void afterSetup()}
            submitLabel={user.password_present ? message('partner.welcome.confirm') : message('partner.welcome.setup')}
          />
          <p>
            <a href={externalUrl('terms')}>{message('partner.welcome.terms')}</a>
          </p>
        </>
      ) : (
        <p>
          <Link to={pathFor('login', {}, { redirectTo: pathFor('partner-welcome', { slug }) })}>{message('partner.welcome.signIn')}</Link>
        </p>
      )}
    </div>
  );
}
