import { localAdapters } from './deployment';
import { appConfig, type FlagName } from '../generated/app-config.gen';

export type Flags = Readonly<Record<FlagName, boolean>>;

/** The flag service's one call: every flag's current value. */
export interface FeatureFlags {
  current(): Flags;
}

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

const defaults = appConfig.flags as Flags;

function localOverrides(): Partial<Record<FlagName, boolean>> {
  if (typeof localStorage === 'undefined') return {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FLAG_OVERRIDES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? byOurNames(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Embedded default: config/app.yaml's defaults, then local overrides from localStorage. */
export const localFeatureFlags: FeatureFlags = { current: () => ({ ...defaults, ...localOverrides() }) };

/** Real-API build until a flag service is wired in: config/app.yaml's defaults only, no local overrides. */
export const defaultFeatureFlags: FeatureFlags = { current: () => defaults };

export const featureFlags: FeatureFlags = localAdapters ? localFeatureFlags : defaultFeatureFlags;

export function currentFlags(): Flags {
  return featureFlags.current();
}
