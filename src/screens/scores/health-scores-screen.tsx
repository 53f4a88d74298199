import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { nextUpdate } from '../../domain/scores';
import { categoryFromParam, categoryParam, latestScore, scoreChange, scoreHistory } from '../../domain/score-history';
import type { HealthScore } from '../../generated/entities.gen';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { longDate } from '../results/chart-format';
import { Loading, NotFoundContent, ResourceError } from '../results/resource-states';
import { bandName, categoryName } from './score-labels';
import { ScoreTabs } from './score-tabs';
import { scoresQuery } from './scores-query';
import { ScoreUpdateDialog } from './score-update-dialog';
import '../results/results.css';

export { startScoresQuery as startFirstQueries } from './scores-query';

/** /health-scores/{category}: the score as a percent with its band, what shapes it, what changed, and when it updates. */
export default function HealthScoresScreen() {
  const { category: param } = useParams();
  const category = categoryFromParam(param);
  const user = useCurrentUser();
  const scores = useQuery(scoresQuery);
  const heading = category ? categoryName(category) : message('page.notFound.heading');
  useDocumentTitle(category ? `${heading} – ${message('scores.pageHeading')}` : heading);
  if (!category) return <NotFoundContent />;
  if (scores.status === 'pending') return <Loading />;
  if (scores.status === 'error')
    return (
      <ResourceError error={scores.error} what={message('load.thing.scores')} heading={heading} onRetry={() => void scores.refetch()} />
    );

  const latest = latestScore(scores.data, category);
  const record: HealthScore | undefined = latest
    ? [...scores.data]
        .reverse()
        .find(
          (score) => score.category === category && (score.last_calculated_at ?? score.lastCalculatedAt ?? score.created_at) === latest.at,
        )
    : undefined;
  const next = latest ? nextUpdate(latest.at) : null;
  const shift = record?.score_shift;
  const card = record?.score_card as { summary?: unknown; factors?: unknown } | undefined;
  const factors = Array.isArray(card?.factors)
    ? (card.factors as { name?: unknown; effect?: unknown }[]).filter((factor) => typeof factor.name === 'string')
    : [];
  // The headline move comes from the history itself (as the history page lists it); the API's items only explain it.
  const change = scoreChange(scoreHistory(scores.data, category));
  const changes = (shift?.changes ?? []).filter(
    (entry): entry is { description: string; change?: number } => typeof entry.description === 'string',
  );

  return (
    <article className="result-page" aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('scores.pageHeading')}</h1>
      <ScoreTabs current={category} />
      <h2 className="score-category-heading">{heading}</h2>
      {latest === null ? (
        <p>{message('scores.empty')}</p>
      ) : (
        <>
          {user ? <ScoreUpdateDialog userId={user.id} calculatedAt={latest.at} /> : null}
          <section className="result-section" aria-labelledby="score-value">
            <p id="score-value" className="score-figure">
              {message('scores.score', { percent: latest.percent })}
            </p>
            <p className={`result-status score-band score-band--${latest.band}`}>{bandName(latest.band)}</p>
            <p>{message('scores.lastCalculated', { date: longDate(latest.at) })}</p>
            {next ? <p>{message('scores.nextUpdate', { date: longDate(next) })}</p> : null}
          </section>
          {typeof card?.summary === 'string' || factors.length > 0 ? (
            <section className="result-section" aria-labelledby="score-card-heading">
              <h3 id="score-card-heading">{message('scores.card.heading')}</h3>
              {typeof card?.summary === 'string' ? <p>{card.summary}</p> : null}
              <ul className="score-factors">
                {factors.map((factor) => (
                  <li key={String(factor.name)}>
                    <strong>
                      {factor.effect === 'hurts' ? `▼ ${message('scores.card.hurts')}` : `▲ ${message('scores.card.helps')}`}:
                    </strong>{' '}
                    {String(factor.name)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="result-section" aria-labelledby="score-shift-heading">
            <h3 id="score-shift-heading">{message('scores.shift.heading')}</h3>
            <p>
              {change === null || change === 0
                ? message('scores.shift.none')
                : message(change > 0 ? 'scores.shift.up' : 'scores.shift.down', { points: Math.abs(change) })}
            </p>
            {changes.length > 0 ? (
              <ul>
                {changes.map((entry) => (
                  <li key={entry.description}>
                    {entry.description}
                    {typeof entry.change === 'number' && entry.change !== 0
                      ? ` (${entry.change > 0 ? '+' : '−'}${Math.abs(entry.change)})`
                      : ''}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <p>
            <Link to={pathFor('health-scores-history', { category: categoryParam(category) })}>{message('scores.history.link')}</Link>
          </p>
        </>
      )}
    </article>
  );
}
