// Generated from schemas/config/*.schema.json by `npm run codegen`; do not edit.
/* eslint-disable */
/**
 * Who sees it and when: a condition, for example only signed-in people. Leave out to show it to everyone. Example: { var: session.authenticated }
 */
export type Condition = boolean | {};
/**
 * A JSON Logic expression, the one condition language of the project. Variables are read with {"var": "root.path"}; codegen checks the root against the context vocabulary (user, roles, permissions, flags, query, params, answers, profile, now, session, webview, path).
 */
export type Condition1 = boolean | {};
/**
 * Exactly one of route, external or action.
 */
export type NavItem = {
  /**
   * A short name for the link (not shown). Example: results
   */
  id: string;
  /**
   * The words people see on the link. Example: Results
   */
  label: string;
  /**
   * The app page it opens: a route id of config/routes.yaml. Example: tests
   */
  route?: string;
  /**
   * Values for the parts of the page's address that change (its :name parts). Example: { category: energy }
   */
  params?: {
    [k: string]: string;
  };
  /**
   * A marketing-site page it opens: a name from externalDestinations in config/app.yaml. Example: healthHub
   */
  external?: string;
  /**
   * Something the link does instead of opening a page: log out, delete the account or take the quiz. Example: logout
   */
  action?: 'logout' | 'delete-account' | 'take-quiz';
  when?: Condition2;
} & {
  [k: string]: unknown;
};
/**
 * A JSON Logic expression, the one condition language of the project. Variables are read with {"var": "root.path"}; codegen checks the root against the context vocabulary (user, roles, permissions, flags, query, params, answers, profile, now, session, webview, path).
 */
export type Condition2 = boolean | {};
/**
 * The links along the top of every page, in order. Example: - { id: take-quiz, label: Take quiz, route: quiz }
 */
export type Menu = NavItem[];
/**
 * The main menu, in order. Example: - { id: results, label: Results, route: tests, when: { in: [results, { var: permissions }] } }
 */
export type Menu1 = NavItem[];
/**
 * The links in the side panel signed-in people see beside their pages, in order. Example: - { id: account-settings, label: Account settings, route: settings }
 */
export type Menu2 = NavItem[];
/**
 * The links under the Account menu, in order. Example: - { id: order-history, label: Order history, route: your-orders }
 */
export type Menu3 = NavItem[];
/**
 * The help and support links, in order. Example: - { id: help-center, label: Help center, external: helpCentre }
 */
export type Menu4 = NavItem[];
/**
 * A JSON Logic expression, the one condition language of the project. Variables are read with {"var": "root.path"}; codegen checks the root against the context vocabulary (user, roles, permissions, flags, query, params, answers, profile, now, session, webview, path).
 */
export type Condition3 = boolean | {};
/**
 * Exactly one of `to` (a route id) or `external` (a destination of config/app.yaml).
 */
export type Redirect = {
  when?: Condition4;
  /**
   * An app page to send people to (a route id). Example: verify-email
   */
  to?: string;
  /**
   * A marketing-site page to send people to (a name from externalDestinations in config/app.yaml). Example: settings
   */
  external?: string;
  /**
   * Values for the changing parts of the target's address: fixed text, or {name} to copy this page's part. Example: { testcycle: "{testcycle}" }
   */
  params?: {
    [k: string]: string;
  };
  /**
   * Names after the ? in the address to pass on to the target, when present. Example: [discount_code, redirectTo]
   */
  passQuery?: string[];
  /**
   * Set true to pass on everything after the ? in the address. Example: keepAllQuery: true
   */
  keepAllQuery?: boolean;
  /**
   * Added to the end of the marketing-site address, with {name} filled from this page's address. Example: /{testcycle}
   */
  pathSuffix?: string;
} & {
  [k: string]: unknown;
};
/**
 * A JSON Logic expression, the one condition language of the project. Variables are read with {"var": "root.path"}; codegen checks the root against the context vocabulary (user, roles, permissions, flags, query, params, answers, profile, now, session, webview, path).
 */
export type Condition4 = boolean | {};
/**
 * A node id, 'end', or an ordered list of branches whose first matching `when` wins (a branch without `when` always matches).
 */
export type Next = string | [Branch, ...Branch[]];
/**
 * A JSON Logic expression, the one condition language of the project. Variables are read with {"var": "root.path"}; codegen checks the root against the context vocabulary (user, roles, permissions, flags, query, params, answers, profile, now, session, webview, path).
 */
export type Condition5 = boolean | {};
/**
 * A node id, 'end', or an ordered list of branches whose first matching `when` wins (a branch without `when` always matches).
 */
export type Next1 = string | [Branch, ...Branch[]];

/**
 * Every schema of schemas/config, by title.
 */
export interface ConfigTypes {
  AnalytesConfig: AnalytesConfig;
  AppConfig: AppConfig;
  BannersConfig: BannersConfig;
  Condition: Condition1;
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
   * The headings results are grouped under on the results pages, in the order people see them. Example: - { id: heart, name: Heart health }
   */
  groups: {
    /**
     * Short name an analyte uses to join this group (not shown to people). Example: heart
     */
    id: string;
    /**
     * The group heading people see above its results. Example: Heart health
     */
    name: string;
  }[];
  /**
   * Every blood marker we report: what people see it called, the unit, its group and how a change is judged. Example: - { code: CHOL, name: Total cholesterol, unit: mmol/L, group: heart, ... }
   */
  analytes: AnalyteDefinition[];
}
export interface AnalyteDefinition {
  /**
   * The code the lab sends with each result for this marker; it links a result to this entry. Example: CHOL
   */
  code: string;
  /**
   * The marker's name as people read it on their results. Example: Total cholesterol
   */
  name: string;
  /**
   * The unit people see results in (results in other units are converted to it). Leave empty (null) only for a positive/negative result. Example: mmol/L
   */
  unit: string | null;
  /**
   * Set true when the result is only positive or negative, with no number to show. Example: binary: true
   */
  binary?: boolean;
  /**
   * Which heading (an id from groups) people find this marker under. Example: heart
   */
  group: string;
  loinc: LoincCode;
  /**
   * The display unit written in UCUM (the unit code FHIR uses), for the FHIR download. Leave empty (null) only for a positive/negative result. Example: m[IU]/L
   */
  ucum: string | null;
  /**
   * How much this marker naturally varies in one person, in percent. It decides when we tell people a change is real. Leave empty (null) when no figure is published, and no verdict is given. Example: 6
   */
  cvi: number | null;
  /**
   * How much the lab's measurement itself varies, in percent; used with cvi to judge a change. Leave empty (null) to use half of cvi. Example: 2.5
   */
  cva: number | null;
  /**
   * Set true when this marker rises more easily than it falls (or the other way round), so a real rise and a real fall need different amounts of change. Example: skewed: true
   */
  skewed: boolean;
  /**
   * How many decimal places the lab reports this marker to; forecasts and predicted values people see are rounded to it. Example: 1
   */
  precision: number;
  /**
   * The bands our lab reports for this marker, lowest first. A band includes its min and excludes its max, except the top band, which includes both. Uploaded and predicted values get their status (normal, abnormal...) from these. Example: - { status: abnormal, min: 25, max: 50 }
   */
  ranges?: ReferenceBand[];
  /**
   * Which article from the content service explains this marker to people; null when there is none. Example: analyte-cholesterol
   */
  contentId: string | null;
  /**
   * Every unit a result for this marker may arrive in (for instance from another lab), with how to convert it to the unit people see. The display unit comes first with factor 1. Example: - { unit: mg/dL, factor: 0.02586, offset: 0, source: NHS }
   */
  units: UnitConversion[];
}
/**
 * The LOINC code that names this marker in the FHIR download a person shares with a doctor, with its name and where it was looked up. Every marker needs one. Example: { code: "14647-2", display: "Cholesterol [Moles/volume] in Serum or Plasma", source: "LOINC 2.80, https://loinc.org/14647-2/" }
 */
