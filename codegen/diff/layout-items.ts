import type { Condition, ConditionContext } from '../../src/engine/conditions/condition';
import { selectBanners } from '../../src/engine/layout/select-banners';
import { selectNavItems } from '../../src/engine/layout/select-nav-items';
import type { NavItem, NavigationConfig } from '../../src/generated/config-types.gen';
import type { LoadedConfig } from '../load/loaded-config';
import { conditionProbes, probesUnder } from './condition-probes';
import type { Persona } from './personas';
import { constantsOf } from './route-decisions';

export const MENUS = [
  'topNavigation',
  'mainNavigation',
  'sidebar',
  'accountMenu',
  'support',
] as const satisfies readonly (keyof NavigationConfig)[];

export type LayoutArea = (typeof MENUS)[number] | 'banners';

/** A page's situation beyond the person: a query (the discount banner), a failure on the page, flags turned. */
export interface LayoutCase {
  label: string;
  query: Readonly<Record<string, string>>;
  hasError: boolean;
  flags: Readonly<Record<string, boolean>>;
}

export interface LayoutRow {
  area: LayoutArea;
  caseLabel: string;
  personaId: string;
  /** What the person sees there, in order: "Results (→ tests)", "email-verification: Please verify your email…". */
  items: string[];
}

function allConditions(config: LoadedConfig): Condition[] {
  const items = MENUS.flatMap((menu) => config.navigation[menu] ?? []);
  return [...items.map((item) => item.when), ...config.banners.banners.map((banner) => banner.when)].filter(
    (when): when is Condition => when !== undefined,
  );
}

/** A plain page, and one situation per query value, flag and failure the navigation and banner rules read. */
export function layoutCases(config: LoadedConfig): LayoutCase[] {
  const probes = allConditions(config).flatMap((condition) => conditionProbes(condition, constantsOf(config)));
  const cases: LayoutCase[] = [{ label: '', query: {}, hasError: false, flags: {} }];
  for (const [name, seen] of probesUnder(probes, 'query')) {
    for (const value of seen.length > 0 ? seen.map(String) : ['yes'])
      cases.push({ label: `?${name}=${value}`, query: { [name]: value }, hasError: false, flags: {} });
  }
  for (const name of probesUnder(probes, 'flags').keys()) {
    const on = !(config.app.flags?.[name] ?? false);
    cases.push({ label: `flag ${name} ${on ? 'on' : 'off'}`, query: {}, hasError: false, flags: { [name]: on } });
  }
  if (probes.some((probe) => probe.name === 'session.hasError'))
    cases.push({ label: 'after a failed request', query: {}, hasError: true, flags: {} });
  return cases;
}

/** What navigation and banner conditions read for this persona and situation, as the app's frame gathers it. */
export function layoutContext(config: LoadedConfig, persona: Persona, situation: Omit<LayoutCase, 'label'>): ConditionContext {
  return {
    session: {
      authenticated: persona.authenticated,
      emailVerified: persona.emailVerified,
      hoursSinceCreated: persona.hoursSinceCreated,
      hasError: situation.hasError,
    },
    user: persona.user,
    roles: persona.roles,
    permissions: persona.permissions,
    flags: { ...config.app.flags, ...situation.flags },
    query: situation.query,
    webview: persona.webview,
    profile: { ...persona.layoutProfile },
    constants: constantsOf(config),
    now: new Date().toISOString(),
  };
}

function describeItem(item: NavItem): string {
  const target = item.route ? `→ ${item.route}` : item.external ? `→ site ${item.external}` : `action ${item.action ?? ''}`;
  return `${item.label} (${target})`;
}

/** Every menu and the banners, for every persona in every situation. */
export function layoutRows(
  config: LoadedConfig,
  personas: readonly Persona[],
  cases: readonly LayoutCase[] = layoutCases(config),
): LayoutRow[] {
  const messages = config.messages.messages;
  return cases.flatMap((situation) =>
    personas.flatMap((persona) => {
      const context = layoutContext(config, persona, situation);
      const menus: LayoutRow[] = MENUS.map((menu) => ({
        area: menu,
        caseLabel: situation.label,
        personaId: persona.id,
        items: selectNavItems(config.navigation[menu] ?? [], context).map(describeItem),
      }));
      const banners = selectBanners(config.banners.banners, context, new Set()).map(
        (banner) => `${banner.id}: ${messages[banner.message] ?? banner.message}`,
      );
      return [...menus, { area: 'banners', caseLabel: situation.label, personaId: persona.id, items: banners }];
    }),
  );
}
