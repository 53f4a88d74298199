// Generated from schemas/config/*.schema.json by `npm run codegen`; do not edit.
/* eslint-disable */
/**
 * A JSON Logic expression, the one condition language of the project. Variables are read with {"var": "root.path"}; codegen checks the root against the context vocabulary (user, roles, permissions, flags, query, params, answers, profile, now, session, webview, path).
 */
export type Condition = boolean | {};
/**
 * Exactly one of route, external or action.
 */
export type NavItem = {
  id: string;
  label: string;
  /**
   * Route id.
   */
  route?: string;
  params?: {
    [k: string]: string;
  };
  /**
   * External destination name.
   */
  external?: string;
  /**
   * A button that starts an in-app action.
   */
  action?: 'logout' | 'delete-account' | 'take-quiz';
  when?: Condition;
} & {
  [k: string]: unknown;
};
export type Menu = NavItem[];
/**
 * A JSON Logic expression, the one condition language of the project. Variables are read with {"var": "root.path"}; codegen checks the root against the context vocabulary (user, roles, permissions, flags, query, params, answers, profile, now, session, webview, path).
 */
export type Condition1 = boolean | {};
/**
 * Exactly one of `to` (a route id) or `external` (a destination of config/app.yaml).
 */
export type Redirect = {
  when?: Condition;
  /**
   * Route id.
   */
  to?: string;
  /**
   * External destination name.
   */
  external?: string;
  /**
   * Route parameters of the target: literal text, or {name} to copy a parameter of the current route.
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Query names copied from the current URL when present.
   */
  passQuery?: string[];
  /**
   * Copy the whole current query.
   */
  keepAllQuery?: boolean;
  /**
   * Appended to the external destination, with {name} parameters of the current route substituted.
   */
  pathSuffix?: string;
} & {
  [k: string]: unknown;
};
/**
 * A node id, 'end', or an ordered list of branches whose first matching `when` wins (a branch without `when` always matches).
 */
export type Next = string | [Branch, ...Branch[]];

/**
 * Every schema of schemas/config, by title.
 */
export interface ConfigTypes {
  AnalytesConfig: AnalytesConfig;
  AppConfig: AppConfig;
  BannersConfig: BannersConfig;
  Condition: Condition;
  FormConfig: FormConfig;
  HealthPlanConfig: HealthPlanConfig;
  MessagesConfig: MessagesConfig;
  NavigationConfig: NavigationConfig;
  RoutesConfig: RoutesConfig;
  SurveyConfig: SurveyConfig;
}
/**
 * config/analytes.yaml: the analyte catalogue. Names, display units, groups, biological variation (for the meaningful-change verdict), the content document that describes each analyte, and the units a result may arrive in with how each converts to the display unit.
 */
export interface AnalytesConfig {
  /**
   * Groups results are shown under, in display order.
   */
  groups: {
    id: string;
    name: string;
  }[];
  analytes: AnalyteDefinition[];
}
export interface AnalyteDefinition {
  /**
   * The lab's analyte code (analyte_id of a result).
   */
  code: string;
  name: string;
  /**
   * Display and product unit; null only for a binary (positive/negative) analyte.
   */
  unit: string | null;
  /**
   * A positive/negative result with no number.
   */
  binary?: boolean;
  /**
   * Id of one of groups.
   */
  group: string;
  /**
   * Within-person biological variation, percent. null when no published estimate exists: no meaningful-change verdict is given.
   */
  cvi: number | null;
  /**
   * Analytical variation, percent; null means 0.5 x cvi (the desirable analytical performance).
   */
  cva: number | null;
  /**
   * Log-normally distributed within a person: the change limits up and down differ.
   */
  skewed: boolean;
  /**
   * Decimal places the lab reports the analyte to: forecasts and predicted values are rounded to it.
   */
  precision: number;
  /**
   * Reference bands our lab reports, lowest first; a band includes its min and excludes its max, except the top band, which includes both. Uploaded and predicted values get their status from these.
   */
  ranges?: ReferenceBand[];
  /**
   * uid of the content-service document that describes the analyte; null when there is none.
   */
  contentId: string | null;
  /**
   * Every unit a result may arrive in (the display unit first, factor 1), each with its conversion to the display unit: value x factor + offset.
   */
  units: UnitConversion[];
}
export interface ReferenceBand {
  status: 'highly_abnormal' | 'out_of_range' | 'abnormal' | 'normal' | 'optimal';
  /**
   * Lowest value in the band; null = unbounded below (only the first band).
   */
  min: number | null;
  /**
   * First value above the band; null = unbounded above (only the last band).
   */
  max: number | null;
}
export interface UnitConversion {
  unit: string;
  factor: number;
  offset?: number;
  /**
   * Where the factor is published.
   */
  source?: string;
}
/**
 * config/app.yaml: product name, hosts, external site destinations, flag defaults and every business constant of SPEC.md section 9.
 */
