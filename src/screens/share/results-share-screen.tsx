import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { shareLinksQuery, type ShareLinkItem } from '../../api/share-links-api';
import { ownResultsRecord } from '../../api/shared-results-api';
import { formActions } from '../../forms/form-actions';
import { YamlForm } from '../../forms/yaml-form';
import { appConfig } from '../../generated/app-config.gen';
import { firstQuery, type StartFirstQueries } from '../../app-router/screen-queries';
import { Card } from '../../ui/card';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Loading, ResourceError } from '../results/resource-states';
import { DownloadButtons } from './downloads';
import { shareResults } from './share-definitions';
import { ShareCreated } from './share-created';
import { ShareLinkList } from './share-link-list';
import './share.css';

const linksQuery = firstQuery(shareLinksQuery);

export const startFirstQueries: StartFirstQueries = (_, client) => {
  void client.prefetchQuery(linksQuery);
};

/**
 * /results/share: make a link for a doctor (what to share, how long it works, an optional passcode), then the
 * link, its QR code and a copy button; below, every link with its openings and Revoke, and the person's own
 * downloads of their results (FHIR R4 and CSV).
 */
export default function ResultsShareScreen() {
  useDocumentTitle(message('share.title'));
  const links = useQuery(linksQuery);
  const [created, setCreated] = useState<ShareLinkItem | null>(null);
  return (
    <div className="share-page">
      <h1 id="screen-heading">{message('share.title')}</h1>
      <p className="lede">{message('share.lede')}</p>
      {created ? (
        <ShareCreated link={created} onAnother={() => setCreated(null)} />
      ) : (
        <Card>
          <YamlForm
            definition={shareResults}
            initialData={{ scope: 'latest', expires_in: appConfig.constants.shareLinkDefaultLifetime }}
            onSubmit={(data) => formActions['create-share-link'](data, {})}
            onSuccess={(result) => setCreated(result as ShareLinkItem)}
            submittingLabel={message('share.form.submitting')}
          />
        </Card>
      )}
      <section className="share-section" aria-labelledby="share-links-heading">
        <h2 id="share-links-heading">{message('share.links.heading')}</h2>
        <p className="hint">{message('share.links.kept', { days: appConfig.constants.shareEndedLinksKeptDays })}</p>
        {links.status === 'pending' ? <Loading /> : null}
        {links.status === 'error' ? (
          <ResourceError
            error={links.error}
            what={message('share.links.loadThing')}
            heading={message('share.links.heading')}
            onRetry={() => void links.refetch()}
          />
        ) : null}
        {links.status === 'success' ? <ShareLinkList links={links.data} /> : null}
      </section>
      <section className="share-section" aria-labelledby="share-downloads-heading">
        <h2 id="share-downloads-heading">{message('share.downloads.heading')}</h2>
        <p>{message('share.downloads.body')}</p>
        <DownloadButtons record={ownResultsRecord} />
      </section>
    </div>
  );
}
