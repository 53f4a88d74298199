import type { PersonaRecords, StudioPersona } from '../../codegen/studio/studio-api';
import type { CurrentUser } from '../api/auth-api';
import { appConfig } from '../generated/app-config.gen';
import { flattenPermissions } from '../domain/permissions';

/** Who the studio asks about: a seeded persona, or someone described by hand. */
export interface Person {
  id: string;
  label: string;
  /** As GET /v1/user would return them; null when signed out. */
  user: CurrentUser | null;
  flags: Record<string, boolean>;
  webview: boolean;
  organization: string | null;
  healthProfile: Record<string, unknown>;
  /** What route parameters can name for them: their own records and the catalogue's; none for a person by hand. */
  records: PersonaRecords;
}

export type Verification = 'verified' | 'unverified-in-window' | 'unverified-past-window';

/** A person described by hand: signed in or not, their roles, flags, verification, membership and webview. */
export interface HandPicked {
  signedIn: boolean;
  roles: string[];
  verification: Verification;
  organization: string;
  webview: boolean;
  flags: Record<string, boolean>;
}

export const SIGNED_OUT_ID = 'signed-out';
export const BY_HAND_ID = 'by-hand';
const HOUR_MS = 3_600_000;

export function defaultFlags(): Record<string, boolean> {
  return { ...appConfig.flags };
}

function asCurrentUser(persona: StudioPersona): CurrentUser {
  const roles = persona.user.roles;
  return { ...persona.user, roles, permissions: flattenPermissions(roles) } as unknown as CurrentUser;
}

export function personaPerson(persona: StudioPersona, flags: Record<string, boolean> = defaultFlags()): Person {
  return {
    id: persona.email,
    label: persona.email,
    user: asCurrentUser(persona),
    flags,
    webview: false,
    organization: persona.organization,
    healthProfile: persona.healthProfile,
    records: persona.records,
  };
}

export function signedOutPerson(flags: Record<string, boolean> = defaultFlags()): Person {
  return { id: SIGNED_OUT_ID, label: 'Signed out', user: null, flags, webview: false, organization: null, healthProfile: {}, records: {} };
}

/** Every role the personas hold, with what it grants (the seeded role table). */
export function rolePermissions(personas: readonly StudioPersona[]): Map<string, string[]> {
  const roles = new Map<string, string[]>();
  for (const persona of personas) for (const role of persona.user.roles) roles.set(role.name, role.permissions);
  return roles;
}

/** How long ago an account was created for each kind of verification, against config/app.yaml's window. */
function hoursSinceCreated(verification: Verification): number {
  const window = appConfig.constants.emailVerificationWindowHours;
  if (verification === 'unverified-in-window') return 1;
  return verification === 'unverified-past-window' ? window + 24 : 24 * 400;
}

export function handPickedPerson(picked: HandPicked, roles: ReadonlyMap<string, string[]>, now: number): Person {
  const base = {
    id: BY_HAND_ID,
    label: 'By hand',
    flags: picked.flags,
    webview: picked.webview,
    organization: picked.organization || null,
    healthProfile: {},
    records: picked.organization ? { organization: picked.organization } : {},
  };
  if (!picked.signedIn) return { ...base, user: null };
  const granted = picked.roles.map((name) => ({ name, permissions: roles.get(name) ?? [] }));
  const user = {
    id: 'user-by-hand',
    email: 'by-hand@example.com',
    first_name: 'Sam',
    last_name: 'Hand',
    email_verified: picked.verification === 'verified',
    created_at: new Date(now - hoursSinceCreated(picked.verification) * HOUR_MS).toISOString(),
    password_present: true,
    roles: granted,
    permissions: flattenPermissions(granted),
  } as unknown as CurrentUser;
  return { ...base, user };
}

/** One line about a person: how they sign in, their roles and what they may do. */
export function describePerson(person: Person): string {
  const user = person.user;
  if (!user) return 'signed out';
  const hours = (Date.now() - Date.parse(user.created_at)) / HOUR_MS;
  const verified = user.email_verified ? 'verified' : `unverified, created ${Math.round(hours)} h ago`;
  const roles = user.roles.map((role) => role.name).join(', ') || 'no role';
  const permissions = user.permissions.join(', ') || 'no permissions';
  return `signed in, ${verified}; roles: ${roles}; permissions: ${permissions}${person.organization ? `; member of ${person.organization}` : ''}${person.webview ? '; in the app’s webview' : ''}`;
}
