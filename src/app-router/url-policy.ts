import { appConfig } from '../generated/app-config.gen';
import { hosts } from '../api/hosts';
import type { UrlPolicy } from '../engine/routing/safe-url';
import { safeUrlOr } from '../engine/routing/safe-url';

export function urlPolicy(): UrlPolicy {
  return { appOrigin: window.location.origin, allowedOrigins: appConfig.allowedOrigins };
}

/**
 * The URL of a destination of the external marketing site (a stand-in under /site in the embedded default),
 * with optional path segments, each encoded so a value can never add a path of its own ("../logout").
 */
export function externalUrl(name: string, ...segments: readonly string[]): string {
  const destinations: Readonly<Record<string, string>> = appConfig.externalDestinations;
  const policy = urlPolicy();
  const suffix = segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
  return safeUrlOr(`${hosts.externalSite}${destinations[name] ?? ''}${suffix}`, policy, `${policy.appOrigin}/`);
}