export interface AppConfig {
  /**
   * Shown in the sidebar title ("Your <name>") and used to derive cookie prefixes.
   */
  productName: string;
  /**
   * Where the API, the content service and the external marketing site live. The build mode chooses: the default build uses the embedded set (mock API on this origin); `--mode real-api` uses production.
   */
  hosts: {
    embedded: HostSet;
    production: HostSet;
  };
  /**
   * Named destinations on the external marketing site: name -> path appended to hosts.*.externalSite.
   */
  externalDestinations: {
    [k: string]: string;
  };
  /**
   * Origins (https only, exact match) that redirectTo and every outward URL may point at, besides this app's own origin.
   */
  allowedOrigins: string[];
  /**
   * Query parameters whose value is a URL (redirectTo): whenever a redirect passes one on, it must meet the allowlist and leaves as an absolute URL, or it is dropped.
   *
   * @minItems 1
   */
  urlQueryParameters: [string, ...string[]];
  /**
   * Feature flag defaults; the feature-flag adapter may override them at run time.
   */
  flags: {
    [k: string]: boolean;
  };
  footer: {
    helpEmail: string;
    /**
     * Name of an external destination.
     */
    helpCentreDestination: string;
  };
  constants: Constants;
  /**
   * How the mobile app's webview is recognised: its user agent contains one of these markers.
   */
  webview: {
    /**
     * @minItems 1
     */
    userAgentMarkers: [string, ...string[]];
  };
  /**
   * Outside services the app boots.
   */
  services: {
    /**
     * App id the customer-chat widget is booted with.
     */
    customerChatAppId: string;
    /**
     * user:password of the content service's public read-only basic credential (SPEC 7: the content service gets a cookie and a basic credential). It ships in the bundle, so it must grant nothing beyond published content.
     */
    contentCredential: string;
  };
}
export interface HostSet {
  /**
   * Origin of the product API ('' means this origin).
   */
  api: string;
  /**
   * Base URL of the content service.
   */
  content: string;
  /**
   * Base URL of the external marketing site.
   */
  externalSite: string;
}
export interface Constants {
  passwordMinLength: number;
  deleteConfirmationPhrase: string;
  resultsPromiseHours: number;
  emailVerificationWindowHours: number;
  discountCookieDays: number;
  /**
   * How long the cookie-consent choice is kept before the banner asks again (ICO/GOV.UK: a year).
   */
  cookieConsentDays: number;
  defaultSubscriptionFrequency: number;
  survey: {
    version: string;
    startQuestion: string;
    flowLengths: {
      [k: string]: number;
    };
    /**
     * Days survey progress is kept in browser storage before it expires.
     */
    storageDays: number;
    /**
     * The youngest age, in whole years, the date-of-birth question accepts.
     */
    minimumAgeYears: number;
  };
  importantGoalMinGoals: number;
  corePanels: {
    id: string;
    name: string;
    pricePence: number;
  }[];
  /**
   * Ids of corePanels.
   *
   * @minItems 3
   * @maxItems 3
   */
  defaultPackagePanels: [string, string, string];
  healthPlan: {
    weeks: number;
    shortPlanWeeks: number;
    /**
     * A plan needs more than this many interventions.
     */
    minInterventionsExclusive: number;
    weeklyPlanTemplateId: string;
    weekStartOffsetsDays: number[];
    streakMessageWeeks: number;
  };
  scores: {
    nextUpdateDays: number;
    thresholds: {
      excellent: number;
      good: number;
      fair: number;
    };
  };
  currency: {
    code: string;
    minorUnitsPerMajor: number;
    decimals: number;
  };
  savingsLabel: {
    hideAtOrBelowPercent: number;
  };
  shopCategories: {
    supplements: number;
    services: number;
    bundles: number;
    tests: number;
    healthPlans: number;
    memberships: number;
    tokens: number;
  };
  pageLimit: number;
  retryDelayMs: number;
  resetDelayMs: number;
  referenceRangeExtensionPercent: number;
  heartPlanCriteria: {
    bmiAtLeast: number;
    alcoholAbove: number;
    dietRatingAtMost: number;
    exerciseRatingAtMost: number;
    stressRatingAtLeast: number;
    cholesterol: number;
    ldl: number;
    nonHdl: number;
    hdlUnder: number;
    triglycerides: number;
    ratio: number;
    hba1cAbove: number;
  };
  testCodes: {
    [k: string]: string;
  };
  analyteCodes: {
    [k: string]: string;
  };
  cancellationReasons: string[];
  skipReasons: {
    id: number;
    label: string;
  }[];
  supplementDeliveryStatuses: string[];
  dateFormat: {
    /**
     * How a date reads in the locale, e.g. 5 March 2024; unit tests hold formatting to it.
     */
    example: string;
  };
  womensHealthQuestionnaireId: string;
  paymentLogos: string[];
  completionStatisticPercent: number;
  imageSizes: number[];
  dismissalModalKeys: string[];
  recommendationResultMaxAge: {
    amount: number;
    unit: 'days' | 'weeks' | 'months' | 'years';
  };
  /**
   * Reason lists shown shuffled with one option (Other) always last.
   */
  shuffledReasons: {
    testSkipOrReschedule: {
      /**
       * Option ids shown in a random order.
       */
      options: string[];
      /**
       * Option id always shown last (Other).
       */
      last: string;
    };
    testSooner: {
      /**
       * Option ids shown in a random order.
       */
      options: string[];
      /**
       * Option id always shown last (Other).
       */
      last: string;
    };
  };
  /**
   * Prefix of the experiment and user cookies (and this app's browser storage keys): productName lower-cased, every run of other characters replaced by _.
   */
  cookiePrefix: string;
  /**
   * Flag name -> the name the feature-flag service knows it by.
   */
  featureFlagNames: {
    [k: string]: string;
  };
  /**
   * BCP 47 locale every date and amount of money is formatted in.
   */
  locale: string;
}
/**
 * config/banners.yaml: the sticky banners, in display order. A banner shows while its condition holds and the person has not closed it.
 */
