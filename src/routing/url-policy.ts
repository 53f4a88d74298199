import { appConfig } from '../generated/app-config.gen';
import { hosts } from '../api/hosts';
import type { UrlPolicy } from '../engine/routing/safe-url';
import { safeUrlOr } from '../engine/routing/safe-url';

export function urlPolicy(): UrlPolicy {
  return { appOrigin: window.location.origin, allowedOrigins: appConfig.allowedOrigins };
}

/** The URL of a destination of the external marketing site (a stand-in under /site in the embedded default). */
export function externalUrl(name: string, suffix = ''): string {
  const destinations: Readonly<Record<string, string>> = appConfig.externalDestinations;
  const policy = urlPolicy();
  return safeUrlOr(`${hosts.externalSite}${destinations[name] ?? ''}${suffix}`, policy, `${policy.appOrigin}/`);
}
