// Generated from config/app.yaml by `npm run codegen`; do not edit.
import type { AppConfig } from './config-types.gen';

export const appConfig: AppConfig = {
  productName: "Vitalia",
  hosts: {
    embedded: {
      api: "",
      content: "/content-api",
      externalSite: "/site",
    },
    production: {
      api: "https://api.vitalia.example",
      content: "https://content.vitalia.example",
      externalSite: "https://www.vitalia.example",
    },
  },
  allowedOrigins: ["https://www.vitalia.example", "https://help.vitalia.example"],
  urlQueryParameters: ["redirectTo"],
  externalDestinations: {
    overview: "/overview",
    login: "/login",
    forgotPassword: "/forgot-password",
    quiz: "/quiz",
    healthProfile: "/health-profile",
    bloodTestEditor: "/blood-test-editor",
    recommendations: "/recommendations",
    helpCentre: "/help-centre",
    referral: "/referral",
    settings: "/settings",
    shopSubscriptions: "/shop/subscriptions",
    yourOrders: "/your-orders",
    notFound: "/not-found",
    tests: "/tests",
    results: "/results",
    resultsUpload: "/results-upload",
    hubArticle: "/health-hub/article",
    healthHub: "/health-hub",
    healthOverview: "/health-overview",
    join: "/join",
    joinDetails: "/join/details",
    supplements: "/supplements",
    supplementMagnesium: "/supplements/magnesium",
    supplementVitaminB12: "/supplements/vitamin-b12",
    supplementVitaminD: "/supplements/vitamin-d",
    supplementOmega3: "/supplements/omega-3",
    womensHealthQuestionnaire: "/womens-health-questionnaire",
    terms: "/terms",
    privacy: "/privacy",
    productPage: "/products",
    testPage: "/tests/product",
    bloodTestRecommendations: "/recommendations/blood-tests",
    appDownload: "/app",
  },
  flags: {
    externalAccountPages: false,
    externalResultsUpload: false,
    externalHubArticles: false,
    externalWomensHealthQuestionnaire: false,
  },
  services: {
    customerChatAppId: "vitalia-web",
    contentCredential: "vitalia-web:published-content",
  },
  webview: {
    userAgentMarkers: ["VitaliaApp"],
  },
  footer: {
    helpEmail: "help@vitalia.example",
    helpCentreDestination: "helpCentre",
  },
  constants: {
    passwordMinLength: 8,
    deleteConfirmationPhrase: "I agree",
    resultsPromiseHours: 48,
    emailVerificationWindowHours: 48,
    discountCookieDays: 30,
    defaultSubscriptionFrequency: 3,
    survey: {
      version: "healthSurvey_v12",
      startQuestion: "name",
      storageDays: 30,
      minimumAgeYears: 18,
      flowLengths: {
        recommendations: 12,
        "health-check": 54,
        "additional-questions": 46,
        "health-profile": 54,
      },
    },
    importantGoalMinGoals: 2,
    corePanels: [
      {
        id: "essential",
        name: "Essential",
        pricePence: 2400,
      },
      {
        id: "baseline",
        name: "Baseline",
        pricePence: 4900,
      },
      {
        id: "general-health",
        name: "General health test",
        pricePence: 6900,
      },
      {
        id: "baseline-v1",
        name: "Baseline v1",
        pricePence: 4900,
      },
    ],
    defaultPackagePanels: ["essential", "baseline", "general-health"],
    healthPlan: {
      weeks: 12,
      shortPlanWeeks: 4,
      minInterventionsExclusive: 1,
      weeklyPlanTemplateId: "weekly-plan",
      weekStartOffsetsDays: [6, 7],
      streakMessageWeeks: 12,
    },
    scores: {
      nextUpdateDays: 7,
      thresholds: {
        excellent: 90,
        good: 80,
        fair: 70,
      },
    },
    currency: {
      code: "GBP",
      minorUnitsPerMajor: 100,
      decimals: 2,
    },
    savingsLabel: {
      hideAtOrBelowPercent: 0,
    },
    shopCategories: {
      supplements: 1,
      services: 2,
      bundles: 3,
      tests: 4,
      healthPlans: 5,
      memberships: 6,
      tokens: 7,
    },
    pageLimit: 50,
    retryDelayMs: 20000,
    resetDelayMs: 3000,
    referenceRangeExtensionPercent: 15,
    heartPlanCriteria: {
      bmiAtLeast: 25.1,
      alcoholAbove: 14,
      dietRatingAtMost: 5,
      exerciseRatingAtMost: 2,
      stressRatingAtLeast: 4,
      cholesterol: 5.2,
      ldl: 3.4,
      nonHdl: 4,
      hdlUnder: 1,
      triglycerides: 2,
      ratio: 4,
      hba1cAbove: 41,
    },
    testCodes: {
      covid: "COVID",
      femaleHormones: "FEMALE_HORMONES",
      cortisol: "CORTISOL",
      pcr: "PCR",
    },
    analyteCodes: {
      covidAntibody: "ACOVG",
      wnct: "WNCT",
      creatinine: "CREA",
    },
    cancellationReasons: ["sample", "frequency", "price", "reports", "test_once", "gp_managing_condition", "competitor", "other"],
    skipReasons: [
      {
        id: 1,
        label: "Too many tasks",
      },
      {
        id: 2,
        label: "Don't know where to begin",
      },
      {
        id: 3,
        label: "Not suitable",
      },
      {
        id: 4,
        label: "Already do this",
      },
      {
        id: 5,
        label: "Other",
      },
    ],
    shuffledReasons: {
      testSkipOrReschedule: {
        options: [],
        last: "other",
      },
      testSooner: {
        options: [],
        last: "other",
      },
    },
    supplementDeliveryStatuses: ["Order placed", "It's on its way", "Arriving soon"],
    locale: "en-GB",
    dateFormat: {
      example: "5 March 2024",
    },
    womensHealthQuestionnaireId: "womens-health",
    paymentLogos: ["amex", "apple-pay", "google-pay", "mastercard", "visa"],
    completionStatisticPercent: 12,
    imageSizes: [24, 96, 264],
    cookiePrefix: "vitalia",
    featureFlagNames: {
      externalResultsUpload: "{hash}",
    },
    dismissalModalKeys: ["healthScoreUpdate", "pricingUpdate"],
    recommendationResultMaxAge: {
      amount: 3,
      unit: "months",
    },
  },
};

export type ExternalDestination = "overview" | "login" | "forgotPassword" | "quiz" | "healthProfile" | "bloodTestEditor" | "recommendations" | "helpCentre" | "referral" | "settings" | "shopSubscriptions" | "yourOrders" | "notFound" | "tests" | "results" | "resultsUpload" | "hubArticle" | "healthHub" | "healthOverview" | "join" | "joinDetails" | "supplements" | "supplementMagnesium" | "supplementVitaminB12" | "supplementVitaminD" | "supplementOmega3" | "womensHealthQuestionnaire" | "terms" | "privacy" | "productPage" | "testPage" | "bloodTestRecommendations" | "appDownload";

export type FlagName = "externalAccountPages" | "externalResultsUpload" | "externalHubArticles" | "externalWomensHealthQuestionnaire";
