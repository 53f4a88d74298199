import type { SeedDb } from '../../mocks/db/mock-db';
import type { PersonaRecords } from './studio-api';

type Db = Pick<
  SeedDb,
  | 'tests'
  | 'analyteResults'
  | 'forecasts'
  | 'predictiveResults'
  | 'sampleFailures'
  | 'healthScores'
  | 'subscriptions'
  | 'shopSubscriptions'
  | 'orders'
  | 'paymentIntents'
  | 'healthPlans'
  | 'planWeeks'
  | 'tasks'
  | 'healthPlanTemplates'
  | 'questionnaireResponses'
  | 'questionnaires'
  | 'shopProducts'
  | 'shopVariants'
  | 'contentDocuments'
>;

/** The newest first, by an ISO time (null last). */
const newestFirst =
  <T>(time: (item: T) => string | null) =>
  (a: T, b: T): number =>
    (time(b) ?? '').localeCompare(time(a) ?? '');

/**
 * What a seeded person has that a route's parameters name (mocks/db/seed.ts): their latest results, their plan's
 * current week, their order... The route matrix asks each route with these, so a row shows what that person
 * gets at a page of their own. A kind they have none of is left out, and the studio says so.
 */
export function personaRecords(db: Db, userId: string): PersonaRecords {
  const records: PersonaRecords = {};
  const set = (kind: keyof PersonaRecords, value: string | number | null | undefined): void => {
    if (value !== null && value !== undefined && value !== '') records[kind] = String(value);
  };
  const tests = db.tests.filter((test) => test.user_id === userId);
  const withResults = new Set(db.analyteResults.filter((result) => result.user_id === userId).map((result) => result.test_cycle_id));
  // Their latest lab results (an upload of results from elsewhere has its own page, below).
  const latest = tests
    .filter((test) => test.state === 'complete' && test.uploaded_at === null && withResults.has(test.test_cycle_id))
    .sort(newestFirst((test) => test.completed_at))[0];
  set('resultTestCycle', latest?.test_cycle_id);
  set(
    'resultAnalyte',
    db.analyteResults.find((result) => result.user_id === userId && result.test_cycle_id === latest?.test_cycle_id)?.analyte_id,
  );
  set('uploadTestCycle', tests.filter((test) => test.uploaded_at !== null).sort(newestFirst((test) => test.uploaded_at))[0]?.test_cycle_id);
  set('partnerTest', tests.find((test) => test.organization_id !== null)?.id);
  const forecast = db.forecasts.find((candidate) => candidate.user_id === userId);
  set('forecastTestCycle', forecast?.test_cycle_id);
  set('forecastAnalyte', forecast?.analyte_id);
  set('predictedAnalyte', db.predictiveResults.find((result) => result.user_id === userId)?.analyte_id);
  set('failedTestCycle', db.sampleFailures.find((failure) => failure.user_id === userId)?.test_cycle_id);
  set('healthScoreCategory', db.healthScores[userId]?.[0]?.category);
  set('testSubscription', db.subscriptions.find((subscription) => subscription.user_id === userId)?.id);
  set('shopSubscription', db.shopSubscriptions.find((subscription) => subscription.user_id === userId)?.id);
  set('order', db.orders.find((order) => order.user_id === userId && order.order_state === 'completed')?.id);
  set('paymentIntent', db.paymentIntents.find((intent) => intent.user_id === userId)?.id);
  // One they have answered, else the first anyone may answer.
  set(
    'questionnaire',
    db.questionnaireResponses.find((response) => response.user_id === userId)?.questionnaire_id ?? db.questionnaires[0]?.id,
  );
  // The plan they are on (an active one before a finished one), its first week and that week's first task.
  const plans = db.healthPlans.filter((plan) => plan.user_id === userId);
  const plan = plans.find((candidate) => candidate.state === 'active') ?? plans[0];
  const week = db.planWeeks.filter((candidate) => candidate.plan_id === plan?.id).sort((a, b) => a.week - b.week)[0];
  set('plan', plan?.id);
  set('planWeek', week?.week);
  set('planTask', db.tasks.find((task) => task.plan_week_id === week?.id && task.state !== 'removed')?.id);
  // The catalogue is the same for everyone: the first of each that a person can open.
  const variant = db.shopVariants.find((candidate) =>
    db.shopProducts.some((product) => product.id === candidate.product_id && product.live),
  );
  set('product', variant?.product_id);
  set('productVariant', variant?.id);
  set('recipe', db.contentDocuments.find((document) => document.type === 'recipe')?.uid);
  set('article', db.contentDocuments.find((document) => document.type === 'article')?.uid);
  set('planTemplate', db.healthPlanTemplates[0]?.id);
  return records;
}