export interface BannersConfig {
  banners: Banner[];
}
export interface Banner {
  id: string;
  kind: 'mobile-app-download' | 'discount' | 'test-recommendations' | 'email-verification' | 'generic-error';
  /**
   * Message key in config/messages.yaml.
   */
  message: string;
  tone?: 'info' | 'success' | 'warning' | 'error';
  when: Condition;
  /**
   * Defaults to true.
   */
  dismissible?: boolean;
  cta?: {
    label: string;
    route?: string;
    external?: string;
    action?: 'resend-verification';
  };
}
/**
 * config/forms/<id>.yaml: a form rendered by rjsf: its fields as JSON Schema, ui options, messages per field and rule, and its submit action.
 */
export interface FormConfig {
  /**
   * Equals the file name.
   */
  id: string;
  title?: string;
  /**
   * JSON Schema (draft-07) of the form data.
   */
  schema: {
    /**
     * Field name -> field schema.
     */
    properties?: {
      [k: string]: {
        [k: string]: unknown;
      };
    };
    [k: string]: unknown;
  };
  /**
   * rjsf uiSchema: field name -> its ui options, plus the form-wide ui:order and ui:submitButtonOptions.
   */
  ui?: {
    /**
     * Field display order; "*" stands for the rest.
     */
    'ui:order'?: string[];
    'ui:submitButtonOptions'?: {
      submitText?: string;
      norender?: boolean;
    };
    [k: string]:
      | FormFieldUi
      | string[]
      | {
          submitText?: string;
          norender?: boolean;
        }
      | undefined;
  };
  /**
   * field -> message key of its helper text; codegen puts the message in the field's description.
   */
  helpers?: {
    [k: string]: string;
  };
  /**
   * field -> schema keyword (minLength, const, ...) -> name of a config/app.yaml constant; codegen sets the keyword from it, so the value has one source.
   */
  constants?: {
    [k: string]: {
      [k: string]: string;
    };
  };
  /**
   * field -> validation keyword (required, pattern, minLength, maximum, format, const, ...) -> message key.
   */
  messages?: {
    [k: string]: {
      [k: string]: string;
    };
  };
  /**
   * Field path (a field, or arrayField.itemField inside repeating rows) -> name of a choice source of src/forms/form-choices.ts whose options fill that select or checkbox group at run time (data such as the analyte catalogue, not schema enums).
   */
  choices?: {
    [k: string]: string;
  };
  /**
   * Array fields shown as repeating rows (add and remove, per-row errors): field -> how its rows behave.
   */
  rows?: {
    [k: string]: FormRows;
  };
  submit: {
    /**
     * Name of a submit action of the typed API client.
     */
    action: string;
    label: string;
    /**
     * Message key shown when the server sends no detail.
     */
    errorFallback?: string;
    /**
     * Show the server's first error detail when there is one (default true), or always the errorFallback.
     */
    serverDetail?: boolean;
    onSuccess?: FormOnSuccess;
  };
}
/**
 * rjsf ui options of one field; only the keys the form renderer supports.
 *
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^[A-Za-z][A-Za-z0-9_]*$".
 */
