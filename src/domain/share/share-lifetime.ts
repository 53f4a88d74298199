import { appConfig } from '../../generated/app-config.gen';

const HOUR = 3_600_000;

/** The choices of how long a link works (config/app.yaml shareLinkLifetimeHours), in the order written there. */
export const SHARE_LIFETIMES: readonly string[] = Object.keys(appConfig.constants.shareLinkLifetimeHours);

/** How long a link with this choice works, in milliseconds; null for a choice the config does not offer. */
export function shareLifetimeMs(
  choice: string,
  hours: Readonly<Record<string, number>> = appConfig.constants.shareLinkLifetimeHours,
): number | null {
  const value = Object.hasOwn(hours, choice) ? hours[choice] : undefined;
  return value === undefined ? null : value * HOUR;
}
