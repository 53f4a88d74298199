import { appConfig } from '../../generated/app-config.gen';

/**
 * config/app.yaml's constants as conditions read them (`{ var: constants.x }`): the generated interface has no
 * index signature, and JSON Logic walks it by name, so it is widened once here for every condition context.
 */
export const conditionConstants: Readonly<Record<string, unknown>> = appConfig.constants as unknown as Readonly<Record<string, unknown>>;