export interface LoincCode {
  /**
   * The LOINC code: digits, a dash and the check digit (codegen checks it). Example: "14647-2"
   */
  code: string;
  /**
   * LOINC's long common name for the code, shown to whoever reads the FHIR file. Example: Cholesterol [Moles/volume] in Serum or Plasma
   */
  display: string;
  /**
   * Where the code was looked up (the LOINC release and page), so a reviewer can check it. Example: LOINC 2.80, https://loinc.org/14647-2/
   */
  source: string;
}
export interface ReferenceBand {
  /**
   * What a value in this band means for the person, shown as a status word. Example: normal
   */
  status: 'highly_abnormal' | 'out_of_range' | 'abnormal' | 'normal' | 'optimal';
  /**
   * The lowest value in this band, in the unit people see; a value equal to it is in this band. Leave empty (null) only for the first band, which has no lower end. Example: 30
   */
  min: number | null;
  /**
   * The first value above this band, in the unit people see (it belongs to the next band). Leave empty (null) only for the last band, which has no upper end. Example: 50
   */
  max: number | null;
}
export interface UnitConversion {
  /**
   * A unit a result may arrive in. Example: mg/dL
   */
  unit: string;
  /**
   * Multiply a value in this unit by this to get the unit people see. Example: 0.02586
   */
  factor: number;
  /**
   * Added after multiplying (usually 0). Example: 0
   */
  offset?: number;
  /**
   * Where the conversion is published, so a reviewer can check it. Example: NHS pathology handbook
   */
  source?: string;
}
/**
 * config/app.yaml: product name, hosts, external site destinations, flag defaults and every business constant of SPEC.md section 9.
 */
export interface AppConfig {
  /**
   * The product's name people see, for example in the sidebar title "Your Vitalia". Cookie names are made from it. Example: Vitalia
   */
  productName: string;
  /**
   * Where the app finds its server, its articles and the marketing site, for the local build (embedded) and the live one (production). Example: production: { api: https://api.vitalia.example, content: https://content.vitalia.example, externalSite: https://www.vitalia.example }
   */
  hosts: {
    embedded: HostSet;
    production: HostSet1;
  };
  /**
   * Pages of the marketing site the app links and sends people to, by a name routes and menus use. Example: helpCentre: /help-centre
   */
  externalDestinations: {
    [k: string]: string;
  };
  /**
   * Other websites the app may send people to after signing in or leaving (https only, exact). Anything else is refused, to protect people from fake links. Example: - https://help.vitalia.example
   */
  allowedOrigins: string[];
  /**
   * Names after the ? in an address whose value is a web address (like redirectTo). They are only passed on when they point at this app or an allowed website. Example: [redirectTo]
   *
   * @minItems 1
   */
  urlQueryParameters: [string, ...string[]];
  /**
   * Features that can be switched on or off, and whether each is on by default. Example: externalAccountPages: false
   */
  flags: {
    [k: string]: boolean;
  };
  /**
   * What the footer of every page offers for help. Example: { helpEmail: help@vitalia.example, helpCentreDestination: helpCentre }
   */
  footer: {
    /**
     * The help email address shown in the footer. Example: help@vitalia.example
     */
    helpEmail: string;
    /**
     * The marketing-site page the footer's help link opens (a name from externalDestinations). Example: helpCentre
     */
    helpCentreDestination: string;
  };
  constants: Constants;
  /**
   * How the app recognises that it is open inside the mobile app, where it hides banners and menus. Example: { userAgentMarkers: [VitaliaApp] }
   */
  webview: {
    /**
     * Words in the browser's signature that mean "inside the mobile app". Example: [VitaliaApp]
     *
     * @minItems 1
     */
    userAgentMarkers: [string, ...string[]];
  };
  /**
   * Settings of outside services the app uses (customer chat, articles). Example: { customerChatAppId: vitalia-web }
   */
  services: {
    /**
     * The customer chat's account name for this app. Example: vitalia-web
     */
    customerChatAppId: string;
    /**
     * The public, read-only login the app uses to fetch published articles. It is visible to anyone, so it must allow nothing else. Example: vitalia-web:published-content
     */
    contentCredential: string;
  };
}
/**
 * Addresses for the local build that runs everything on one machine. Example: { api: "", content: /content-api, externalSite: /site }
 */
export interface HostSet {
  /**
   * The server's address; empty means the same address as the app. Example: https://api.vitalia.example
   */
  api: string;
  /**
   * Where articles are fetched from. Example: https://content.vitalia.example
   */
  content: string;
  /**
   * The marketing site's address; externalDestinations are added to it. Example: https://www.vitalia.example
   */
  externalSite: string;
}
/**
 * Addresses for the live build. Example: { api: https://api.vitalia.example, content: https://content.vitalia.example, externalSite: https://www.vitalia.example }
 */
export interface HostSet1 {
  /**
   * The server's address; empty means the same address as the app. Example: https://api.vitalia.example
   */
  api: string;
  /**
   * Where articles are fetched from. Example: https://content.vitalia.example
   */
  content: string;
  /**
   * The marketing site's address; externalDestinations are added to it. Example: https://www.vitalia.example
   */
  externalSite: string;
}
/**
 * Every number and fixed value the product's rules use (SPEC section 9), written once here. Example: passwordMinLength: 8
 */
