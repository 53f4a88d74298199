import { appConfig } from '../../generated/app-config.gen';
import { externalUrl } from '../../app-router/url-policy';
import { buttonClassName } from '../../ui/button';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

/** /shop/download: where to get the mobile app. */
export default function ShopDownloadScreen() {
  const heading = message('download.heading', { productName: appConfig.productName });
  useDocumentTitle(heading);
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{heading}</h1>
      <p>{message('download.body')}</p>
      <p>
        <a className={buttonClassName('primary')} href={externalUrl('appDownload')}>
          {message('download.link')}
        </a>
      </p>
    </section>
  );
}
