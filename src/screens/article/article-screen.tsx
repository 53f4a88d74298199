import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { isApiError } from '../../api/api-error';
import { documentQuery } from '../../api/content-api';
import { formatDate } from '../../domain/dates';
import { firstQuery, type StartFirstQueries } from '../../app-router/screen-queries';
import { message } from '../../ui/message';
import { SafeHtml } from '../../ui/safe-html';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Skeleton } from '../../ui/skeleton';
import { ErrorContent } from '../system/error-screen';
import './article.css';

/** An http(s) address from the content service, or null: a javascript: or odd link is never rendered. */
function safeLink(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

// Silent and not retried: the page says itself that the article is missing or could not be loaded.
const articleQuery = (uid: string) => firstQuery({ ...documentQuery('article', uid), meta: { silent: true }, retry: false });

export const startFirstQueries: StartFirstQueries = ({ params }, client) => void client.prefetchQuery(articleQuery(params.uid ?? ''));

/**
 * A health hub article from the content service (SPEC 2). A failure is reported and shows the Error page (SPEC 8)
 * in place, with a Try again, so the article's address is kept.
 */
export default function ArticleScreen() {
  const { uid = '' } = useParams();
  const article = useQuery(articleQuery(uid));
  useDocumentTitle(article.data?.title ?? message(article.status === 'error' ? 'page.error.heading' : 'page.loading'));

  useEffect(() => {
    if (article.status === 'error') errorReporter.report(article.error, { during: 'article load', uid });
  }, [article.status, article.error, uid]);

  if (article.data === undefined) {
    if (article.status !== 'error') return <Skeleton block lines={5} />;
    // An article that is not there will not be there on a second try.
    const gone = isApiError(article.error) && article.error.status === 404;
    return gone ? <ErrorContent /> : <ErrorContent onRetry={() => article.refetch()} />;
  }
  const {
    title,
    category,
    introduction,
    body,
    author,
    podcast_links: podcasts = [],
    last_publication_date: published,
    references = [],
  } = article.data;
  const publishedOn = published ? formatDate(published) : null;
  const podcastLinks = podcasts.map(safeLink).filter((href): href is string => href !== null);

  return (
    <article className="article" aria-labelledby="screen-heading">
      <header className="article__header">
        {category ? <p className="article__category">{category}</p> : null}
        <h1 id="screen-heading">{title}</h1>
        {introduction ? <p className="article__introduction">{introduction}</p> : null}
        <div className="article__meta">
          {author ? (
            <p className="article__author">
              {author.image ? <img src={author.image} alt="" width={48} height={48} className="article__author-image" /> : null}
              <span>{message('article.by', { name: author.name ?? '' })}</span>
            </p>
          ) : null}
          {publishedOn && published ? (
            <p className="article__date">
              {message('article.published')} <time dateTime={published}>{publishedOn}</time>
            </p>
          ) : null}
        </div>
      </header>
      <SafeHtml html={body} className="article__body" />
      {podcastLinks.length > 0 ? (
        <section aria-labelledby="article-podcasts">
          <h2 id="article-podcasts">{message('article.podcasts')}</h2>
          <ul>
            {podcastLinks.map((href) => (
              <li key={href}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {new URL(href).hostname}
                  <span className="visually-hidden"> {message('article.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {references.length > 0 ? (
        <section aria-labelledby="article-references">
          <h2 id="article-references">{message('article.references')}</h2>
          <ol className="article__references">
            {references.map((reference) => (
              <li key={reference}>{reference}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}