export interface Constants {
  /**
   * The fewest characters a new password may have. Example: 8
   */
  passwordMinLength: number;
  /**
   * What people type to confirm they want their account deleted. Example: I agree
   */
  deleteConfirmationPhrase: string;
  /**
   * How many hours after we receive a sample we promise results. Example: 48
   */
  resultsPromiseHours: number;
  /**
   * How many hours people may use the app before they must verify their email address. Example: 48
   */
  emailVerificationWindowHours: number;
  /**
   * How many days a discount code from a link is remembered for checkout. Example: 30
   */
  discountCookieDays: number;
  /**
   * How many days someone's cookie choice is kept before the banner asks again. Example: 365
   */
  cookieConsentDays: number;
  /**
   * How many months apart subscription tests are, unless people choose otherwise. Example: 3
   */
  defaultSubscriptionFrequency: number;
  /**
   * Settings of the health survey: its version, first question, how long progress is kept, the youngest age accepted and each flow's length. Example: { version: healthSurvey_v12, storageDays: 30 }
   */
  survey: {
    /**
     * The survey version the app asks. Example: healthSurvey_v12
     */
    version: string;
    /**
     * The first question of the survey. Example: name
     */
    startQuestion: string;
    /**
     * How many days unfinished survey answers are kept on the person's device. Example: 30
     */
    storageDays: number;
    /**
     * The youngest age, in whole years, the date-of-birth question accepts. Example: 18
     */
    minimumAgeYears: number;
  };
  /**
   * How many goals people must pick before the survey asks which one matters most. Example: 2
   */
  importantGoalMinGoals: number;
  /**
   * The main blood tests and their prices. Example: - { id: essential, name: Essential, pricePence: 2400 }
   */
  corePanels: {
    /**
     * The test's short name. Example: essential
     */
    id: string;
    /**
     * The test's name as people read it. Example: Essential
     */
    name: string;
    /**
     * The price in pence. Example: 2400
     */
    pricePence: number;
  }[];
  /**
   * The tests offered when people build a package, by id from corePanels. Example: [essential, baseline]
   *
   * @minItems 3
   * @maxItems 3
   */
  defaultPackagePanels: [string, string, string];
  /**
   * Settings of the health plans: their length and how weeks start. Example: { weeks: 12, shortPlanWeeks: 4 }
   */
  healthPlan: {
    /**
     * How many weeks the full plan lasts. Example: 12
     */
    weeks: number;
    /**
     * How many weeks the plan sold with a blood test lasts. Example: 4
     */
    shortPlanWeeks: number;
    /**
     * A plan is offered only with more than this many matching interventions. Example: 1
     */
    minInterventionsExclusive: number;
    /**
     * The id of the weekly plan. Example: weekly-plan
     */
    weeklyPlanTemplateId: string;
    /**
     * In how many days a new plan's first week may start. Example: [6, 7]
     */
    weekStartOffsetsDays: number[];
    /**
     * For how many weeks each week gets its own streak message. Example: 12
     */
    streakMessageWeeks: number;
  };
  /**
   * Settings of health scores: when they update and the score each band starts at. Example: { nextUpdateDays: 7, thresholds: { excellent: 90, good: 80, fair: 70 } }
   */
  scores: {
    /**
     * How many days until health scores update again. Example: 7
     */
    nextUpdateDays: number;
    /**
     * The score each band starts at. Example: { excellent: 90, good: 80, fair: 70 }
     */
    thresholds: {
      /**
       * Scores from this up read as excellent. Example: 90
       */
      excellent: number;
      /**
       * Scores from this up (below excellent) read as good. Example: 80
       */
      good: number;
      /**
       * Scores from this up (below good) read as fair; lower ones as poor. Example: 70
       */
      fair: number;
    };
  };
  /**
   * The currency prices are in. Example: { code: GBP, minorUnitsPerMajor: 100, decimals: 2 }
   */
  currency: {
    /**
     * The currency's code. Example: GBP
     */
    code: string;
    /**
     * Pence in a pound (or cents in a euro). Example: 100
     */
    minorUnitsPerMajor: number;
    /**
     * Digits shown after the point in prices. Example: 2
     */
    decimals: number;
  };
  /**
   * When a "Save N%" label is shown on prices. Example: { hideAtOrBelowPercent: 0 }
   */
  savingsLabel: {
    /**
     * A saving of this percent or less shows no label. Example: 0
     */
    hideAtOrBelowPercent: number;
  };
  /**
   * The shop's category numbers as the shop server knows them. Example: { supplements: 1, tests: 4 }
   */
  shopCategories: {
    /**
     * The shop server's number for supplements. Example: 1
     */
    supplements: number;
    /**
     * The shop server's number for services. Example: 2
     */
    services: number;
    /**
     * The shop server's number for bundles. Example: 3
     */
    bundles: number;
    /**
     * The shop server's number for tests. Example: 4
     */
    tests: number;
    /**
     * The shop server's number for health plans. Example: 5
     */
    healthPlans: number;
    /**
     * The shop server's number for memberships. Example: 6
     */
    memberships: number;
    /**
     * The shop server's number for tokens. Example: 7
     */
    tokens: number;
  };
  /**
   * How many items a list loads at a time. Example: 50
   */
  pageLimit: number;
  /**
   * How long, in thousandths of a second, the app waits before trying a failed load again. Example: 20000
   */
  retryDelayMs: number;
  /**
   * How long, in thousandths of a second, a confirmation stays before the form resets. Example: 3000
   */
  resetDelayMs: number;
  /**
   * How far, in percent, the results range bar reaches beyond the normal range on each side. Example: 15
   */
  referenceRangeExtensionPercent: number;
  /**
   * The limits that offer someone the heart plan, for the criteria of config/health-plan.yaml. Example: { bmiAtLeast: 25.1, alcoholAbove: 14 }
   */
  heartPlanCriteria: {
    /**
     * A BMI of at least this offers the heart plan. Example: 25.1
     */
    bmiAtLeast: number;
    /**
     * More than this many alcohol units a week offers the heart plan. Example: 14
     */
    alcoholAbove: number;
    /**
     * Rating their diet this or lower (1 to 10) offers the heart plan. Example: 5
     */
    dietRatingAtMost: number;
    /**
     * Rating their exercise this or lower offers the heart plan. Example: 2
     */
    exerciseRatingAtMost: number;
    /**
     * Rating their stress this or higher offers the heart plan. Example: 4
     */
    stressRatingAtLeast: number;
    /**
     * Total cholesterol (mmol/L) above this offers the heart plan. Example: 5.2
     */
    cholesterol: number;
    /**
     * LDL cholesterol (mmol/L) above this offers the heart plan. Example: 3.4
     */
    ldl: number;
    /**
     * Non-HDL cholesterol (mmol/L) above this offers the heart plan. Example: 4
     */
    nonHdl: number;
    /**
     * HDL cholesterol (mmol/L) below this offers the heart plan. Example: 1
     */
    hdlUnder: number;
    /**
     * Triglycerides (mmol/L) above this offer the heart plan. Example: 2
     */
    triglycerides: number;
    /**
     * A cholesterol ratio above this offers the heart plan. Example: 4
     */
    ratio: number;
    /**
     * HbA1c (mmol/mol) above this offers the heart plan. Example: 41
     */
    hba1cAbove: number;
  };
  /**
   * Codes of special tests the app treats differently. Example: { covid: COVID }
   */
  testCodes: {
    [k: string]: string;
  };
  /**
   * Codes of markers the app treats differently. Example: { creatinine: CREA }
   */
  analyteCodes: {
    [k: string]: string;
  };
  /**
   * The reasons people may give for cancelling a subscription, in order. Example: [price, frequency, other]
   */
  cancellationReasons: string[];
  /**
   * The reasons people may give for skipping a plan task. Example: - { id: 1, label: Too many tasks }
   */
  skipReasons: {
    /**
     * The reason's number as the server knows it. Example: 1
     */
    id: number;
    /**
     * The reason as people read it. Example: Too many tasks
     */
    label: string;
  }[];
  /**
   * The steps shown as a supplement order travels. Example: [Order placed, "It's on its way", Arriving soon]
   */
  supplementDeliveryStatuses: string[];
  /**
   * How dates read to people, as an example date. Example: { example: 5 March 2024 }
   */
  dateFormat: {
    /**
     * A date written the way people should read every date. Example: 5 March 2024
     */
    example: string;
  };
  /**
   * The id of the women's health questionnaire, which can be sent to the marketing site. Example: womens-health
   */
  womensHealthQuestionnaireId: string;
  /**
   * The payment card logos shown at checkout, in order. Example: [visa, mastercard]
   */
  paymentLogos: string[];
  /**
   * The percent quoted to encourage people to finish ("only N% finish"). Example: 12
   */
  completionStatisticPercent: number;
  /**
   * The image widths, in pixels, the app asks for. Example: [24, 96, 264]
   */
  imageSizes: number[];
  /**
   * Pop-up notices people close once and do not see again. Example: [healthScoreUpdate]
   */
  dismissalModalKeys: string[];
  /**
   * How old a result may be and still shape test recommendations. Example: { amount: 3, unit: months }
   */
  recommendationResultMaxAge: {
    /**
     * How many of the unit. Example: 3
     */
    amount: number;
    /**
     * days, weeks, months or years. Example: months
     */
    unit: 'days' | 'weeks' | 'months' | 'years';
  };
  /**
   * Lists of reasons shown in a random order (so no option is favoured), with Other always last. Example: testSooner: { options: [], last: other }
   */
  shuffledReasons: {
    /**
     * Reasons for skipping or moving a test. Example: { options: [], last: other }
     */
    testSkipOrReschedule: {
      /**
       * The reasons shown in a random order. Example: [travelling, unwell]
       */
      options: string[];
      /**
       * The reason always shown last. Example: other
       */
      last: string;
    };
    /**
     * Reasons for testing sooner. Example: { options: [], last: other }
     */
    testSooner: {
      /**
       * The reasons shown in a random order. Example: [symptoms, new-medication]
       */
      options: string[];
      /**
       * The reason always shown last. Example: other
       */
      last: string;
    };
  };
  /**
   * The start of this app's cookie and storage names, made from productName in lower case. Example: vitalia
   */
  cookiePrefix: string;
  /**
   * The name each feature switch has in the feature-flag service, when it differs. Example: { externalResultsUpload: "{hash}" }
   */
  featureFlagNames: {
    [k: string]: string;
  };
  /**
   * The language and region dates and prices are written for. Example: en-GB
   */
  locale: string;
  /**
   * Each choice of how long a link shared with a doctor works (the ids the share form offers), in hours. Example: { 24h: 24, 7d: 168 }
   */
  shareLinkLifetimeHours: {
    [k: string]: number;
  };
  /**
   * How long a shared link works unless the person picks otherwise: an id of shareLinkLifetimeHours. Example: 7d
   */
  shareLinkDefaultLifetime: string;
  /**
   * The fewest digits a shared link's passcode may have. Example: 6
   */
  sharePasscodeMinDigits: number;
  /**
   * Wrong passcodes that lock a shared link for good (the person then makes a new one). Example: 5
   */
  sharePasscodeTries: number;
  /**
   * How many days an expired or revoked shared link stays in the person's list, with its openings, before it is deleted. Example: 30
   */
  shareEndedLinksKeptDays: number;
}
/**
 * config/banners.yaml: the sticky banners, in display order. A banner shows while its condition holds and the person has not closed it.
 */
