import type { SurveyConfig } from '../generated/config-types.gen';

/**
 * Every survey codegen generated (one module per config/surveys/*.yaml), by version. The folder also holds smaller
 * modules taken from a survey (its flows' intros, loaded before the engine), which are not surveys.
 */
const modules = import.meta.glob<Record<string, unknown>>('../generated/surveys/*.gen.ts', { eager: true });

const isSurvey = (value: unknown): value is SurveyConfig =>
  typeof value === 'object' && value !== null && 'version' in value && 'flows' in value && 'nodes' in value;

export const surveys: ReadonlyMap<string, SurveyConfig> = new Map(
  Object.values(modules)
    .flatMap((module) => Object.values(module))
    .filter(isSurvey)
    .map((survey) => [survey.version, survey]),
);

export function surveyFile(survey: SurveyConfig): string {
  return `config/surveys/${survey.version}.yaml`;
}
