import { CATALOGUE_RECORDS, type PersonaRecords, type RecordKind } from '../../codegen/studio/studio-api';
import { categoryParam, SCORE_CATEGORIES } from '../domain/score-history';
import type { FlatRoute } from '../engine/routing/flat-routes';

/**
 * Which record fills a route parameter: by its name, and where a name means different things on different pages
 * (`:id` of a recipe, of a questionnaire, of a product), by the path before it. The first that applies wins.
 */
interface ParamSource {
  param: string;
  /** The route's full path starts with this. */
  under?: string;
  kind: RecordKind;
  /** As the app writes it into the URL, when that differs from the record. */
  format?: (value: string) => string;
}

/** A score's category as the scores pages write it in their links (mental_wellbeing -> mental-wellbeing). */
function scoreCategoryParam(value: string): string {
  const category = SCORE_CATEGORIES.find((candidate) => candidate === value);
  return category ? categoryParam(category) : value;
}

const SOURCES: readonly ParamSource[] = [
  { param: 'testcycle', under: '/results-upload/', kind: 'uploadTestCycle' },
  { param: 'testcycle', under: '/results/:testcycle/forecasts/', kind: 'forecastTestCycle' },
  { param: 'testcycle', kind: 'resultTestCycle' },
  { param: 'analyteid', kind: 'forecastAnalyte' },
  { param: 'analyte', under: '/predicted-results/', kind: 'predictedAnalyte' },
  { param: 'analyte', kind: 'resultAnalyte' },
  { param: 'testCycleId', kind: 'failedTestCycle' },
  { param: 'category', kind: 'healthScoreCategory', format: scoreCategoryParam },
  { param: 'subscription_id', under: '/shop/', kind: 'shopSubscription' },
  { param: 'subscription_id', kind: 'testSubscription' },
  { param: 'order_id', kind: 'order' },
  { param: 'planid', kind: 'plan' },
  { param: 'week', kind: 'planWeek' },
  { param: 'taskid', kind: 'planTask' },
  { param: 'healthPlanTemplateId', kind: 'planTemplate' },
  { param: 'slug', kind: 'organization' },
  { param: 'id', under: '/partner/', kind: 'partnerTest' },
  { param: 'id', under: '/payment_authentication/', kind: 'paymentIntent' },
  { param: 'id', under: '/questionnaires/', kind: 'questionnaire' },
  { param: 'id', under: '/recipes/', kind: 'recipe' },
  { param: 'id', under: '/shop/products/', kind: 'product' },
  { param: 'variantId', under: '/shop/products/', kind: 'productVariant' },
  { param: 'uid', kind: 'article' },
];

/** Parameters that are a step of a screen rather than a record: the step every person arrives on. */
const FIRST_STEPS: Readonly<Record<string, string>> = { step: 'intro' };

export interface PersonPath {
  path: string;
  /** Parameters the person has no record for, filled with `example-<name>`. */
  missing: string[];
}

function valueFor(fullPath: string, param: string, records: PersonaRecords): string | undefined {
  const step = FIRST_STEPS[param];
  if (step !== undefined) return step;
  const source = SOURCES.find(
    (candidate) => candidate.param === param && (candidate.under === undefined || fullPath.startsWith(candidate.under)),
  );
  const value = source ? records[source.kind] : undefined;
  return value !== undefined && source?.format ? source.format(value) : value;
}

/**
 * The route's path as this person would open it: each parameter their own record (their latest results, their
 * plan, their order) or the catalogue's; `example-<name>` where they have none. Optional parameters are left out,
 * a catch-all is "anything".
 */
export function personPath(flat: FlatRoute, records: PersonaRecords): PersonPath {
  const missing: string[] = [];
  const path = flat.fullPath
    .split('/')
    .flatMap((segment) => {
      if (segment === '*') return ['anything'];
      const parameter = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/.exec(segment);
      if (!parameter) return [segment];
      const name = parameter[1] ?? '';
      if (parameter[2]) return [];
      const value = valueFor(flat.fullPath, name, records);
      if (value !== undefined) return [encodeURIComponent(value)];
      missing.push(name);
      return [`example-${name}`];
    })
    .join('/');
  return { path: path || '/', missing };
}

/** The catalogue's records (a product, a recipe, an article…), the same for every persona: what a signed-out person can open. */
export function catalogueRecords(personas: readonly { records: PersonaRecords }[]): PersonaRecords {
  const records: PersonaRecords = {};
  for (const kind of CATALOGUE_RECORDS) {
    const value = personas.find((persona) => persona.records[kind] !== undefined)?.records[kind];
    if (value !== undefined) records[kind] = value;
  }
  return records;
}