export interface FormFieldUi {
  /**
   * rjsf widget name.
   */
  'ui:widget'?:
    | 'text'
    | 'textarea'
    | 'password'
    | 'email'
    | 'url'
    | 'date'
    | 'time'
    | 'datetime'
    | 'alt-date'
    | 'alt-datetime'
    | 'color'
    | 'file'
    | 'radio'
    | 'select'
    | 'checkbox'
    | 'checkboxes'
    | 'hidden'
    | 'updown'
    | 'range';
  /**
   * HTML autocomplete token.
   */
  'ui:autocomplete'?: string;
  /**
   * HTML input type.
   */
  'ui:inputType'?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'search' | 'password';
  /**
   * HTML inputmode: the on-screen keyboard a phone shows (decimal for a result value).
   */
  'ui:inputMode'?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email' | 'url' | 'search' | 'none';
  'ui:placeholder'?: string;
  'ui:help'?: string;
  'ui:title'?: string;
  'ui:description'?: string;
  'ui:autofocus'?: boolean;
  'ui:autocapitalize'?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  'ui:disabled'?: boolean;
  'ui:readonly'?: boolean;
  /**
   * false hides the field's label.
   */
  'ui:label'?: boolean;
  'ui:classNames'?: string;
  'ui:rows'?: number;
  'ui:enumDisabled'?: (string | number | boolean)[];
  'ui:order'?: string[];
  /**
   * For an array of objects (rows): ui options of each item field.
   */
  items?: {
    [k: string]: FormFieldUi;
  };
}
/**
 * One array-of-objects field rendered as repeating rows.
 */
