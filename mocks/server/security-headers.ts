import { appConfig } from '../../src/generated/app-config.gen';

function httpsOrigins(urls: readonly string[]): string[] {
  return urls.filter((url) => /^https:\/\//.test(url)).map((url) => new URL(url).origin);
}

/**
 * The Content-Security-Policy the app needs, for the host set it is built for (config/app.yaml hosts): scripts
 * only from this origin (no 'unsafe-inline', no 'unsafe-eval': validators are precompiled, conditions interpreted),
 * API and content calls only to the configured origins, and frame-ancestors 'none' against clickjacking, which
 * only a header (not a meta tag) can set.
 */
export function contentSecurityPolicy(hosts: { api: string; content: string; externalSite: string } = appConfig.hosts.embedded): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src ${["'self'", ...httpsOrigins([hosts.api, hosts.content])].join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...httpsOrigins([hosts.externalSite])].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every response carries these; README lists them for a host that serves the built app. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
