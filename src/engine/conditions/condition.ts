/** A JSON Logic expression: the one condition language shared by guards, redirects, navigation, banners and survey branches. */
export type Condition = boolean | { [operator: string]: unknown };

/**
 * What a condition may read. Every root here is a name codegen accepts in {"var": "root.path"};
 * a use site may offer only some of them (see CONDITION_SCOPES).
 */
/** What a condition may know about the session. */
export interface SessionFacts {
  authenticated: boolean;
  emailVerified?: boolean;
  hoursSinceCreated?: number;
  hasError?: boolean;
}

/**
 * Every key of SessionFacts, at run time, so codegen can check `session.<name>` (a type test in
 * tests/unit/engine/conditions/condition-scopes.test.ts keeps them equal).
 */
export const SESSION_NAMES = [
  'authenticated',
  'emailVerified',
  'hoursSinceCreated',
  'hasError',
] as const satisfies readonly (keyof SessionFacts)[];

export interface ConditionContext {
  session?: SessionFacts;
  user?: Record<string, unknown>;
  roles?: readonly string[];
  permissions?: readonly string[];
  flags?: Readonly<Record<string, boolean>>;
  query?: Readonly<Record<string, string>>;
  params?: Readonly<Record<string, string | undefined>>;
  path?: string;
  webview?: boolean;
  answers?: Readonly<Record<string, unknown>>;
  profile?: Readonly<Record<string, unknown>>;
  /** Values worked out from the profile for plan rules (bmi, alcoholUnitsPerWeek). */
  derived?: Readonly<Record<string, number | null>>;
  /** Latest recent test result per analyte id, for plan rules. */
  results?: Readonly<Record<string, number>>;
  now?: string;
  constants?: Readonly<Record<string, unknown>>;
}

export type ConditionRoot = keyof ConditionContext;

export const CONDITION_ROOTS: readonly ConditionRoot[] = [
  'session',
  'user',
  'roles',
  'permissions',
  'flags',
  'query',
  'params',
  'path',
  'webview',
  'answers',
  'profile',
  'derived',
  'results',
  'now',
  'constants',
];

/** Which roots each kind of rule may read: a survey branch has no session, a banner has no answers. */
export const CONDITION_SCOPES = {
  app: ['session', 'user', 'roles', 'permissions', 'flags', 'query', 'params', 'path', 'webview', 'profile', 'now', 'constants'],
  survey: ['answers', 'profile', 'user', 'flags', 'now', 'constants'],
  plan: ['profile', 'derived', 'results', 'now', 'constants'],
} as const satisfies Record<string, readonly ConditionRoot[]>;

export type ConditionScope = keyof typeof CONDITION_SCOPES;
