import { appConfig, type FlagName } from '../generated/app-config.gen';

export type Flags = Readonly<Record<FlagName, boolean>>;

/** Lets a person or an e2e test turn a flag on in the embedded default without a flag service. */
export const FLAG_OVERRIDES_KEY = 'vitalia-flag-overrides';

/** The flag service knows some flags by another name (constants.featureFlagNames); either name is accepted. */
function byOurNames(values: Readonly<Record<string, unknown>>): Partial<Record<FlagName, boolean>> {
  const flags: Partial<Record<FlagName, boolean>> = {};
  const serviceNames: Readonly<Record<string, string>> = appConfig.constants.featureFlagNames;
  for (const name of Object.keys(appConfig.flags) as FlagName[]) {
    const serviceName = serviceNames[name];
    const value = values[name] ?? (serviceName === undefined ? undefined : values[serviceName]);
    if (typeof value === 'boolean') flags[name] = value;
  }
  return flags;
}

function overrides(): Partial<Record<FlagName, boolean>> {
  if (!import.meta.env.VITE_EMBEDDED_API || typeof localStorage === 'undefined') return {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FLAG_OVERRIDES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? byOurNames(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Defaults from config/app.yaml, then whatever the flag service (here: local overrides) says. */
export function currentFlags(): Flags {
  return { ...appConfig.flags, ...overrides() } as Flags;
}
