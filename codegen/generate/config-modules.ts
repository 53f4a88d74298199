import type { LoadedConfig } from '../load/loaded-config';
import { collectRoutes } from '../checks/check-routes';
import { resolveForm } from '../resolve-form';
import { header, literal, unionOf, type GeneratedFile } from './generated-file';
import { generateMessageNamespaces } from './message-namespaces';

function camel(name: string): string {
  return name.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase());
}

function kebab(name: string): string {
  return name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** One typed module per config file, so a route's chunk carries only the config it reads. */
export function generateConfigModules(config: LoadedConfig): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  const routeIds = collectRoutes(config.routes.routes).map(({ route }) => route.id);
  files.push({
    path: 'src/generated/app-config.gen.ts',
    content: `${header(['config/app.yaml'])}import type { AppConfig } from './config-types.gen';

export const appConfig: AppConfig = ${literal(config.app)};

export type ExternalDestination = ${unionOf(Object.keys(config.app.externalDestinations))};

export type FlagName = ${unionOf(Object.keys(config.app.flags))};
`,
  });
  files.push({
    path: 'src/generated/routes-config.gen.ts',
    content: `${header(['config/routes.yaml'])}import type { RoutesConfig } from './config-types.gen';

export const routesConfig: RoutesConfig = ${literal(config.routes)};

export type RouteId = ${unionOf(routeIds)};
`,
  });
  files.push({
    path: 'src/generated/navigation-config.gen.ts',
    content: `${header(['config/navigation.yaml'])}import type { NavigationConfig } from './config-types.gen';

export const navigationConfig: NavigationConfig = ${literal(config.navigation)};
`,
  });
  files.push({
    path: 'src/generated/banners-config.gen.ts',
    content: `${header(['config/banners.yaml'])}import type { BannersConfig } from './config-types.gen';

export const bannersConfig: BannersConfig = ${literal(config.banners)};
`,
  });
  files.push({
    path: 'src/generated/analytes-config.gen.ts',
    content: `${header(['config/analytes.yaml'])}import type { AnalytesConfig } from './config-types.gen';

export const analytesConfig: AnalytesConfig = ${literal(config.analytes)};

export type AnalyteCode = ${unionOf(config.analytes.analytes.map((analyte) => analyte.code))};

export type AnalyteGroupId = ${unionOf(config.analytes.groups.map((group) => group.id))};
`,
  });
  const messageKeys = Object.keys(config.messages.messages);
  files.push({
    path: 'src/generated/messages.gen.ts',
    content: `${header(['config/messages.yaml'])}
export type MessageKey =
${messageKeys.map((key) => `  | ${JSON.stringify(key)}`).join('\n')};

export const messages: Readonly<Record<MessageKey, string>> = ${literal(config.messages.messages)};
`,
  });
  files.push(...generateMessageNamespaces(config.messages.messages));
  const healthPlan = config['health-plan'];
  if (healthPlan) {
    files.push({
      path: 'src/generated/health-plan-config.gen.ts',
      content: `${header(['config/health-plan.yaml'])}import type { HealthPlanConfig } from './config-types.gen';

export const healthPlanConfig: HealthPlanConfig = ${literal(healthPlan)};

export type CriterionName = ${unionOf(Object.keys(healthPlan.criteria))};

export type InterventionId = ${unionOf(healthPlan.interventions.map((intervention) => intervention.id))};
`,
    });
  }
  for (const [version, survey] of Object.entries(config.surveys)) {
    const name = camel(version);
    files.push({
      path: `src/generated/surveys/${kebab(version)}.gen.ts`,
      content: `${header([`config/surveys/${version}.yaml`])}import type { SurveyConfig } from '../config-types.gen';

export const ${name}: SurveyConfig = ${literal(survey)};

export type ${name.charAt(0).toUpperCase()}${name.slice(1)}NodeId = ${unionOf(Object.keys(survey.nodes))};
`,
    });
    // What a flow's intro shows, without the questions: the survey's engine loads when the person starts.
    const intros = Object.fromEntries(
      Object.entries(survey.flows).map(([id, flow]) => [id, { title: flow.title, onboarding: flow.onboarding ?? false }]),
    );
    files.push({
      path: `src/generated/surveys/${kebab(version)}-intros.gen.ts`,
      content: `${header([`config/surveys/${version}.yaml`])}
export const ${name}Intros: Readonly<Record<string, { title: string; onboarding: boolean }>> = ${literal(intros)};
`,
    });
  }
  // The version people answer is config: constants.survey.version, so switching to a new one is a YAML edit.
  const current = config.app.constants.survey.version;
  if (config.surveys[current]) {
    files.push({
      path: 'src/generated/surveys/current-survey.gen.ts',
      content: `${header(['config/app.yaml'])}/** The survey people answer: constants.survey.version of config/app.yaml. */
export { ${camel(current)} as currentSurvey } from './${kebab(current)}.gen';
`,
    });
    files.push({
      path: 'src/generated/surveys/current-survey-intros.gen.ts',
      content: `${header(['config/app.yaml'])}/** The flow intros of the survey people answer (constants.survey.version), without its questions. */
export { ${camel(current)}Intros as currentSurveyIntros } from './${kebab(current)}-intros.gen';
`,
    });
  }
  for (const [id, form] of Object.entries(config.forms)) {
    files.push({
      path: `src/generated/forms/${id}.gen.ts`,
      content: `${header([`config/forms/${id}.yaml`])}import type { FormConfig } from '../config-types.gen';

export const ${camel(id)}Form: FormConfig = ${literal(resolveForm(form, config.messages.messages, config.app.constants))};
`,
    });
  }
  return files;
}