export interface FormRows {
  /**
   * Message key naming one row; {number} is its position from 1 (the row's legend).
   */
  rowLabel: string;
  /**
   * Message key of the add-a-row button.
   */
  addLabel: string;
  /**
   * Message key of a row's remove button; {number} names the row for screen readers.
   */
  removeLabel: string;
  /**
   * Item field whose chosen value is disabled in the other rows; a server error keyed by that value lands on its row.
   */
  uniqueBy?: string;
  /**
   * Name of a row check of src/forms/row-rules.ts: the problem of each part of a row (pure domain rule).
   */
  check?: string;
  /**
   * Name of a row note of src/forms/row-rules.ts: a message shown under a row (e.g. a unit conversion).
   */
  note?: string;
  /**
   * Item field -> problem the row check names -> message key.
   */
  problems?: {
    [k: string]: {
      [k: string]: string;
    };
  };
  /**
   * Message key shown when no row is complete enough to send.
   */
  requireOne?: string;
}
/**
 * What the form engine does after a successful submit, in this order: refresh cached data, show a message, go to a route. A screen adds only what cannot be data (opening a dialog, a branch on loaded data) through YamlForm's onSuccess hook, which runs after the invalidations.
 */
export interface FormOnSuccess {
  /**
   * Message key shown after a successful submit.
   */
  message?: string;
  /**
   * Names of cached queries to refresh (the first part of a query key of src/api/query-keys.ts: current-user, user-preferences, ...).
   */
  invalidate?: string[];
  /**
   * Route id of config/routes.yaml to go to.
   */
  navigate?: string;
  /**
   * With navigate: keep the current query string (default false).
   */
  keepQuery?: boolean;
}
/**
 * config/health-plan.yaml: which plan and interventions a person qualifies for (JSON Logic over the health profile and recent results), the task copy of each intervention, how a week counts toward the streak, and the streak message of each week.
 */
