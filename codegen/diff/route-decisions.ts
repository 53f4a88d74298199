import type { Route } from '../../src/generated/config-types.gen';
import type { Condition } from '../../src/engine/conditions/condition';
import { decideRoute, type RouteDecision, type RoutingContext } from '../../src/engine/routing/decide-route';
import { flattenRoutes, type FlatRoute } from '../../src/engine/routing/flat-routes';
import { createPathFor, fillPath } from '../../src/engine/routing/path-for';
import type { LoadedConfig } from '../load/loaded-config';
import { conditionProbes, probesUnder } from './condition-probes';
import type { Persona } from './personas';

/**
 * The app's own origin as decisions show it. A redirect passes URLs on as absolute ones; shown decisions
 * drop this origin again so they read as paths.
 */
export const APP_ORIGIN = 'https://app.vitalia.example';

/** One way of arriving at a route: its query, its path parameters and the feature flags that differ from config. */
export interface RouteCase {
  /** "" for a plain visit with the config's flag defaults; otherwise what is set, e.g. "?redirect=false, flag externalResultsUpload on". */
  label: string;
  query: Readonly<Record<string, string>>;
  params: Readonly<Record<string, string>>;
  flags: Readonly<Record<string, boolean>>;
}

export interface RouteDecisionRow {
  routeId: string;
  /** The path visited, with the case's query: "/results-upload/new?redirect=false". */
  path: string;
  caseLabel: string;
  personaId: string;
  /** Where the person ends up, in words: "sees the page", "sent to /login?redirectTo=/settings (sign in first)". */
  outcome: string;
}

export function constantsOf(config: LoadedConfig): Readonly<Record<string, unknown>> {
  return config.app.constants as unknown as Readonly<Record<string, unknown>>;
}

function conditionsOf(flat: FlatRoute): Condition[] {
  const route: Route = flat.route;
  return [route.publicWhen, ...(route.redirects ?? []).map((redirect) => redirect.when)].filter(
    (when): when is Condition => when !== undefined,
  );
}

type Variant<T> = { label: string; values: Readonly<Record<string, T>> };

function variantsOf<T>(
  byName: Map<string, unknown[]>,
  describe: (name: string, value: T) => string,
  valuesFor: (name: string, seen: unknown[]) => T[],
): Variant<T>[] {
  const variants: Variant<T>[] = [{ label: '', values: {} }];
  for (const [name, seen] of byName) {
    for (const value of valuesFor(name, seen)) variants.push({ label: describe(name, value), values: { [name]: value } });
  }
  return variants;
}

/**
 * The visits worth comparing for a route: plain, and every combination of one flag its rules read (turned
 * from its default), one query value and one path parameter value its rules compare against.
 */
export function routeCases(flat: FlatRoute, config: LoadedConfig): RouteCase[] {
  const probes = conditionsOf(flat).flatMap((condition) => conditionProbes(condition, constantsOf(config)));
  const defaults: Readonly<Record<string, boolean>> = config.app.flags ?? {};
  const flagVariants = variantsOf<boolean>(
    probesUnder(probes, 'flags'),
    (name, on) => `flag ${name} ${on ? 'on' : 'off'}`,
    (name) => [!(defaults[name] ?? false)],
  );
  const asText = (seen: unknown[]): string[] => (seen.length > 0 ? seen.map(String) : ['yes']);
  const queryVariants = variantsOf<string>(
    probesUnder(probes, 'query'),
    (name, value) => `?${name}=${value}`,
    (_, seen) => asText(seen),
  );
  const paramVariants = variantsOf<string>(
    probesUnder(probes, 'params'),
    (name, value) => `${name} = ${value}`,
    (_, seen) => seen.map(String),
  );
  return flagVariants.flatMap((flags) =>
    queryVariants.flatMap((query) =>
      paramVariants.map((params) => ({
        label: [query.label, params.label, flags.label].filter(Boolean).join(', '),
        query: query.values,
        params: params.values,
        flags: flags.values,
      })),
    ),
  );
}

