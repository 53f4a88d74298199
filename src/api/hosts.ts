import { appConfig } from '../generated/app-config.gen';

/** The embedded build talks to the mock API on its own origin; `--mode real-api` to the real services. */
export const hosts = import.meta.env.VITE_EMBEDDED_API ? appConfig.hosts.embedded : appConfig.hosts.production;
