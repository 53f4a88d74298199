import type { Params } from 'react-router-dom';
import { conditionConstants } from '../engine/conditions/condition-constants';
import type { CurrentUser } from '../api/auth-api';
import { appConfig } from '../generated/app-config.gen';
import { hosts } from '../api/hosts';
import { currentFlags } from '../adapters/feature-flags';
import { roleNames, sessionFacts } from '../auth/session-facts';
import { isWebview } from '../app-frame/webview';
import type { RoutingContext } from '../engine/routing/decide-route';
import { pathFor } from './app-routes';
import { urlPolicy } from './url-policy';

export function queryRecord(search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  search.forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  return query;
}

export function routingContext(url: URL, params: Params, user: CurrentUser | null): RoutingContext {
  return {
    pathname: url.pathname,
    params,
    query: queryRecord(url.searchParams),
    session: sessionFacts(user, Date.now()),
    roles: roleNames(user),
    permissions: user?.permissions ?? [],
    flags: currentFlags(),
    webview: isWebview(navigator.userAgent),
    constants: conditionConstants,
    verificationWindowHours: appConfig.constants.emailVerificationWindowHours,
    externalSite: hosts.externalSite,
    externalDestinations: appConfig.externalDestinations,
    policy: urlPolicy(),
    urlQueryParameters: appConfig.urlQueryParameters,
    pathFor,
  };
}