/** Shown URLs read as a person would type them: decoded, and without this app's origin. */
export function readableUrl(url: string): string {
  let text = url;
  try {
    text = decodeURIComponent(url);
  } catch {
    // A malformed escape stays as it is.
  }
  return text.split(APP_ORIGIN).join('');
}

export function describeDecision(decision: RouteDecision): string {
  if (decision.kind === 'render') return 'sees the page';
  if (decision.kind === 'external') return `leaves for ${readableUrl(decision.url)}`;
  const why = { login: 'sign in first', 'verification-wall': 'verification wall', redirect: 'redirect rule' }[decision.reason];
  return `sent to ${readableUrl(decision.location)} (${why})`;
}

function parametersOf(fullPath: string, given: Readonly<Record<string, string>>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of fullPath.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const name = match[1] ?? '';
    // A placeholder that reads as one ("{id}") when no rule asks for a particular value.
    params[name] = given[name] ?? `{${name}}`;
  }
  return params;
}

/** What the app's route loader gathers for a navigation, for a persona on a given config revision. */
export function routingContextFor(
  config: LoadedConfig,
  persona: Persona,
  pathname: string,
  visit: Pick<RouteCase, 'query' | 'params' | 'flags'>,
  pathFor: RoutingContext['pathFor'],
): RoutingContext {
  return {
    pathname,
    params: visit.params,
    query: visit.query,
    session: {
      authenticated: persona.authenticated,
      emailVerified: persona.emailVerified,
      hoursSinceCreated: persona.hoursSinceCreated,
      hasError: false,
    },
    roles: persona.roles,
    permissions: persona.permissions,
    flags: { ...config.app.flags, ...visit.flags },
    webview: persona.webview,
    constants: constantsOf(config),
    verificationWindowHours: config.app.constants.emailVerificationWindowHours,
    externalSite: config.app.hosts.production.externalSite,
    externalDestinations: config.app.externalDestinations,
    policy: { appOrigin: APP_ORIGIN, allowedOrigins: config.app.allowedOrigins },
    urlQueryParameters: config.app.urlQueryParameters,
    pathFor,
  };
}

/** The flattened route table of a config and its pathFor, built once per revision. */
export function routeTable(config: LoadedConfig): { routes: FlatRoute[]; pathFor: RoutingContext['pathFor'] } {
  const routes = flattenRoutes(config.routes.routes);
  return { routes, pathFor: createPathFor(routes) };
}

/** Where one persona ends up visiting one route in one way, decided by the app's own guard chain. */
export function decideFor(
  config: LoadedConfig,
  table: ReturnType<typeof routeTable>,
  flat: FlatRoute,
  visit: Omit<RouteCase, 'label'>,
  persona: Persona,
): RouteDecisionRow & { decision: RouteDecision | null } {
  const params = parametersOf(flat.fullPath, visit.params);
  const query = new URLSearchParams(visit.query).toString();
  let path = flat.fullPath;
  let decision: RouteDecision | null = null;
  let outcome: string;
  try {
    path = `${fillPath(flat.fullPath, params)}${query ? `?${query}` : ''}`;
    decision = decideRoute(flat, routingContextFor(config, persona, fillPath(flat.fullPath, params), { ...visit, params }, table.pathFor));
    outcome = describeDecision(decision);
  } catch (error) {
    outcome = `cannot be decided: ${error instanceof Error ? error.message : String(error)}`;
  }
  return { routeId: flat.id, path: readableUrl(path), caseLabel: '', personaId: persona.id, outcome, decision };
}

/** Every route x every way of arriving x every persona, in route table order. */
export function routeDecisions(
  config: LoadedConfig,
  personas: readonly Persona[],
  casesOf: (flat: FlatRoute) => readonly RouteCase[] = (flat) => routeCases(flat, config),
): RouteDecisionRow[] {
  const table = routeTable(config);
  return table.routes.flatMap((flat) =>
    casesOf(flat).flatMap((visit) =>
      personas.map((persona) => {
        const { decision: _decision, ...row } = decideFor(config, table, flat, visit, persona);
        return { ...row, caseLabel: visit.label };
      }),
    ),
  );
}