export interface HealthPlanConfig {
  /**
   * A test result counts in a rule only while it is younger than this many months.
   */
  resultsMaxAgeMonths: number;
  /**
   * UK alcohol units of one drink of each kind the health profile counts, for derived.alcoholUnitsPerWeek.
   */
  alcoholUnitsPerDrink: {
    beer: number;
    cider: number;
    wine: number;
    champagne: number;
    spirits: number;
  };
  /**
   * Named conditions (JSON Logic over profile, derived, results, constants); rules below name them.
   */
  criteria: {
    [k: string]: Condition;
  };
  /**
   * The heart-plan criteria: the 12-week plan is offered when any of these criteria holds (and enough interventions match).
   */
  heartPlan: {
    templateId: string;
    /**
     * Criteria names.
     *
     * @minItems 1
     */
    whenAny: [string, ...string[]];
  };
  /**
   * Recommendation match rules: an intervention joins a plan when any of its criteria holds.
   *
   * @minItems 2
   */
  interventions: [
    {
      id: string;
      title: string;
      category:
        'alcohol' | 'diet' | 'exercise' | 'other' | 'relaxation' | 'smoking' | 'supplements' | 'weight-management';
      /**
       * @minItems 1
       */
      whenAny: [string, ...string[]];
      /**
       * The weekly tasks the intervention adds to every week of a plan.
       *
       * @minItems 1
       */
      tasks: [
        {
          key: string;
          name: string;
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown on the task screen.
           */
          about: string;
          /**
           * Times a week; null lets the person choose (the not-set state).
           */
          trackingTarget?: number | null;
          /**
           * Most times a week the person may choose.
           */
          maxTarget?: number;
        },
        ...{
          key: string;
          name: string;
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown on the task screen.
           */
          about: string;
          /**
           * Times a week; null lets the person choose (the not-set state).
           */
          trackingTarget?: number | null;
          /**
           * Most times a week the person may choose.
           */
          maxTarget?: number;
        }[]
      ];
    },
    {
      id: string;
      title: string;
      category:
        'alcohol' | 'diet' | 'exercise' | 'other' | 'relaxation' | 'smoking' | 'supplements' | 'weight-management';
      /**
       * @minItems 1
       */
      whenAny: [string, ...string[]];
      /**
       * The weekly tasks the intervention adds to every week of a plan.
       *
       * @minItems 1
       */
      tasks: [
        {
          key: string;
          name: string;
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown on the task screen.
           */
          about: string;
          /**
           * Times a week; null lets the person choose (the not-set state).
           */
          trackingTarget?: number | null;
          /**
           * Most times a week the person may choose.
           */
          maxTarget?: number;
        },
        ...{
          key: string;
          name: string;
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown on the task screen.
           */
          about: string;
          /**
           * Times a week; null lets the person choose (the not-set state).
           */
          trackingTarget?: number | null;
          /**
           * Most times a week the person may choose.
           */
          maxTarget?: number;
        }[]
      ];
    },
    ...{
      id: string;
      title: string;
      category:
        'alcohol' | 'diet' | 'exercise' | 'other' | 'relaxation' | 'smoking' | 'supplements' | 'weight-management';
      /**
       * @minItems 1
       */
      whenAny: [string, ...string[]];
      /**
       * The weekly tasks the intervention adds to every week of a plan.
       *
       * @minItems 1
       */
      tasks: [
        {
          key: string;
          name: string;
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown on the task screen.
           */
          about: string;
          /**
           * Times a week; null lets the person choose (the not-set state).
           */
          trackingTarget?: number | null;
          /**
           * Most times a week the person may choose.
           */
          maxTarget?: number;
        },
        ...{
          key: string;
          name: string;
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown on the task screen.
           */
          about: string;
          /**
           * Times a week; null lets the person choose (the not-set state).
           */
          trackingTarget?: number | null;
          /**
           * Most times a week the person may choose.
           */
          maxTarget?: number;
        }[]
      ];
    }[]
  ];
  /**
   * How a week counts toward the streak. One lapse does not undo a habit (Lally 2010).
   */
  streak: {
    /**
     * A finished week counts when at least this share of its tasks (skipped ones left out) is complete.
     */
    countsAtPercent: number;
    /**
     * Missed weeks in a row that pause the streak instead of ending it.
     */
    forgivenMissedWeeks: number;
  };
  /**
   * The message of each plan week's review, week 1 first; one per week up to constants.healthPlan.streakMessageWeeks.
   */
  streakMessages: string[];
}
/**
 * config/messages.yaml: every piece of copy and the error catalogue, keyed by dotted names. Text is word for word SPEC.md; {name} marks a value filled in at run time.
 */
export interface MessagesConfig {
  messages: {
    [k: string]: string;
  };
}
/**
 * config/navigation.yaml: the menus of the layout. Each item is shown only when its `when` condition holds (permissions, roles, flags).
 */
export interface NavigationConfig {
  topNavigation: Menu;
  mainNavigation: Menu;
  sidebar: Menu;
  accountMenu: Menu;
  support: Menu;
}
/**
 * config/routes.yaml: every route of the app, its access guard, its redirects (evaluated in order, first match wins) and the screen it renders. Routes are named by id everywhere else.
 */
