import { useId, useMemo, useState } from 'react';
import type { StudioPersona } from '../../codegen/studio/studio-api';
import { layoutChrome } from '../engine/layout/layout-chrome';
import { menusShown } from '../engine/layout/menus-shown';
import { selectBanners } from '../engine/layout/select-banners';
import { selectNavItems } from '../engine/layout/select-nav-items';
import { bannersConfig } from '../generated/banners-config.gen';
import type { NavItem } from '../generated/config-types.gen';
import { navigationConfig } from '../generated/navigation-config.gen';
import { layoutConditions } from '../app-frame/layout-conditions';
import type { TextTable } from './copy-table';
import { CopyableTable } from './copyable-table';
import { FlagChecks } from './flag-checks';
import { defaultFlags, handPickedPerson, personaPerson, rolePermissions, signedOutPerson, type Person, type Verification } from './person';
import { YamlRef } from './studio-lines';

const MENUS = [
  ['topNavigation', 'Top navigation'],
  ['mainNavigation', 'Main navigation'],
  ['accountMenu', 'Account menu'],
  ['sidebar', 'Sidebar'],
  ['support', 'Support'],
] as const;

type MenuName = (typeof MENUS)[number][0];

interface Situation {
  discountInLink: boolean;
  hasRecommendations: boolean;
  appError: boolean;
}

interface Seen {
  person: Person;
  menus: Record<MenuName, NavItem[]>;
  banners: string[];
}

/** What a person sees on a default-layout page: each menu's items and the banners, in order, by the app's own selection. */
function whatTheySee(person: Person, situation: Situation): Seen {
  const query: Record<string, string> = situation.discountInLink ? { discount_code: 'EXAMPLE10' } : {};
  const conditions = {
    ...layoutConditions(person.user, query, person.webview, situation.appError, { has_recommendations: situation.hasRecommendations }),
    flags: person.flags,
  };
  const frame = layoutChrome({ webview: person.webview, layout: 'default', signedIn: person.user !== null, hideFooter: false });
  // The header's own rule (as src/app-frame/app-frame.tsx draws it); the account menu depends on the top menu's items.
  const shown = menusShown(frame, person.user !== null, selectNavItems(navigationConfig.topNavigation, conditions));
  const menus = Object.fromEntries(
    MENUS.map(([name]) => [name, shown[name] ? selectNavItems(navigationConfig[name], conditions) : []]),
  ) as Record<MenuName, NavItem[]>;
  const banners = frame.chrome ? selectBanners(bannersConfig.banners, conditions, new Set()).map((banner) => banner.id) : [];
  return { person, menus, banners };
}

const ROLE_SETS: readonly string[][] = [['customer'], ['customer', 'subscriber'], ['customer', 'tfp']];
const VERIFICATION: readonly Verification[] = ['verified', 'unverified-in-window'];

/** Each role set × verification × webview, signed out first: the combinations staff ask about. */
function combinations(personas: readonly StudioPersona[], flags: Record<string, boolean>): Person[] {
  const roles = rolePermissions(personas);
  const people: Person[] = [signedOutPerson(flags)];
  for (const roleSet of ROLE_SETS) {
    for (const verification of VERIFICATION) {
      for (const webview of [false, true]) {
        const person = handPickedPerson(
          { signedIn: true, roles: roleSet, verification, organization: '', webview, flags },
          roles,
          Date.now(),
        );
        people.push({
          ...person,
          id: `${roleSet.join('+')}-${verification}-${webview}`,
          label: `${roleSet.join(' + ')}, ${verification.replace(/-/g, ' ')}${webview ? ', webview' : ''}`,
        });
      }
    }
  }
  return people;
}

function asTable(rows: readonly Seen[]): TextTable {
  return {
    header: ['person', ...MENUS.map(([, label]) => label), 'Banners'],
    rows: rows.map((row) => [
      row.person.label,
      ...MENUS.map(([name]) => row.menus[name].map((item) => item.label).join(', ')),
      row.banners.join(', '),
    ]),
  };
}

