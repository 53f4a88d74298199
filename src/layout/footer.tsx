import { appConfig } from '../generated/app-config.gen';
import { externalUrl } from '../routing/url-policy';
import { message } from '../ui/message';

export function Footer() {
  const { helpEmail, helpCentreDestination } = appConfig.footer;
  return (
    <footer className="site-footer">
      <p>
        <a href={`mailto:${helpEmail}`}>{message('layout.helpEmail', { email: helpEmail })}</a>
      </p>
      <p>
        <a href={externalUrl(helpCentreDestination)}>{message('layout.helpCentre')}</a>
      </p>
      <p className="site-footer__promise">{message('copy.resultsPromise')}</p>
    </footer>
  );
}