export interface BannersConfig {
  /**
   * The banners that can appear at the top of every page, in the order they are shown. People with the tfp role and people in the mobile app see none. Example: - { id: discount, kind: discount, message: banner.discount, tone: success }
   */
  banners: Banner[];
}
export interface Banner {
  /**
   * A short name for the banner; closing it is remembered under this name. Example: discount
   */
  id: string;
  /**
   * Which kind of banner this is, which decides what it can do (for example resend a verification email). Example: email-verification
   */
  kind: 'mobile-app-download' | 'discount' | 'test-recommendations' | 'email-verification' | 'generic-error';
  /**
   * The words of the banner: a key of config/messages.yaml. Example: banner.discount
   */
  message: string;
  /**
   * How the banner looks: info (neutral), success (good news), warning (needs attention) or error (something failed). Example: warning
   */
  tone?: 'info' | 'success' | 'warning' | 'error';
  when: Condition;
  /**
   * Whether people can close the banner (they can unless this is false). Example: dismissible: false
   */
  dismissible?: boolean;
  /**
   * An optional button on the banner and where it takes people. Example: { label: Get the app, external: appDownload }
   */
  cta?: {
    /**
     * The button's words. Example: See recommendations
     */
    label: string;
    /**
     * A page of the app the button opens (a route id of config/routes.yaml). Example: recommendation-show
     */
    route?: string;
    /**
     * A page of the marketing site the button opens (a name from externalDestinations in config/app.yaml). Example: appDownload
     */
    external?: string;
    /**
     * Something the button does instead of opening a page. Example: resend-verification
     */
    action?: 'resend-verification';
  };
}
/**
 * config/forms/<id>.yaml: a form rendered by rjsf: its fields as JSON Schema, ui options, messages per field and rule, and its submit action.
 */
export interface FormConfig {
  /**
   * The form's name, the same as its file name. Example: change-password
   */
  id: string;
  /**
   * The form's heading people see. Example: Password
   */
  title?: string;
  binding?: FormBinding;
  /**
   * The pages that show this form, by route id of config/routes.yaml: all, or the fields that page shows. A page that shows some fields sends only those, so it never changes what it does not show. Example: { settings: all, results-upload-new: [first_name, last_name] }
   */
  pages?: {
    [k: string]: 'all' | [string, ...string[]];
  };
  /**
   * The form's fields and the rules each answer must meet. Example: { type: object, required: [password], properties: { password: { type: string, title: New password } } }
   */
  schema: {
    /**
     * The fields, by name, each with its label (title) and rules. Example: email: { type: string, title: Email address, format: email }
     */
    properties?: {
      /**
       * One field: its label (title), its kind (type) and its rules (minLength, pattern, enum...). Example: postcode: { type: string, title: Postcode, maxLength: 8 }
       */
      [k: string]: {
        [k: string]: unknown;
      };
    };
    [k: string]: unknown;
  };
  /**
   * How each field looks and behaves: its kind of box, the keyboard a phone shows, the order of fields. Example: password: { ui:widget: password }
   */
  ui?: {
    /**
     * The order fields appear in; * stands for every field not named. Example: [email, password, "*"]
     */
    'ui:order'?: string[];
    /**
     * The form's own submit button: its words, or none. Example: { submitText: Save }
     */
    'ui:submitButtonOptions'?: {
      /**
       * The submit button's words. Example: Save
       */
      submitText?: string;
      /**
       * Set true to show no submit button (the page has its own). Example: norender: true
       */
      norender?: boolean;
    };
    [k: string]:
      | FormFieldUi
      | string[]
      | {
          /**
           * The submit button's words. Example: Save
           */
          submitText?: string;
          /**
           * Set true to show no submit button (the page has its own). Example: norender: true
           */
          norender?: boolean;
        }
      | undefined;
  };
  /**
   * Hint text under a field, by field: a key of config/messages.yaml. Example: password: validation.password.helper
   */
  helpers?: {
    [k: string]: string;
  };
  /**
   * Takes a rule's number from config/app.yaml so it is written once: field, then rule, then constant name. Example: password: { minLength: passwordMinLength }
   */
  constants?: {
    [k: string]: FormFieldConstants;
  };
  /**
   * What people read when a field breaks a rule: field, then rule (required, minLength, pattern...), then a key of config/messages.yaml. Example: password: { required: validation.password.required }
   */
  messages?: {
    [k: string]: FormFieldMessages;
  };
  /**
   * Fills a list of choices from the app's own data (the analyte catalogue) instead of writing them here: field, then the source's name. Example: analytes.analyte: analytes
   */
  choices?: {
    [k: string]: string;
  };
  /**
   * A field people fill in as rows they can add and remove (one row per result, say), and how the rows behave. Example: analytes: { addLabel: upload.rows.add, removeLabel: upload.rows.remove }
   */
  rows?: {
    [k: string]: FormRows;
  };
  /**
   * A rule of the app's own (by name) a field must also meet, beyond its schema, and what people read for each problem it finds: field, then the check and its problems. Example: dob: { check: date-of-birth, problems: { not-past: validation.dob.past } }
   */
  checks?: {
    [k: string]: FormFieldCheck;
  };
  /**
   * What the form's button says and does, and what people see after. A form with a binding sends its request; action names what a binding cannot say. Example: { label: Save, onSuccess: { message: form.saved } }
   */
  submit: {
    /**
     * What sending the form does when its binding cannot say it (signing in, deleting the account, a step that makes several requests): the name of one of the app's actions (codegen lists them). Example: action: sign-in
     */
    action?: string;
    /**
     * The button's words. Example: Change password
     */
    label: string;
    /**
     * What people read when sending fails and the server gives no reason: a key of config/messages.yaml. Example: error.update
     */
    errorFallback?: string;
    /**
     * Set false to always show errorFallback instead of the server's own reason. Example: serverDetail: false
     */
    serverDetail?: boolean;
    onSuccess?: FormOnSuccess;
  };
}
/**
 * What the form reads and saves: the entity its fields belong to and the request its button sends. The form's first values are read from the entity, the request sends the fields shown and nothing else, and every field is checked against the entity's schema. Example: { entity: user, request: PATCH /v1/user }
 */
