import type { Redirect } from '../../generated/config-types.gen';
import type { ConditionContext } from '../conditions/condition';
import { checkCondition, type ConditionCheck } from '../conditions/condition-values';
import { accessOf, type FlatRoute } from './flat-routes';
import { queryString, type Params, type QueryRecord } from './path-for';
import { safeUrl, type UrlPolicy } from './safe-url';

export interface SessionFacts {
  authenticated: boolean;
  emailVerified: boolean;
  /** SPEC 4's hours "since creation": of the account, or of a verified address's change (src/domain/email-change.ts). */
  hoursSinceCreated: number;
  hasError?: boolean;
}

/** Everything a guard or redirect may read, gathered once per navigation. */
export interface RoutingContext {
  pathname: string;
  params: Params;
  query: QueryRecord;
  session: SessionFacts;
  roles: readonly string[];
  permissions: readonly string[];
  flags: Readonly<Record<string, boolean>>;
  webview: boolean;
  constants: Readonly<Record<string, unknown>>;
  verificationWindowHours: number;
  externalSite: string;
  externalDestinations: Readonly<Record<string, string>>;
  policy: UrlPolicy;
  /** Query parameters whose value is a URL (app.yaml urlQueryParameters). */
  urlQueryParameters: readonly string[];
  pathFor: (routeId: string, params?: Params, query?: QueryRecord) => string;
}

export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; location: string; reason: 'login' | 'verification-wall' | 'redirect' }
  | { kind: 'external'; url: string; reason: 'redirect' };

export function conditionContext(context: RoutingContext): ConditionContext {
  return {
    session: context.session,
    roles: context.roles,
    permissions: context.permissions,
    flags: context.flags,
    query: context.query,
    params: context.params,
    path: context.pathname,
    webview: context.webview,
    constants: context.constants,
    now: new Date().toISOString(),
  };
}

/** Fills `{name}` with the route's parameter. A path suffix encodes it; a route's params are encoded once, by pathFor. */
function substitute(template: string, params: Params, encode: (value: string) => string): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => encode(params[name] ?? ''));
}

const asIs = (value: string): string => value;

function passedQuery(redirect: Redirect, context: RoutingContext): Record<string, string> {
  const query: Record<string, string> = redirect.keepAllQuery ? { ...context.query } : {};
  for (const name of redirect.passQuery ?? []) {
    const value = context.query[name];
    if (value !== undefined) query[name] = value;
  }
  return withCheckedUrls(query, context);
}

/**
 * One rule for every URL a redirect passes on, whichever way it was passed (by name or with the whole query):
 * it meets the allowlist and leaves as an absolute URL, or it is dropped rather than passed on.
 */
function withCheckedUrls(query: Record<string, string>, context: RoutingContext): Record<string, string> {
  for (const name of context.urlQueryParameters) {
    // An absent value is not safe either, and deleting what is not there changes nothing.
    const absolute = safeUrl(query[name], context.policy);
    if (absolute === null) delete query[name];
    else query[name] = absolute;
  }
  return query;
}

function followRedirect(redirect: Redirect, context: RoutingContext): RouteDecision {
  const query = passedQuery(redirect, context);
  if (redirect.to !== undefined) {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(redirect.params ?? {})) params[name] = substitute(value, context.params, asIs);
    return { kind: 'redirect', location: context.pathFor(redirect.to, { ...context.params, ...params }, query), reason: 'redirect' };
  }
  const destination = context.externalDestinations[redirect.external ?? ''] ?? '';
  const path = `${context.externalSite}${destination}${substitute(redirect.pathSuffix ?? '', context.params, encodeURIComponent)}${queryString(query)}`;
  const url = safeUrl(path, context.policy) ?? `${context.policy.appOrigin}/`;
  return { kind: 'external', url, reason: 'redirect' };
}

/**
 * One check of the guard chain, in the order the chain runs them; `decides` marks the check that settled the
 * route (at most one, the last step).
 */
export type GuardStep =
  | {
      guard: 'session';
      access: NonNullable<FlatRoute['route']['access']>;
      /** The route's publicWhen, checked only for a route that needs a session. */
      publicWhen: ConditionCheck | undefined;
      authenticated: boolean;
      decides: boolean;
    }
  | {
      guard: 'verification-wall';
      /** A route (or an ancestor) with skipVerificationWall is exempt. */
      exempt: boolean;
      emailVerified: boolean;
      hoursSinceCreated: number;
      windowHours: number;
      decides: boolean;
    }
  | { guard: 'redirect'; index: number; redirect: Redirect; check: ConditionCheck; decides: boolean };

/** What the chain decided and every check it made on the way: the real decision, with its reasons. */
export interface RouteTrace {
  decision: RouteDecision;
  steps: GuardStep[];
}

function sessionStep(flat: FlatRoute, context: RoutingContext, conditions: ConditionContext): Extract<GuardStep, { guard: 'session' }> {
  const access = accessOf(flat);
  const when = flat.route.publicWhen;
  const publicWhen = access === 'public' || when === undefined ? undefined : checkCondition(when, conditions);
  const open = access === 'public' || publicWhen?.holds === true;
  return {
    guard: 'session',
    access,
    publicWhen,
    authenticated: context.session.authenticated,
    decides: !context.session.authenticated && !open,
  };
}

function loginRedirect(context: RoutingContext): RouteDecision {
  const query: Record<string, string> = {};
  const discount = context.query.discount_code;
  if (discount !== undefined) query.discount_code = discount;
  query.redirectTo = `${context.pathname}${queryString(context.query)}`;
  return { kind: 'redirect', location: context.pathFor('login', {}, query), reason: 'login' };
}

/**
 * The guard chain of one route, decided before it renders: the session guard, the verification wall, then
 * the route's redirects in order, each check recorded. Pure: the caller gathers the context and carries out
 * the decision. The router and the staff studio both call this, so an explanation can never disagree with
 * what a person gets.
 */
export function traceRoute(flat: FlatRoute, context: RoutingContext): RouteTrace {
  const conditions = conditionContext(context);
  const { session } = context;
  const sessionCheck = sessionStep(flat, context, conditions);
  const steps: GuardStep[] = [sessionCheck];
  if (sessionCheck.decides) return { decision: loginRedirect(context), steps };
  const exempt = [flat.route, ...flat.ancestors].some((route) => route.skipVerificationWall === true);
  const walled = session.authenticated && !session.emailVerified && session.hoursSinceCreated >= context.verificationWindowHours && !exempt;
  steps.push({
    guard: 'verification-wall',
    exempt,
    emailVerified: session.emailVerified,
    hoursSinceCreated: session.hoursSinceCreated,
    windowHours: context.verificationWindowHours,
    decides: walled,
  });
  if (walled) return { decision: { kind: 'redirect', location: context.pathFor('verify-email'), reason: 'verification-wall' }, steps };
  for (const [index, redirect] of (flat.route.redirects ?? []).entries()) {
    const check = checkCondition(redirect.when, conditions);
    steps.push({ guard: 'redirect', index, redirect, check, decides: check.holds });
    if (check.holds) return { decision: followRedirect(redirect, context), steps };
  }
  return { decision: { kind: 'render' }, steps };
}

/** The guard chain's decision alone: what the route loader carries out. */
export function decideRoute(flat: FlatRoute, context: RoutingContext): RouteDecision {
  return traceRoute(flat, context).decision;
}
