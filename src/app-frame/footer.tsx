import { appConfig } from '../generated/app-config.gen';
import { externalUrl } from '../app-router/url-policy';
import { Icon } from '../ui/icons';
import { message } from '../ui/message';

export function Footer() {
  const { helpEmail, helpCentreDestination } = appConfig.footer;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <ul className="site-footer__links">
          <li>
            <a href={`mailto:${helpEmail}`}>{message('layout.helpEmail', { email: helpEmail })}</a>
          </li>
          <li>
            <a href={externalUrl(helpCentreDestination)}>{message('layout.helpCentre')}</a>
          </li>
        </ul>
        <p className="site-footer__promise">
          <Icon name="clipboard" />
          {message('copy.resultsPromise')}
        </p>
      </div>
    </footer>
  );
}