export interface FormBinding {
  /**
   * The entity the form shows and changes: a schema of schemas/entities, by file name without .schema.json. Example: entity: user
   */
  entity?: string;
  /**
   * The request the button sends: a method and an API path the server takes (codegen lists them when it is not one). Example: request: PATCH /v1/user
   */
  request: string;
  /**
   * Per field, the attribute it is saved to and how it is tidied first. A field not named here is saved to the attribute of its own name, as typed. Example: postcode: { attribute: address.postcode, transform: [trim, uppercase] }
   */
  fields?: {
    [k: string]: FormFieldBinding;
  };
}
/**
 * Where one field is saved and how it is tidied first. Example: { attribute: address.line1, transform: trim }
 */
export interface FormFieldBinding {
  /**
   * The entity's attribute the field is read from and saved to, when it is not the field's own name; a dot reaches inside one (address.line1). Example: attribute: address.line1
   */
  attribute?: string;
  /**
   * How the answer is tidied before it is saved, by name, in order: trim (spaces at either end), uppercase, uk-phone (+44 becomes 0, spaces go). Example: transform: [trim, uppercase]
   */
  transform?: string | [string, ...string[]];
}
/**
 * rjsf ui options of one field; only the keys the form renderer supports.
 *
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^[A-Za-z][A-Za-z0-9_]*$".
 */
export interface FormFieldUi {
  /**
   * The kind of box: password (hidden letters), textarea (several lines), radio, checkboxes, select; memorable-date (day, month and year boxes, for a date people know, such as a birth date); date (a calendar picker, for a date being chosen)... Example: ui:widget: password
   */
  'ui:widget'?:
    | 'text'
    | 'textarea'
    | 'password'
    | 'email'
    | 'url'
    | 'date'
    | 'memorable-date'
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
   * What the browser may fill in for people (their email, a new password...). Example: ui:autocomplete: email
   */
  'ui:autocomplete'?: string;
  /**
   * The kind of text box: email, tel, number... which picks the right phone keyboard and checks. Example: ui:inputType: tel
   */
  'ui:inputType'?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'search' | 'password';
  /**
   * The keyboard a phone shows: numeric, decimal, email... Example: ui:inputMode: decimal
   */
  'ui:inputMode'?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email' | 'url' | 'search' | 'none';
  /**
   * Greyed-out example text inside an empty box (never the only label). Example: ui:placeholder: AB12 3CD
   */
  'ui:placeholder'?: string;
  /**
   * Help text under the box. Example: ui:help: You can find this on your kit.
   */
  'ui:help'?: string;
  /**
   * The field's label, when it differs from its title in schema. Example: ui:title: Postcode
   */
  'ui:title'?: string;
  /**
   * Text under the label. Example: ui:description: As it appears on your bank card.
   */
  'ui:description'?: string;
  /**
   * Set true to put the cursor in this box when the form opens. Example: ui:autofocus: true
   */
  'ui:autofocus'?: boolean;
  /**
   * Whether a phone starts words with capitals: none, words, characters. Example: ui:autocapitalize: characters
   */
  'ui:autocapitalize'?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  /**
   * Set true to show the field greyed out and not changeable. Example: ui:disabled: true
   */
  'ui:disabled'?: boolean;
  /**
   * Set true to show the value without letting people change it. Example: ui:readonly: true
   */
  'ui:readonly'?: boolean;
  /**
   * Set false to hide the field's label (only when the page names it otherwise). Example: ui:label: false
   */
  'ui:label'?: boolean;
  /**
   * A style name for the field, from the app's style sheet. Example: ui:classNames: field--short
   */
  'ui:classNames'?: string;
  /**
   * For a textarea: how many lines tall the box is. Example: ui:rows: 5
   */
  'ui:rows'?: number;
  /**
   * Choices shown but not pickable. Example: ui:enumDisabled: [other]
   */
  'ui:enumDisabled'?: (string | number | boolean)[];
  /**
   * For a field with parts (an address): the order of its parts. Example: [line1, line2, postcode]
   */
  'ui:order'?: string[];
  /**
   * For rows: how each part of a row looks. Example: items: { value: { ui:inputMode: decimal } }
   */
  items?: {
    [k: string]: FormFieldUi;
  };
}
/**
 * One field's rules taken from config/app.yaml constants: rule, then constant name. Example: { minLength: passwordMinLength }
 */
export interface FormFieldConstants {
  /**
   * The fewest characters allowed, from this constant of config/app.yaml. Example: minLength: passwordMinLength
   */
  minLength?: string;
  /**
   * The most characters allowed, from this constant of config/app.yaml. Example: maxLength: nameMaxLength
   */
  maxLength?: string;
  /**
   * The smallest number allowed, from this constant of config/app.yaml. Example: minimum: minimumAge
   */
  minimum?: string;
  /**
   * The largest number allowed, from this constant of config/app.yaml. Example: maximum: maximumQuantity
   */
  maximum?: string;
  /**
   * A number the answer must be above, from this constant of config/app.yaml. Example: exclusiveMinimum: minimumAge
   */
  exclusiveMinimum?: string;
  /**
   * A number the answer must be below, from this constant of config/app.yaml. Example: exclusiveMaximum: maximumQuantity
   */
  exclusiveMaximum?: string;
  /**
   * The step a number moves in, from this constant of config/app.yaml. Example: multipleOf: quantityStep
   */
  multipleOf?: string;
  /**
   * The one answer allowed (a phrase to type), from this constant of config/app.yaml. Example: const: deleteConfirmationPhrase
   */
  const?: string;
  /**
   * The pattern the answer must match, from this constant of config/app.yaml. Example: pattern: postcodePattern
   */
  pattern?: string;
  /**
   * The fewest choices to tick, from this constant of config/app.yaml. Example: minItems: minimumGoals
   */
  minItems?: string;
  /**
   * The most choices to tick, from this constant of config/app.yaml. Example: maxItems: maximumGoals
   */
  maxItems?: string;
}
/**
 * One field's messages, by the rule that was broken. Example: { required: validation.email.required, format: validation.email.invalid }
 */
export interface FormFieldMessages {
  /**
   * What people read when the field is left empty: a key of config/messages.yaml. Example: required: validation.email.required
   */
  required?: string;
  /**
   * What people read when the answer is not the kind the field takes (a number, a date...): a key of config/messages.yaml. Example: type: form.checkAnswer
   */
  type?: string;
  /**
   * What people read when the answer is not in the field's format (an email address, a date): a key of config/messages.yaml. Example: format: validation.email.invalid
   */
  format?: string;
  /**
   * What people read when the answer does not match the field's pattern: a key of config/messages.yaml. Example: pattern: validation.postcode.invalid
   */
  pattern?: string;
  /**
   * What people read when the answer is shorter than minLength: a key of config/messages.yaml. Example: minLength: validation.password.minLength
   */
  minLength?: string;
  /**
   * What people read when the answer is longer than maxLength ({count} is the limit): a key of config/messages.yaml. Example: maxLength: validation.text.tooLong
   */
  maxLength?: string;
  /**
   * What people read when the number is below minimum: a key of config/messages.yaml. Example: minimum: validation.number.tooSmall
   */
  minimum?: string;
  /**
   * What people read when the number is above maximum: a key of config/messages.yaml. Example: maximum: validation.number.tooLarge
   */
  maximum?: string;
  /**
   * What people read when the number is not above exclusiveMinimum: a key of config/messages.yaml. Example: exclusiveMinimum: validation.number.tooSmall
   */
  exclusiveMinimum?: string;
  /**
   * What people read when the number is not below exclusiveMaximum: a key of config/messages.yaml. Example: exclusiveMaximum: validation.number.tooLarge
   */
  exclusiveMaximum?: string;
  /**
   * What people read when the number is not a whole step of multipleOf: a key of config/messages.yaml. Example: multipleOf: form.checkAnswer
   */
  multipleOf?: string;
  /**
   * What people read when the answer is not the one value allowed (a box that must be ticked): a key of config/messages.yaml. Example: const: validation.acceptTerms.required
   */
  const?: string;
  /**
   * What people read when the answer is not one of the choices (enum): a key of config/messages.yaml. Example: enum: validation.sex.required
   */
  enum?: string;
  /**
   * What people read when the answer is not one of the choices (oneOf): a key of config/messages.yaml. Example: oneOf: validation.sex.required
   */
  oneOf?: string;
  /**
   * What people read when the answer fits none of the allowed shapes (anyOf): a key of config/messages.yaml. Example: anyOf: form.checkAnswer
   */
  anyOf?: string;
  /**
   * What people read when fewer choices are ticked than minItems: a key of config/messages.yaml. Example: minItems: upload.profiles.required
   */
  minItems?: string;
  /**
   * What people read when more choices are ticked than maxItems: a key of config/messages.yaml. Example: maxItems: form.checkAnswer
   */
  maxItems?: string;
  /**
   * What people read when the same choice is given twice: a key of config/messages.yaml. Example: uniqueItems: form.checkAnswer
   */
  uniqueItems?: string;
}
/**
 * One array-of-objects field rendered as repeating rows.
 */
