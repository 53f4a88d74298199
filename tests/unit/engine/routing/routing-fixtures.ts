import { appConfig } from '../../../../src/generated/app-config.gen';
import { routesConfig } from '../../../../src/generated/routes-config.gen';
import type { RoutingContext, SessionFacts } from '../../../../src/engine/routing/decide-route';
import { flattenRoutes, type FlatRoute } from '../../../../src/engine/routing/flat-routes';
import { createPathFor } from '../../../../src/engine/routing/path-for';

export const APP_ORIGIN = 'https://app.vitalia.example';
export const SITE = 'https://www.vitalia.example';

export const routes = flattenRoutes(routesConfig.routes);
export const pathFor = createPathFor(routes);

export function route(id: string): FlatRoute {
  const found = routes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}

export const signedOut: SessionFacts = { authenticated: false, emailVerified: false, hoursSinceCreated: 0 };
export const verified: SessionFacts = { authenticated: true, emailVerified: true, hoursSinceCreated: 5000 };
export const unverifiedNew: SessionFacts = { authenticated: true, emailVerified: false, hoursSinceCreated: 1 };
export const unverifiedOld: SessionFacts = { authenticated: true, emailVerified: false, hoursSinceCreated: 72 };
export const unverifiedAtWindow: SessionFacts = { authenticated: true, emailVerified: false, hoursSinceCreated: 48 };

export interface ContextOverrides {
  pathname?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  session?: SessionFacts;
  flags?: Partial<Record<string, boolean>>;
}

/** A routing context as the production build against the real site would gather it. */
export function context(overrides: ContextOverrides = {}): RoutingContext {
  return {
    pathname: overrides.pathname ?? '/',
    params: overrides.params ?? {},
    query: overrides.query ?? {},
    session: overrides.session ?? verified,
    roles: [],
    permissions: [],
    flags: { ...appConfig.flags, ...overrides.flags } as Record<string, boolean>,
    webview: false,
    constants: appConfig.constants as unknown as Record<string, unknown>,
    verificationWindowHours: appConfig.constants.emailVerificationWindowHours,
    externalSite: SITE,
    externalDestinations: appConfig.externalDestinations,
    policy: { appOrigin: APP_ORIGIN, allowedOrigins: appConfig.allowedOrigins },
    urlQueryParameters: appConfig.urlQueryParameters,
    pathFor,
  };
}
