import { authHandlers } from './handlers/auth-handlers';
import { contentHandlers } from './handlers/content-handlers';
import { healthHandlers } from './handlers/health-handlers';
import { healthPlanHandlers } from './handlers/health-plan-handlers';
import { interventionHandlers } from './handlers/intervention-handlers';
import { kitHandlers } from './handlers/kit-handlers';
import { questionnaireHandlers } from './handlers/questionnaire-handlers';
import { resultsHandlers } from './handlers/results-handlers';
import { resultsDetailHandlers } from './handlers/results-detail-handlers';
import { shareHandlers } from './handlers/share-handlers';
import { shopCatalogueHandlers } from './handlers/shop-catalogue-handlers';
import { resultsUploadHandlers } from './handlers/results-upload-handlers';
import { shopHandlers } from './handlers/shop-handlers';
import { shopOrderHandlers } from './handlers/shop-order-handlers';
import { shopSubscriptionHandlers } from './handlers/shop-subscription-handlers';
import { specialistHandlers } from './handlers/specialist-handlers';
import { userHandlers } from './handlers/user-handlers';

/** The same handlers serve vitest and the local server (npm start, npm run dev, Playwright). */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...resultsDetailHandlers,
  ...healthHandlers,
  ...healthPlanHandlers,
  ...resultsHandlers,
  ...resultsUploadHandlers,
  ...shopHandlers,
  ...contentHandlers,
  ...shopCatalogueHandlers,
  ...shopOrderHandlers,
  ...shopSubscriptionHandlers,
  ...specialistHandlers,
  ...questionnaireHandlers,
  ...kitHandlers,
  ...interventionHandlers,
  ...shareHandlers,
];
