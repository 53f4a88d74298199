import type { Redirect, Route } from '../../src/generated/config-types.gen';
import { SCREEN_KEYS } from '../screen-keys';
import type { DocPath } from '../load/config-error';
import { didYouMean } from '../load/suggest';
import { ErrorSink, type CheckContext } from './check-context';
import { checkCondition, openNames, type KnownRoots } from './check-condition';
import { collectConditionVars } from '../../src/engine/conditions/collect-vars';
import type { Condition } from '../../src/engine/conditions/condition';
import { STEP_PARAM } from '../../src/engine/routing/step-change';

/** The guards do not run again when only a screen's step changes (isStepChange), so none may read it. */
function checkNoStepCondition(sink: ErrorSink, at: DocPath, condition: Condition | undefined): void {
  if (condition === undefined || typeof condition === 'boolean') return;
  for (const variable of collectConditionVars(condition)) {
    if (variable.name === `query.${STEP_PARAM}`) {
      sink.at(
        [...at, ...variable.path],
        `a route guard cannot read "query.${STEP_PARAM}": a screen's step changes without the guards running again`,
      );
    }
  }
}

export function collectRoutes(routes: readonly Route[], at: DocPath = ['routes']): { route: Route; at: DocPath; params: string[] }[] {
  const out: { route: Route; at: DocPath; params: string[] }[] = [];
  const visit = (list: readonly Route[], base: DocPath, inherited: string[]): void => {
    list.forEach((route, index) => {
      const here = [...base, index];
      const params = [...inherited, ...[...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '')];
      out.push({ route, at: here, params });
      if (route.children) visit(route.children, [...here, 'children'], params);
    });
  };
  visit(routes, at, []);
  return out;
}

export function checkRoutes(context: CheckContext): ErrorSink[] {
  const source = context.sources.get('config/routes.yaml');
  if (!source) return [];
  const sink = new ErrorSink(source);
  const { app } = context.config;
  const all = collectRoutes(context.config.routes.routes);
  const ids = all.map(({ route }) => route.id);
  const destinations = Object.keys(app.externalDestinations);
  const known: KnownRoots = { flags: app.flags, constants: app.constants };
  const seen = new Set<string>();
  for (const { route, at, params } of all) {
    if (seen.has(route.id)) sink.at([...at, 'id'], `duplicate route id "${route.id}"`);
    seen.add(route.id);
    if (route.screen !== undefined) sink.reference([...at, 'screen'], 'screen', route.screen, SCREEN_KEYS);
    if (route.screen === undefined && (route.redirects ?? []).every((r) => r.when !== undefined) && !route.children) {
      sink.at([...at, 'id'], `route "${route.id}" has no screen and no unconditional redirect, so it would render nothing`);
    }
    checkCondition(sink, [...at, 'publicWhen'], route.publicWhen, 'app', { ...known, params: openNames(params) });
    checkNoStepCondition(sink, [...at, 'publicWhen'], route.publicWhen);
    (route.redirects ?? []).forEach((redirect: Redirect, index) => {
      const rat = [...at, 'redirects', index];
      if (redirect.to !== undefined) sink.reference([...rat, 'to'], 'route', redirect.to, ids);
      if (redirect.external !== undefined) sink.reference([...rat, 'external'], 'external destination', redirect.external, destinations);
      for (const [name, value] of Object.entries({ ...redirect.params, suffix: redirect.pathSuffix ?? '' })) {
        for (const match of value.matchAll(/\{([^}]+)\}/g)) {
          const param = match[1] ?? '';
          if (!params.includes(param)) {
            sink.at(
              [...rat, name === 'suffix' ? 'pathSuffix' : 'params'],
              `unknown route parameter "{${param}}"${didYouMean(param, params)}`,
            );
          }
        }
      }
      checkCondition(sink, [...rat, 'when'], redirect.when, 'app', { ...known, params: openNames(params) });
      checkNoStepCondition(sink, [...rat, 'when'], redirect.when);
    });
  }
  return [sink];
}
