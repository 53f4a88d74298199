import { authHandlers } from './handlers/auth-handlers';
import { contentHandlers } from './handlers/content-handlers';
import { healthHandlers } from './handlers/health-handlers';
import { kitHandlers } from './handlers/kit-handlers';
import { questionnaireHandlers } from './handlers/questionnaire-handlers';
import { resultsHandlers } from './handlers/results-handlers';
import { shopHandlers } from './handlers/shop-handlers';
import { userHandlers } from './handlers/user-handlers';

/** The same handlers serve the browser build, vitest and Playwright. */
export const handlers = [...authHandlers, ...userHandlers, ...healthHandlers, ...resultsHandlers, ...shopHandlers, ...contentHandlers, ...questionnaireHandlers, ...kitHandlers];