function ItemList({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return <span className="studio-muted">none</span>;
  return (
    <ol className="studio-inline-list" aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}

/** What each role and flag combination, and each persona, sees: navigation items and banners in their order. */
export function LayoutPreview({ personas }: { personas: readonly StudioPersona[] }) {
  const id = useId();
  const [flags, setFlags] = useState<Record<string, boolean>>(defaultFlags);
  const [situation, setSituation] = useState<Situation>({ discountInLink: false, hasRecommendations: false, appError: false });
  const rows = useMemo(
    () =>
      [...combinations(personas, flags), ...personas.map((persona) => personaPerson(persona, flags))].map((person) =>
        whatTheySee(person, situation),
      ),
    [personas, flags, situation],
  );
  const table = useMemo(() => asTable(rows), [rows]);
  const toggles: [keyof Situation, string][] = [
    ['discountInLink', 'The link has a discount code (?discount_code=)'],
    ['hasRecommendations', 'The health profile has test recommendations'],
    ['appError', 'The app has just failed to load something'],
  ];
  return (
    <div>
      <section className="studio-section" aria-labelledby={`${id}-situation`}>
        <h2 id={`${id}-situation`}>The situation</h2>
        <div className="studio-columns studio-columns--even">
          <FlagChecks flags={flags} onChange={setFlags} />
          <fieldset className="studio-flags">
            <legend>On the page</legend>
            {toggles.map(([name, label]) => (
              <label key={name} className="studio-check">
                <input
                  type="checkbox"
                  checked={situation[name]}
                  onChange={(event) => setSituation({ ...situation, [name]: event.target.checked })}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
        </div>
      </section>
      <section className="studio-section" aria-labelledby={`${id}-seen`}>
        <h2 id={`${id}-seen`}>What each person sees</h2>
        <p className="studio-muted">
          A page of the default layout; menus and banners in the order they show. Dismissed banners are not counted.
        </p>
        <CopyableTable table={table} copyLabel="table" regionLabel="What each person sees" className="studio-matrix studio-matrix--wrap">
          {rows.map((row) => (
            <tr key={row.person.id}>
              <th scope="row">{row.person.label}</th>
              {MENUS.map(([name, label]) => (
                <td key={name}>
                  <ItemList items={row.menus[name].map((item) => item.label)} label={`${label} for ${row.person.label}`} />
                </td>
              ))}
              <td>
                <ItemList items={row.banners} label={`Banners for ${row.person.label}`} />
              </td>
            </tr>
          ))}
        </CopyableTable>
      </section>
      <section className="studio-section" aria-labelledby={`${id}-rules`}>
        <h2 id={`${id}-rules`}>Every item and banner, with its rule</h2>
        <div className="studio-rules">
          {MENUS.map(([name, label]) => (
            <div key={name}>
              <h3>{label}</h3>
              <ol className="studio-rule-list">
                {navigationConfig[name].map((item, index) => (
                  <li key={`${item.id}-${index}`}>
                    <strong>{item.label}</strong> <code>{item.when === undefined ? 'always' : JSON.stringify(item.when)}</code>{' '}
                    <YamlRef file="config/navigation.yaml" path={[name, index]} />
                  </li>
                ))}
              </ol>
            </div>
          ))}
          <div>
            <h3>Banners</h3>
            <p className="studio-muted">None for the tfp role or in the webview (the banner engine’s rule).</p>
            <ol className="studio-rule-list">
              {bannersConfig.banners.map((banner, index) => (
                <li key={banner.id}>
                  <strong>{banner.id}</strong> <code>{banner.when === undefined ? 'always' : JSON.stringify(banner.when)}</code>{' '}
                  <YamlRef file="config/banners.yaml" path={['banners', index]} />
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>
    </div>
  );
}