export interface RoutesConfig {
  routes: Route[];
}
export interface Route {
  /**
   * Unique name used by links, redirects and navigation.
   */
  id: string;
  /**
   * Path relative to the parent route (absolute for top-level routes); ':name' marks a parameter, a trailing '?' makes it optional, '*' matches the rest.
   */
  path: string;
  /**
   * Who may see the route. Defaults to authenticated.
   */
  access?: 'public' | 'authenticated';
  publicWhen?: Condition1;
  /**
   * Key of the screen to render (see codegen/screen-keys.ts).
   */
  screen?: string;
  /**
   * Which page frame to render around the screen. Defaults to the parent's, else default.
   */
  layout?: 'default' | 'bare' | 'funnel';
  /**
   * Document title for the screen.
   */
  title?: string;
  /**
   * The default child of its parent.
   */
  index?: boolean;
  /**
   * Reachable by an unverified user past the 48 hour window (the wall's own pages).
   */
  skipVerificationWall?: boolean;
  hideFooter?: boolean;
  /**
   * Links into this route keep the current query.
   */
  keepQuery?: boolean;
  redirects?: Redirect[];
  children?: Route[];
  /**
   * Fixed properties handed to the screen (for example which survey flow it walks).
   */
  props?: {
    [k: string]: string;
  };
  /**
   * The sign-up funnel step this route is (breadcrumb "Step N of M", labels signup.step.<step>).
   */
  funnelStep?: 'account' | 'verify' | 'details' | 'payment';
}
/**
 * config/surveys/<version>.yaml: a survey as a graph of question nodes and the flows that walk it.
 */
export interface SurveyConfig {
  /**
   * Survey version id; equals the file name.
   */
  version: string;
  /**
   * The node a new survey state starts at (lastQuestionSeen).
   */
  startNode: string;
  /**
   * Flow name -> flow. Its nodes are listed in question order; the first is its start.
   */
  flows: {
    [k: string]: Flow;
  };
  /**
   * Node id -> question.
   */
  nodes: {
    [k: string]: Node;
  };
  /**
   * Intent value -> where the survey goes next. An intent question's answer value names one of these.
   */
  intents: {
    [k: string]: IntentTarget;
  };
}
export interface Flow {
  title: string;
  /**
   * An onboarding flow shows its intro; other flows get skipIntro=true.
   */
  onboarding?: boolean;
  /**
   * @minItems 1
   */
  nodes: [string, ...string[]];
  /**
   * Per-flow override of a node's next, keyed by node id.
   */
  next?: {
    [k: string]: Next;
  };
  /**
   * Intent followed when the flow reaches its end.
   */
  endIntent?: string;
}
export interface Branch {
  when?: Condition;
  to: string;
}
export interface Node {
  template:
    'text' | 'single-choice' | 'multi-choice' | 'height-weight' | 'date' | 'rating' | 'number' | 'intent' | 'info';
  title: string;
  description?: string;
  /**
   * Health profile attribute(s) this answer maps to.
   */
  health_profile?: string | string[] | null;
  /**
   * User attribute this answer maps to (name, surname, dob, sex).
   */
  user_profile?: string;
  answer_required?: boolean;
  answers?: Answer[];
  answers_limit?: number;
  /**
   * Template labels, for example the ends of a rating scale or input units.
   */
  labels?: {
    [k: string]: string;
  };
  min?: number;
  max?: number;
  unit?: string;
  /**
   * number template: only whole numbers are accepted (days a week, minutes).
   */
  integer?: boolean;
  /**
   * Nodes whose change clears this answer.
   */
  dependsOn?: string[];
  next?: Next;
  /**
   * Health profile group the answer is saved in.
   */
  group?: 'goals' | 'general-health' | 'diet' | 'lifestyle' | 'mental-wellbeing' | 'diagnosed-conditions' | 'medical';
  /**
   * Offer only the answers chosen at this earlier node (for example important-goal from goals).
   */
  answersFrom?: string;
  /**
   * value (default): the answer is stored under health_profile. flags: each answer value is a boolean profile attribute set true when chosen.
   */
  profileMapping?: 'value' | 'flags';
  /**
   * Bounds of each input of a template with several (height-weight: height in cm, weight in kg), inclusive.
   */
  limits?: {
    [k: string]: {
      min: number;
      max: number;
    };
  };
}
export interface Answer {
  text: string;
  value: string | number | boolean;
  /**
   * Choosing it clears the other choices (for example 'None').
   */
  exclusive?: boolean;
}
export interface IntentTarget {
  /**
   * Route id of config/routes.yaml.
   */
  route: string;
  /**
   * Flow the route starts; the target then gets skipIntro=true unless that flow is onboarding.
   */
  surveyStart?: string;
}