export interface FormRows {
  /**
   * The heading of each row: a key of config/messages.yaml; {number} is the row's position. Example: upload.rows.label
   */
  rowLabel: string;
  /**
   * The words of the add-a-row button: a key of config/messages.yaml. Example: upload.rows.add
   */
  addLabel: string;
  /**
   * The words of a row's remove button: a key of config/messages.yaml; {number} names the row. Example: upload.rows.remove
   */
  removeLabel: string;
  /**
   * A part each row must pick differently (the same marker cannot be picked twice). Example: uniqueBy: analyte
   */
  uniqueBy?: string;
  /**
   * The app's check of each row (by name), which finds problems like a comma in a number. Example: check: upload-result-row
   */
  check?: string;
  /**
   * A note shown under a row (by name), for example the value converted to our unit. Example: note: unit-conversion
   */
  note?: string;
  /**
   * What people read for each problem the check finds: part of the row, then problem, then a key of config/messages.yaml. Example: value: { empty: upload.value.required }
   */
  problems?: {
    [k: string]: {
      [k: string]: string;
    };
  };
  /**
   * What people read when they send no complete row: a key of config/messages.yaml. Example: requireOne: upload.rows.none
   */
  requireOne?: string;
}
/**
 * One field's own rule: the check's name and a message for each problem it can find.
 */
export interface FormFieldCheck {
  /**
   * The app's check of the field (by name), which may compare it with today or with what is known of the person. Example: check: date-of-birth
   */
  check: string;
  /**
   * What people read for each problem the check finds: problem, then a key of config/messages.yaml; {date} is the date the problem names. Example: { not-real: validation.dob.real }
   */
  problems: {
    [k: string]: string;
  };
}
/**
 * What happens after the form is sent: refresh what is shown, show a message, go to a page, in that order. Example: { message: form.saved, navigate: settings }
 */
export interface FormOnSuccess {
  /**
   * The confirmation people read: a key of config/messages.yaml. Example: form.passwordChanged
   */
  message?: string;
  /**
   * What to load again because the form changed it. Example: [current-user]
   */
  invalidate?: string[];
  /**
   * The page to go to next (a route id of config/routes.yaml). Example: settings
   */
  navigate?: string;
  /**
   * With navigate: keep what is after the ? in the address. Example: keepQuery: true
   */
  keepQuery?: boolean;
  /**
   * With navigate: names and values to put after the ? in the address of the page gone to (after any kept). Example: { via: details }
   */
  query?: {
    [k: string]: string;
  };
}
/**
 * config/health-plan.yaml: which plan and interventions a person qualifies for (JSON Logic over the health profile and recent results), the task copy of each intervention, how a week counts toward the streak, and the streak message of each week.
 */
