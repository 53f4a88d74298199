import { Link } from 'react-router-dom';
import { categoryParam, SCORE_CATEGORIES } from '../../domain/score-history';
import type { HealthScoreCategory } from '../../generated/entities.gen';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { categoryName } from './score-labels';

/** The three categories as links; the current one is marked for assistive technology and by its filled style. */
export function ScoreTabs({ current }: { current: HealthScoreCategory }) {
  return (
    <nav aria-label={message('scores.tabs')} className="no-print">
      <ul className="score-tabs">
        {SCORE_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={pathFor('health-scores-category', { category: categoryParam(category) })}
              aria-current={category === current ? 'page' : undefined}
            >
              {categoryName(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
