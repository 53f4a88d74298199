import type { ConfigError } from '../load/config-error';
import type { SourceLines } from './source-lines';

/** Where the dev server serves the studio; its API is under `${STUDIO_PATH}/api/`. */
export const STUDIO_PATH = '/__studio';

/**
 * The dev server's custom HMR event after each load of config/ (codegen/vite-plugin.ts), good or broken: the studio
 * asks for the config's errors and lines again. The modules a good save regenerated arrive as hot updates.
 */
export const CONFIG_LOADED_EVENT = 'vitalia:config-loaded';

/** GET /__studio/api/config: the config on disk, checked by the one loader the CLI and build use. */
export interface StudioConfigState {
  ok: boolean;
  errors: (ConfigError & { text: string })[];
  /** config file -> document path (routes[3].redirects[0]) -> line. */
  lines: Record<string, SourceLines>;
}

/** GET /__studio/api/personas: a seeded persona as the app would see them once signed in. */
export interface StudioPersona {
  email: string;
  /** The attributes GET /v1/user returns, roles with the permissions each grants. */
  user: Record<string, unknown> & { created_at: string; roles: { name: string; permissions: string[] }[] };
  /** The partner organisation's slug for a partner's member. */
  organization: string | null;
  /** The saved health profile (what a survey starts from). */
  healthProfile: Record<string, unknown>;
  /** Their own records that route parameters name, and the catalogue's (codegen/studio/persona-records.ts). */
  records: PersonaRecords;
}

/** The kinds of record a route parameter can name; the catalogue's are the same for everyone. */
export const CATALOGUE_RECORDS = ['product', 'productVariant', 'recipe', 'article', 'planTemplate', 'questionnaire'] as const;
export const OWN_RECORDS = [
  'resultTestCycle',
  'resultAnalyte',
  'uploadTestCycle',
  'partnerTest',
  'forecastTestCycle',
  'forecastAnalyte',
  'predictedAnalyte',
  'failedTestCycle',
  'healthScoreCategory',
  'testSubscription',
  'shopSubscription',
  'order',
  'paymentIntent',
  'plan',
  'planWeek',
  'planTask',
  'organization',
] as const;
export type RecordKind = (typeof CATALOGUE_RECORDS)[number] | (typeof OWN_RECORDS)[number];

/** A persona's value for each kind of record they have; a kind they have none of is absent. */
export type PersonaRecords = Partial<Record<RecordKind, string>>;

/** GET /__studio/api/diff: what changes for people between HEAD's config and the files on disk (config:diff's module). */
export type StudioHeadDiff =
  | {
      status: 'ok';
      head: string;
      changed: boolean;
      markdown: string;
      counts: { routes: number; surveyPaths: number; formMessages: number; formFields: number; layout: number };
    }
  | { status: 'unavailable'; reason: string };