export interface HealthPlanConfig {
  /**
   * How old, in months, a blood test result may be and still count towards a plan. Example: 12
   */
  resultsMaxAgeMonths: number;
  /**
   * UK alcohol units in one drink of each kind, used to work out someone's weekly units from their survey answers. Example: { beer: 2.3, wine: 2.1 }
   */
  alcoholUnitsPerDrink: {
    /**
     * UK units in one beer (a pint). Example: 2.3
     */
    beer: number;
    /**
     * UK units in one cider (a pint). Example: 2.6
     */
    cider: number;
    /**
     * UK units in one glass of wine. Example: 2.1
     */
    wine: number;
    /**
     * UK units in one glass of champagne. Example: 1.5
     */
    champagne: number;
    /**
     * UK units in one measure of spirits. Example: 1
     */
    spirits: number;
  };
  /**
   * Named tests of a person's health profile and results that the plan rules below refer to by name. Example: highAlcohol: { ">": [{ var: derived.alcoholUnitsPerWeek }, 14] }
   */
  criteria: {
    [k: string]: Condition1;
  };
  /**
   * Who is offered the 12-week heart plan: anyone who meets any of the listed criteria (and matches enough interventions). Example: { templateId: weekly-plan, whenAny: [highBmi, poorDiet] }
   */
  heartPlan: {
    /**
     * Which plan is offered (its template id). Example: weekly-plan
     */
    templateId: string;
    /**
     * The criteria, by name, any one of which offers the plan. Example: [highBmi, highAlcohol]
     *
     * @minItems 1
     */
    whenAny: [string, ...string[]];
  };
  /**
   * The changes a plan can suggest. An intervention joins someone's plan when any of its criteria holds for them. Example: - { id: cut-down-alcohol, title: Cut down on alcohol, category: alcohol, whenAny: [highAlcohol], tasks: [...] }
   *
   * @minItems 2
   */
  interventions: [
    {
      /**
       * The intervention's short name (not shown). Example: cut-down-alcohol
       */
      id: string;
      /**
       * The intervention's title as people read it in their plan. Example: Cut down on alcohol
       */
      title: string;
      /**
       * Which kind of change it is; decides its icon and heading. Example: alcohol
       */
      category:
        'alcohol' | 'diet' | 'exercise' | 'other' | 'relaxation' | 'smoking' | 'supplements' | 'weight-management';
      /**
       * The criteria, by name, any one of which adds this intervention to a plan. Example: [highAlcohol]
       *
       * @minItems 1
       */
      whenAny: [string, ...string[]];
      /**
       * The tasks it adds to every week of the plan. Example: - { key: alcohol-free-days, name: Have alcohol-free days, kind: tracking, trackingTarget: 3, about: ... }
       *
       * @minItems 1
       */
      tasks: [
        {
          /**
           * The task's short name (not shown; keep it once people have plans). Example: alcohol-free-days
           */
          key: string;
          /**
           * The task as people read it in their weekly list. Example: Have alcohol-free days
           */
          name: string;
          /**
           * information: something to read. tracking: something to do a number of times a week. Example: tracking
           */
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown when people open it. Example: Pick days with no alcohol at all.
           */
          about: string;
          /**
           * For a tracking task: how many times a week; null lets people choose. Example: 3
           */
          trackingTarget?: number | null;
          /**
           * The most times a week people may choose. Example: 7
           */
          maxTarget?: number;
        },
        ...{
          /**
           * The task's short name (not shown; keep it once people have plans). Example: alcohol-free-days
           */
          key: string;
          /**
           * The task as people read it in their weekly list. Example: Have alcohol-free days
           */
          name: string;
          /**
           * information: something to read. tracking: something to do a number of times a week. Example: tracking
           */
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown when people open it. Example: Pick days with no alcohol at all.
           */
          about: string;
          /**
           * For a tracking task: how many times a week; null lets people choose. Example: 3
           */
          trackingTarget?: number | null;
          /**
           * The most times a week people may choose. Example: 7
           */
          maxTarget?: number;
        }[]
      ];
    },
    {
      /**
       * The intervention's short name (not shown). Example: cut-down-alcohol
       */
      id: string;
      /**
       * The intervention's title as people read it in their plan. Example: Cut down on alcohol
       */
      title: string;
      /**
       * Which kind of change it is; decides its icon and heading. Example: alcohol
       */
      category:
        'alcohol' | 'diet' | 'exercise' | 'other' | 'relaxation' | 'smoking' | 'supplements' | 'weight-management';
      /**
       * The criteria, by name, any one of which adds this intervention to a plan. Example: [highAlcohol]
       *
       * @minItems 1
       */
      whenAny: [string, ...string[]];
      /**
       * The tasks it adds to every week of the plan. Example: - { key: alcohol-free-days, name: Have alcohol-free days, kind: tracking, trackingTarget: 3, about: ... }
       *
       * @minItems 1
       */
      tasks: [
        {
          /**
           * The task's short name (not shown; keep it once people have plans). Example: alcohol-free-days
           */
          key: string;
          /**
           * The task as people read it in their weekly list. Example: Have alcohol-free days
           */
          name: string;
          /**
           * information: something to read. tracking: something to do a number of times a week. Example: tracking
           */
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown when people open it. Example: Pick days with no alcohol at all.
           */
          about: string;
          /**
           * For a tracking task: how many times a week; null lets people choose. Example: 3
           */
          trackingTarget?: number | null;
          /**
           * The most times a week people may choose. Example: 7
           */
          maxTarget?: number;
        },
        ...{
          /**
           * The task's short name (not shown; keep it once people have plans). Example: alcohol-free-days
           */
          key: string;
          /**
           * The task as people read it in their weekly list. Example: Have alcohol-free days
           */
          name: string;
          /**
           * information: something to read. tracking: something to do a number of times a week. Example: tracking
           */
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown when people open it. Example: Pick days with no alcohol at all.
           */
          about: string;
          /**
           * For a tracking task: how many times a week; null lets people choose. Example: 3
           */
          trackingTarget?: number | null;
          /**
           * The most times a week people may choose. Example: 7
           */
          maxTarget?: number;
        }[]
      ];
    },
    ...{
      /**
       * The intervention's short name (not shown). Example: cut-down-alcohol
       */
      id: string;
      /**
       * The intervention's title as people read it in their plan. Example: Cut down on alcohol
       */
      title: string;
      /**
       * Which kind of change it is; decides its icon and heading. Example: alcohol
       */
      category:
        'alcohol' | 'diet' | 'exercise' | 'other' | 'relaxation' | 'smoking' | 'supplements' | 'weight-management';
      /**
       * The criteria, by name, any one of which adds this intervention to a plan. Example: [highAlcohol]
       *
       * @minItems 1
       */
      whenAny: [string, ...string[]];
      /**
       * The tasks it adds to every week of the plan. Example: - { key: alcohol-free-days, name: Have alcohol-free days, kind: tracking, trackingTarget: 3, about: ... }
       *
       * @minItems 1
       */
      tasks: [
        {
          /**
           * The task's short name (not shown; keep it once people have plans). Example: alcohol-free-days
           */
          key: string;
          /**
           * The task as people read it in their weekly list. Example: Have alcohol-free days
           */
          name: string;
          /**
           * information: something to read. tracking: something to do a number of times a week. Example: tracking
           */
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown when people open it. Example: Pick days with no alcohol at all.
           */
          about: string;
          /**
           * For a tracking task: how many times a week; null lets people choose. Example: 3
           */
          trackingTarget?: number | null;
          /**
           * The most times a week people may choose. Example: 7
           */
          maxTarget?: number;
        },
        ...{
          /**
           * The task's short name (not shown; keep it once people have plans). Example: alcohol-free-days
           */
          key: string;
          /**
           * The task as people read it in their weekly list. Example: Have alcohol-free days
           */
          name: string;
          /**
           * information: something to read. tracking: something to do a number of times a week. Example: tracking
           */
          kind: 'information' | 'tracking';
          /**
           * What the task asks and why, shown when people open it. Example: Pick days with no alcohol at all.
           */
          about: string;
          /**
           * For a tracking task: how many times a week; null lets people choose. Example: 3
           */
          trackingTarget?: number | null;
          /**
           * The most times a week people may choose. Example: 7
           */
          maxTarget?: number;
        }[]
      ];
    }[]
  ];
  /**
   * How a week counts towards someone's streak of plan weeks. Example: { countsAtPercent: 50, forgivenMissedWeeks: 1 }
   */
  streak: {
    /**
     * A finished week counts towards the streak when at least this percent of its tasks is done (skipped tasks left out). Example: 50
     */
    countsAtPercent: number;
    /**
     * How many missed weeks in a row pause the streak instead of ending it. Example: 1
     */
    forgivenMissedWeeks: number;
  };
  /**
   * The encouraging line people read when they review each plan week, week 1 first. Example: - "Week 1 done: you have started."
   */
  streakMessages: string[];
}
/**
 * config/messages.yaml: every piece of copy and the error catalogue, keyed by dotted names. Text is word for word SPEC.md; {name} marks a value filled in at run time.
 */
export interface MessagesConfig {
  /**
   * Every piece of text people read, by name. {name} marks something filled in when shown. Keep wording as SPEC.md gives it. Example: validation.password.required: Please enter a password
   */
  messages: {
    [k: string]: string;
  };
}
/**
 * config/navigation.yaml: the menus of the layout. Each item is shown only when its `when` condition holds (permissions, roles, flags).
 */
export interface NavigationConfig {
  topNavigation: Menu;
  mainNavigation: Menu1;
  sidebar: Menu2;
  accountMenu: Menu3;
  support: Menu4;
}
/**
 * config/routes.yaml: every route of the app, its access guard, its redirects (evaluated in order, first match wins) and the screen it renders. Routes are named by id everywhere else.
 */
