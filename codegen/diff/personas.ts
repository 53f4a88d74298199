import { seedDb } from '../../mocks/db/seed';
import type { MockDb, MockUser } from '../../mocks/db/mock-db';
import { verificationWindowStart } from '../../src/domain/email-change';
import { flattenPermissions } from '../../src/domain/permissions';
import { hasTestRecommendations } from '../../src/domain/test-recommendations';
import type { HealthProfile } from '../../src/generated/entities.gen';

/**
 * A person the studio and config:diff ask "what happens to them": everything a route guard, a navigation
 * item, a banner or a survey branch reads about someone. Derived from the seeds of mocks/db (the personas
 * of the README), so there is one source of who they are.
 */
export interface Persona {
  /** Stable id: the seed's email, or "visitor" for someone signed out. */
  id: string;
  /** How the README names them, for a reviewer. */
  label: string;
  authenticated: boolean;
  emailVerified: boolean;
  hoursSinceCreated: number;
  roles: readonly string[];
  permissions: readonly string[];
  /** Opened inside the mobile app's webview (no banners, no chrome). */
  webview: boolean;
  /** The user attributes conditions read as `user.*`; absent when signed out. */
  user: Readonly<Record<string, unknown>> | undefined;
  /** Facts banners read as `profile.*`. */
  layoutProfile: Readonly<{ has_recommendations: boolean }>;
  /** The saved health profile (as GET /v1/health_profile returns it), from which the survey prefills answers. */
  healthProfile: Readonly<Record<string, unknown>>;
}

/** Seeds are timed relative to "now"; a fixed moment keeps every derived fact (hours since sign-up) stable. */
export const PERSONA_SEED_TIME = Date.UTC(2026, 0, 15, 12);

const HOUR_MS = 3_600_000;

const VISITOR: Persona = {
  id: 'visitor',
  label: 'signed out',
  authenticated: false,
  emailVerified: false,
  hoursSinceCreated: 0,
  roles: [],
  permissions: [],
  webview: false,
  user: undefined,
  layoutProfile: { has_recommendations: false },
  healthProfile: {},
};

function labelOf(user: MockUser): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const facts = [
    user.roles.filter((role) => role !== 'customer').join(', '),
    user.email_verified ? '' : 'unverified',
    user.organization_id ? `partner ${user.organization_id.replace(/^org-/, '')}` : '',
  ].filter(Boolean);
  return `${name || user.email}${facts.length > 0 ? ` (${facts.join('; ')})` : ''}`;
}

function personaOf(db: MockDb, user: MockUser, now: number): Persona {
  const { password: _password, created_offset_hours: _offset, ...attributes } = user;
  const created = Date.parse(verificationWindowStart(user));
  const healthProfile = db.healthProfiles[user.id] ?? {};
  const tests = db.tests.filter((test) => test.user_id === user.id);
  return {
    id: user.email,
    label: labelOf(user),
    authenticated: true,
    emailVerified: user.email_verified,
    hoursSinceCreated: Math.max(0, (now - created) / HOUR_MS),
    roles: user.roles,
    permissions: flattenPermissions(user.roles.map((role) => ({ permissions: db.rolePermissions[role] ?? [] }))),
    webview: false,
    user: attributes,
    layoutProfile: { has_recommendations: hasTestRecommendations(healthProfile as Pick<HealthProfile, 'goals'>, tests) },
    healthProfile,
  };
}

/**
 * Someone signed out, every seeded person who can sign in (a partner's invited member without a password
 * cannot), and the first subscriber again inside the mobile app, in seed order.
 */
export function personasFrom(db: MockDb, now: number): Persona[] {
  const people = db.users.filter((user) => user.password !== null).map((user) => personaOf(db, user, now));
  const subscriber = people.find((person) => person.roles.includes('subscriber'));
  const inApp: Persona[] = subscriber
    ? [{ ...subscriber, id: `${subscriber.id} (app)`, label: `${subscriber.label}, in the mobile app`, webview: true }]
    : [];
  return [VISITOR, ...people, ...inApp];
}

/** The personas of the seeds, as of PERSONA_SEED_TIME. */
export function seedPersonas(): Persona[] {
  return personasFrom(seedDb(PERSONA_SEED_TIME), PERSONA_SEED_TIME);
}
