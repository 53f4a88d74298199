import { appConfig, type FlagName } from '../generated/app-config.gen';

export type Flags = Readonly<Record<FlagName, boolean>>;

/** Lets a person or an e2e test turn a flag on in the embedded default without a flag service. */
export const FLAG_OVERRIDES_KEY = 'vitalia-flag-overrides';

function overrides(): Partial<Record<FlagName, boolean>> {
  if (!import.meta.env.VITE_EMBEDDED_API || typeof localStorage === 'undefined') return {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FLAG_OVERRIDES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Record<FlagName, boolean>>) : {};
  } catch {
    return {};
  }
}

/** Defaults from config/app.yaml, then whatever the flag service (here: local overrides) says. */
export function currentFlags(): Flags {
  return { ...appConfig.flags, ...overrides() } as Flags;
}
