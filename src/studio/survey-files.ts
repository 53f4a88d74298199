import type { SurveyConfig } from '../generated/config-types.gen';

/** Every survey codegen generated (one module per config/surveys/*.yaml), by version. */
const modules = import.meta.glob<Record<string, SurveyConfig>>('../generated/surveys/*.gen.ts', { eager: true });

export const surveys: ReadonlyMap<string, SurveyConfig> = new Map(
  Object.values(modules)
    .flatMap((module) => Object.values(module))
    .map((survey) => [survey.version, survey]),
);

export function surveyFile(survey: SurveyConfig): string {
  return `config/surveys/${survey.version}.yaml`;
}
