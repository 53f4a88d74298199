import type {
  AnalytesConfig,
  AppConfig,
  BannersConfig,
  FormConfig,
  HealthPlanConfig,
  MessagesConfig,
  NavigationConfig,
  RoutesConfig,
  SurveyConfig,
} from '../../src/generated/config-types.gen';

/** The whole config after schema validation: what cross-reference checks and generators read. */
export interface LoadedConfig {
  app: AppConfig;
  routes: RoutesConfig;
  navigation: NavigationConfig;
  banners: BannersConfig;
  messages: MessagesConfig;
  analytes: AnalytesConfig;
  surveys: Record<string, SurveyConfig>;
  forms: Record<string, FormConfig>;
  /** Optional: a project without a health plan has no config/health-plan.yaml. */
  'health-plan'?: HealthPlanConfig;
}

export type ConfigKind = 'app' | 'routes' | 'navigation' | 'banners' | 'messages' | 'analytes' | 'health-plan' | 'survey' | 'form';
