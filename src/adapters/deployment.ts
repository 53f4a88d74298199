import { appConfig } from '../generated/app-config.gen';

/**
 * Which host set of config/app.yaml this build talks to, chosen at build time (VITALIA_DEPLOYMENT, or
 * `npm run build:real-api`): "embedded" is the local server on this origin, "production" the real services.
 * The code is the same either way; no build contains mock code.
 */
export const deployment: 'embedded' | 'production' = import.meta.env.VITE_DEPLOYMENT === 'production' ? 'production' : 'embedded';

export const deploymentHosts = appConfig.hosts[deployment];

/** Without the real services' SDKs wired in, the embedded default reports, tracks and chats to the console and reads flag overrides from localStorage. */
export const localAdapters = deployment === 'embedded';