export interface RoutesConfig {
  /**
   * Every page of the app: its address, who may open it, where people are sent instead and what it shows. Pages are named by id everywhere else. Example: - { id: settings, path: /settings, screen: account-settings }
   */
  routes: Route[];
}
export interface Route {
  /**
   * The page's name, used by links, redirects and menus; change the path freely, keep the id. Example: health-scores
   */
  id: string;
  /**
   * The page's address, after its parent's. :name is a part that changes (a test id), :name? a part that may be missing, * anything after. Example: /results/:testcycle
   */
  path: string;
  /**
   * public: anyone may open it. authenticated (the default): people who are not signed in are sent to sign in first, and come back after. Example: access: public
   */
  access?: 'public' | 'authenticated';
  publicWhen?: Condition3;
  /**
   * What the page shows: the name of one of the app's screens. Example: account-settings
   */
  screen?: string;
  /**
   * The frame around the page: default (menus and sidebar), bare (nothing around it) or funnel (the sign-up steps). Pages inside another take their parent's. Example: layout: funnel
   */
  layout?: 'default' | 'bare' | 'funnel';
  /**
   * The page's title in the browser tab and in search results. Example: Account settings
   */
  title?: string;
  /**
   * Set true on the page a parent shows by default. Example: index: true
   */
  index?: boolean;
  /**
   * Set true so that people who have not verified their email within the allowed time can still open this page (the verification pages themselves). Example: skipVerificationWall: true
   */
  skipVerificationWall?: boolean;
  /**
   * Set true to leave the footer off this page. Example: hideFooter: true
   */
  hideFooter?: boolean;
  /**
   * Set true on a page opened from a private link by someone who is not the account's owner (a doctor opening results a person shared): it shows no cookie banner and sets no cookie, and the server sends it with Referrer-Policy no-referrer, X-Robots-Tag noindex and Cache-Control no-store. Example: privateLink: true
   */
  privateLink?: boolean;
  /**
   * Set true so links into this page keep what is after the ? in the address (a discount code, say). Example: keepQuery: true
   */
  keepQuery?: boolean;
  /**
   * Where people are sent instead of seeing the page, checked in order; the first whose condition holds wins. Example: - { when: { var: flags.externalAccountPages }, external: settings }
   */
  redirects?: Redirect[];
  /**
   * Pages inside this one; their paths continue from this page's path. Example: - { id: survey-health-check, path: health-check, screen: survey-flow }
   */
  children?: Route[];
  /**
   * Fixed settings handed to the screen, for example which survey flow it asks. Example: { flow: health-check }
   */
  props?: {
    [k: string]: string;
  };
  /**
   * Which sign-up step this page is, for the "Step 2 of 4" line. Example: details
   */
  funnelStep?: 'account' | 'verify' | 'details' | 'payment';
}
/**
 * config/surveys/<version>.yaml: a survey as a graph of question nodes and the flows that walk it.
 */
export interface SurveyConfig {
  /**
   * The survey version's name, the same as its file name. Publish changed questions as a new version. Example: healthSurvey_v12
   */
  version: string;
  /**
   * draft while the version is being written; published once people may answer it. A published version is locked: codegen records its hash in config/surveys/published.lock.json, and a change to it fails the build. Change questions in a new draft version that lists this one in carryAnswersFrom. Example: status: published
   */
  status: 'draft' | 'published';
  /**
   * How many questions each flow of this version lists; codegen checks the flows against it, so a question added by mistake is caught. Example: { health-check: 54 }
   */
  flowLengths: {
    [k: string]: number;
  };
  /**
   * The question someone starting the survey for the first time sees first. Example: name
   */
  startNode: string;
  /**
   * The routes through the survey: each flow lists its questions in the order people are asked them. Example: health-check: { title: Your health check, nodes: [goals, dob, sex] }
   */
  flows: {
    [k: string]: Flow;
  };
  /**
   * Every question, by a short name the flows use. Example: sleep-hours: { template: number, title: How many hours do you sleep?, min: 0, max: 24 }
   */
  nodes: {
    [k: string]: Node;
  };
  /**
   * Earlier versions of this survey whose saved answers people keep when they come back to this version. Each answer is kept when its question is still asked here and the answer is still accepted; the person then continues at the first question that needs an answer. Leave it out and people start afresh, as SPEC sections 3 and 4 describe. Keep each listed version's file in config/surveys so codegen can report which answers would not be kept and why. Example: carryAnswersFrom: [healthSurvey_v12]
   */
  carryAnswersFrom?: string[];
  /**
   * Where people go from a "What would you like to do next?" question or at a flow's end, by the answer's value. Example: health-check: { route: survey-health-check, surveyStart: health-check }
   */
  intents: {
    [k: string]: IntentTarget;
  };
}
export interface Flow {
  /**
   * The flow's heading people see above its questions. Example: Your health check
   */
  title: string;
  /**
   * Set true on a flow new people start with; it shows the introduction first. Example: onboarding: true
   */
  onboarding?: boolean;
  /**
   * The flow's questions, by name, in the order people are asked them; the first is where it starts. Codegen checks the count against the survey's flowLengths. Example: [goals, dob, sex]
   *
   * @minItems 1
   */
  nodes: [string, ...string[]];
  /**
   * In this flow only, a different next question after the named one. Example: goals: [{ when: { ">=": [{ var: answers.goals.length }, 2] }, to: important-goal }, { to: why-goal }]
   */
  next?: {
    [k: string]: Next;
  };
  /**
   * Where people go when they finish the flow (an intent name). Example: health-profile-end
   */
  endIntent?: string;
}
export interface Branch {
  when?: Condition5;
  /**
   * The question people go to (its name), or end. Example: smoking-amount
   */
  to: string;
}
export interface Node {
  /**
   * How the question is asked: text, single-choice, multi-choice, number, rating (a scale), date, height-weight, intent (where to go next) or info (no answer). Example: single-choice
   */
  template:
    'text' | 'single-choice' | 'multi-choice' | 'height-weight' | 'date' | 'rating' | 'number' | 'intent' | 'info';
  /**
   * The question as people read it. Example: How many hours do you sleep a night?
   */
  title: string;
  /**
   * A hint shown under the question. Example: Measure around your middle, just above your belly button.
   */
  description?: string;
  /**
   * Where the answer is saved in the person's health profile (one name, or one per input). Example: waist_circumference
   */
  health_profile?: string | string[] | null;
  /**
   * Saves the answer on the person's account instead: their name, surname, date of birth or sex. Example: dob
   */
  user_profile?: string;
  /**
   * Set true when people cannot go on without answering. Example: answer_required: true
   */
  answer_required?: boolean;
  /**
   * The choices offered, in order. Example: - { text: Yes, value: "yes" }
   */
  answers?: Answer[];
  /**
   * The most choices people may pick. Example: 3
   */
  answers_limit?: number;
  /**
   * Words shown on the question's inputs, for example the two ends of a rating scale. Example: { min: Not healthy, max: Very healthy }
   */
  labels?: {
    [k: string]: string;
  };
  /**
   * The smallest number (or scale point) accepted. Example: 0
   */
  min?: number;
  /**
   * The largest number (or scale point) accepted. Example: 24
   */
  max?: number;
  /**
   * The unit shown beside a number. Example: cm
   */
  unit?: string;
  /**
   * Set true to accept whole numbers only (days a week, minutes). Example: integer: true
   */
  integer?: boolean;
  /**
   * Questions whose change clears this answer, because it was given in reply to them. Example: [smoking-category]
   */
  dependsOn?: string[];
  next?: Next1;
  /**
   * Which part of the health profile the answer is saved in. Example: lifestyle
   */
  group?: 'goals' | 'general-health' | 'diet' | 'lifestyle' | 'mental-wellbeing' | 'diagnosed-conditions' | 'medical';
  /**
   * Offer only the choices people picked at that earlier question. Example: answersFrom: goals
   */
  answersFrom?: string;
  /**
   * value (the default): the answer is saved as it is. flags: each choice is saved as yes/no on its own. Example: profileMapping: flags
   */
  profileMapping?: 'value' | 'flags';
  /**
   * For height and weight: the smallest and largest accepted (height in cm, weight in kg). Example: { height: { min: 50, max: 250 }, weight: { min: 20, max: 300 } }
   */
  limits?: {
    [k: string]: {
      /**
       * The smallest value accepted. Example: 50
       */
      min: number;
      /**
       * The largest value accepted. Example: 250
       */
      max: number;
    };
  };
}
export interface Answer {
  /**
   * The choice as people read it. Example: Prefer not to say
   */
  text: string;
  /**
   * What is saved when people pick it; conditions compare with this. Keep it once people have answered. Example: not_stated
   */
  value: string | number | boolean;
  /**
   * Set true on a choice that clears the others when picked (like None of these). Example: exclusive: true
   */
  exclusive?: boolean;
}
export interface IntentTarget {
  /**
   * The app page people go to (a route id of config/routes.yaml). Example: survey-health-check
   */
  route: string;
  /**
   * The flow that page starts asking. Example: health-check
   */
  surveyStart?: string;
}
