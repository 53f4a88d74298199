import { healthScoresQuery } from '../../api/results-api';
import { firstQuery, type StartFirstQueries } from '../../app-router/screen-queries';

// Silent: each scores page says itself what failed.
export const scoresQuery = firstQuery({ ...healthScoresQuery, meta: { silent: true } });

/** The first query of both scores pages (a category's score and its history). */
export const startScoresQuery: StartFirstQueries = (_context, client) => void client.prefetchQuery(scoresQuery);
