// Generated from config/routes.yaml by `npm run codegen`; do not edit.
import type { RoutesConfig } from './config-types.gen';

export const routesConfig: RoutesConfig = {
  routes: [
    {
      id: "root",
      path: "/",
      access: "public",
      redirects: [
        {
          external: "overview",
        },
      ],
    },
    {
      id: "login",
      path: "/login",
      access: "public",
      redirects: [
        {
          external: "login",
          passQuery: ["redirectTo", "discount_code"],
        },
      ],
    },
    {
      id: "forgot-password",
      path: "/forgot-password",
      access: "public",
      redirects: [
        {
          external: "forgotPassword",
          passQuery: ["type"],
        },
      ],
    },
    {
      id: "quiz",
      path: "/quiz",
      access: "public",
      redirects: [
        {
          external: "quiz",
        },
      ],
    },
    {
      id: "survey-alias",
      path: "/survey",
      access: "public",
      redirects: [
        {
          external: "quiz",
        },
      ],
    },
    {
      id: "health-survey-alias",
      path: "/health-survey",
      access: "public",
      redirects: [
        {
          external: "quiz",
        },
      ],
    },
    {
      id: "health-profile-survey-onboarding",
      path: "/health-profile-survey/onboarding",
      access: "public",
      redirects: [
        {
          external: "quiz",
        },
      ],
    },
    {
      id: "subscriptions",
      path: "/subscriptions",
      redirects: [
        {
          to: "shop-subscriptions",
          keepAllQuery: true,
        },
      ],
    },
    {
      id: "personalise",
      path: "/personalise",
      redirects: [
        {
          external: "bloodTestEditor",
        },
      ],
    },
    {
      id: "personalise-build",
      path: "/personalise/build",
      redirects: [
        {
          external: "bloodTestEditor",
        },
      ],
    },
    {
      id: "personalise-subscription",
      path: "/personalise/:subscription_id",
      redirects: [
        {
          external: "bloodTestEditor",
        },
      ],
    },
    {
      id: "blood-test-subscription",
      path: "/blood-test-subscription",
      redirects: [
        {
          external: "bloodTestEditor",
        },
      ],
    },
    {
      id: "recommendation-show",
      path: "/recommendation/show",
      redirects: [
        {
          external: "recommendations",
        },
      ],
    },
    {
      id: "help",
      path: "/help",
      access: "public",
      redirects: [
        {
          external: "helpCentre",
        },
      ],
    },
    {
      id: "health-plan-alias",
      path: "/health-plan",
      redirects: [
        {
          to: "root",
        },
      ],
    },
    {
      id: "referral",
      path: "/referral",
      screen: "referral",
      redirects: [
        {
          when: {
            var: "flags.externalAccountPages",
          },
          external: "referral",
        },
      ],
    },
    {
      id: "settings",
      path: "/settings",
      screen: "account-settings",
      redirects: [
        {
          when: {
            var: "flags.externalAccountPages",
          },
          external: "settings",
        },
      ],
    },
    {
      id: "tests",
      path: "/tests",
      redirects: [
        {
          external: "tests",
        },
      ],
    },
    {
      id: "results",
      path: "/results/:testcycle",
      redirects: [
        {
          external: "results",
          pathSuffix: "/{testcycle}",
          passQuery: ["profile", "analyte"],
        },
      ],
    },
    {
      id: "register-kit",
      path: "/register-kit",
      access: "public",
      screen: "register-kit",
    },
    {
      id: "join",
      path: "/join",
      access: "public",
      layout: "funnel",
      children: [
        {
          id: "join-account",
          path: "",
          index: true,
          funnelStep: "account",
          redirects: [
            {
              external: "join",
              passQuery: [
                "shop_products",
                "funnel",
                "type",
                "product",
                "retail_reference",
                "test",
                "bundle",
                "subscription-frequency",
                "referrer",
                "addons",
                "discount_code",
                "redirectTo",
              ],
            },
          ],
        },
        {
          id: "join-verify",
          path: "verify",
          screen: "join-verify",
          funnelStep: "verify",
          skipVerificationWall: true,
        },
        {
          id: "join-details",
          path: "details",
          funnelStep: "details",
          redirects: [
            {
              external: "joinDetails",
              keepAllQuery: true,
            },
          ],
        },
        {
          id: "join-payment",
          path: "payment",
          screen: "join-payment",
          funnelStep: "payment",
        },
        {
          id: "join-important-information",
          path: "important-information",
          screen: "join-important-information",
          funnelStep: "details",
        },
        {
          id: "join-user-attribution",
          path: "user-attribution",
          screen: "join-user-attribution",
          funnelStep: "details",
        },
        {
          id: "join-payment-confirmation",
          path: "payment-confirmation",
          screen: "join-payment-confirmation",
          layout: "bare",
          keepQuery: true,
        },
      ],
    },
    {
      id: "verify-email",
      path: "/verify-email",
      screen: "verify-email",
      skipVerificationWall: true,
      publicWhen: {
        "!!": {
          var: "query.code",
        },
      },
    },
    {
      id: "logout",
      path: "/logout",
      access: "public",
      screen: "logout",
      skipVerificationWall: true,
    },
    {
      id: "health-profile",
      path: "/health-profile",
      redirects: [
        {
          external: "healthProfile",
        },
      ],
      children: [
        {
          id: "health-profile-health-goals",
          path: "health-goals",
          redirects: [
            {
              external: "healthProfile",
              pathSuffix: "/health-goals",
            },
          ],
        },
        {
          id: "health-profile-general-health",
          path: "general-health",
          redirects: [
            {
              external: "healthProfile",
              pathSuffix: "/general-health",
            },
          ],
        },
        {
          id: "health-profile-diet",
          path: "diet",
          redirects: [
            {
              external: "healthProfile",
              pathSuffix: "/diet",
            },
          ],
        },
        {
          id: "health-profile-lifestyle",
          path: "lifestyle",
          redirects: [
            {
              external: "healthProfile",
              pathSuffix: "/lifestyle",
            },
          ],
        },
        {
          id: "health-profile-mental-wellbeing",
          path: "mental-wellbeing",
          redirects: [
            {
              external: "healthProfile",
              pathSuffix: "/mental-wellbeing",
            },
          ],
        },
        {
          id: "health-profile-medical",
          path: "medical",
          redirects: [
            {
              external: "healthProfile",
              pathSuffix: "/medical",
            },
          ],
        },
      ],
    },
    {
      id: "health-profile-survey",
      path: "/health-profile-survey",
      screen: "survey-home",
      children: [
        {
          id: "survey-recommendations",
          path: "recommendations",
          screen: "survey-flow",
          props: {
            flow: "recommendations",
          },
        },
        {
          id: "survey-additional-questions",
          path: "additional-questions",
          screen: "survey-flow",
          props: {
            flow: "additional-questions",
          },
        },
        {
          id: "survey-additional-questions-finish",
          path: "additional-questions/finish",
          screen: "survey-finish",
          props: {
            flow: "additional-questions",
          },
        },
        {
          id: "survey-health-check",
          path: "health-check",
          screen: "survey-flow",
          props: {
            flow: "health-check",
          },
        },
        {
          id: "survey-health-profile",
          path: "health-profile",
          screen: "survey-flow",
          props: {
            flow: "health-profile",
          },
        },
        {
          id: "survey-health-profile-finish",
          path: "health-profile/finish",
          screen: "survey-finish",
          props: {
            flow: "health-profile",
          },
        },
        {
          id: "survey-recap",
          path: "recap",
          screen: "survey-recap",
        },
      ],
    },
    {
      id: "health-profile-survey-external",
      path: "/health-profile-survey/*",
      access: "public",
      redirects: [
        {
          external: "healthProfile",
        },
      ],
    },
    {
      id: "health-scores",
      path: "/health-scores",
      redirects: [
        {
          to: "health-scores-category",
          params: {
            category: "longevity",
          },
        },
      ],
    },
    {
      id: "health-scores-category",
      path: "/health-scores/:category",
      screen: "health-scores",
    },
    {
      id: "health-scores-history",
      path: "/health-scores/:category/history",
      screen: "health-score-history",
    },
    {
      id: "new-health-plan",
      path: "/new-health-plan",
      children: [
        {
          id: "new-health-plan-home",
          path: "",
          index: true,
          screen: "health-plan-home",
        },
        {
          id: "new-health-plan-plan",
          path: "plans/:planid",
          screen: "health-plan",
        },
        {
          id: "new-health-plan-complete",
          path: "plans/:planid/complete",
          screen: "health-plan-complete",
        },
        {
          id: "new-health-plans",
          path: "plans/:planid/:week",
          screen: "health-plan-week",
        },
        {
          id: "new-health-plan-recipes",
          path: "plans/:planid/:week/your-recipes",
          screen: "health-plan-recipes",
        },
        {
          id: "new-health-plan-task",
          path: "plans/:planid/:week/task/:taskid",
          screen: "health-plan-task",
        },
        {
          id: "new-health-plan-step",
          path: "onboarding/:healthPlanTemplateId/:step",
          screen: "health-plan-onboarding",
        },
      ],
    },
    {
      id: "your-orders",
      path: "/your-orders",
      screen: "your-orders",
      redirects: [
        {
          when: {
            var: "flags.externalAccountPages",
          },
          external: "yourOrders",
        },
      ],
    },
    {
      id: "predicted-results",
      path: "/predicted-results",
      screen: "predicted-results",
    },
    {
      id: "predicted-result",
      path: "/predicted-results/:analyte",
      screen: "predicted-result",
    },
    {
      id: "recipes",
      path: "/recipes",
      screen: "recipes",
    },
    {
      id: "recipe",
      path: "/recipes/:id",
      screen: "recipe",
    },
    {
      id: "results-upload-new",
      path: "/results-upload/new",
      screen: "results-upload",
      hideFooter: true,
      redirects: [
        {
          when: {
            and: [
              {
                var: "flags.externalResultsUpload",
              },
              {
                "!=": [
                  {
                    var: "query.redirect",
                  },
                  "false",
                ],
              },
            ],
          },
          external: "resultsUpload",
          pathSuffix: "/new",
        },
      ],
    },
    {
      id: "results-upload-edit",
      path: "/results-upload/:testcycle",
      screen: "results-upload",
      redirects: [
        {
          when: {
            and: [
              {
                var: "flags.externalResultsUpload",
              },
              {
                "!=": [
                  {
                    var: "query.redirect",
                  },
                  "false",
                ],
              },
            ],
          },
          external: "resultsUpload",
          pathSuffix: "/{testcycle}",
        },
      ],
    },
    {
      id: "results-share",
      path: "/results/share",
      screen: "results-share",
      redirects: [
        {
          when: {
            "!": {
              in: [
                "results",
                {
                  var: "permissions",
                },
              ],
            },
          },
          to: "not-found",
        },
      ],
    },
    {
      id: "shared-results",
      path: "/shared",
      access: "public",
      screen: "shared-results",
      layout: "bare",
      privateLink: true,
      skipVerificationWall: true,
    },
    {
      id: "result-forecast",
      path: "/results/:testcycle/forecasts/:analyteid",
      screen: "result-forecast",
    },
    {
      id: "result-analyte",
      path: "/results/:testcycle/:analyte",
      screen: "result-analyte",
    },
    {
      id: "failure-reason",
      path: "/failure-reason/:testCycleId",
      screen: "failure-reason",
    },
    {
      id: "questionnaire",
      path: "/questionnaires/:id",
      screen: "questionnaire",
      redirects: [
        {
          when: {
            and: [
              {
                var: "flags.externalWomensHealthQuestionnaire",
              },
              {
                "==": [
                  {
                    var: "params.id",
                  },
                  {
                    var: "constants.womensHealthQuestionnaireId",
                  },
                ],
              },
            ],
          },
          external: "womensHealthQuestionnaire",
        },
      ],
    },
    {
      id: "shop-supplements",
      path: "/shop/supplements",
      redirects: [
        {
          external: "supplements",
        },
      ],
    },
    {
      id: "ShopProduct",
      path: "/shop/products/:id",
      screen: "shop-product",
      redirects: [
        {
          when: {
            "==": [
              {
                var: "params.id",
              },
              "magnesium",
            ],
          },
          external: "supplementMagnesium",
        },
        {
          when: {
            "==": [
              {
                var: "params.id",
              },
              "vitamin-b12",
            ],
          },
          external: "supplementVitaminB12",
        },
        {
          when: {
            "==": [
              {
                var: "params.id",
              },
              "vitamin-d",
            ],
          },
          external: "supplementVitaminD",
        },
        {
          when: {
            "==": [
              {
                var: "params.id",
              },
              "omega-3",
            ],
          },
          external: "supplementOmega3",
        },
      ],
      children: [
        {
          id: "shop-product-variant",
          path: ":variantId",
          screen: "shop-product",
          redirects: [
            {
              when: {
                "==": [
                  {
                    var: "params.id",
                  },
                  "magnesium",
                ],
              },
              external: "supplementMagnesium",
            },
            {
              when: {
                "==": [
                  {
                    var: "params.id",
                  },
                  "vitamin-b12",
                ],
              },
              external: "supplementVitaminB12",
            },
            {
              when: {
                "==": [
                  {
                    var: "params.id",
                  },
                  "vitamin-d",
                ],
              },
              external: "supplementVitaminD",
            },
            {
              when: {
                "==": [
                  {
                    var: "params.id",
                  },
                  "omega-3",
                ],
              },
              external: "supplementOmega3",
            },
          ],
        },
      ],
    },
    {
      id: "shop-subscriptions",
      path: "/shop/subscriptions",
      screen: "shop-subscriptions",
      redirects: [
        {
          when: {
            var: "flags.externalAccountPages",
          },
          external: "shopSubscriptions",
        },
      ],
    },
    {
      id: "shop-subscription",
      path: "/shop/subscriptions/:subscription_id",
      screen: "shop-subscription",
    },
    {
      id: "shop-complete",
      path: "/shop/complete/:order_id",
      screen: "shop-complete",
    },
    {
      id: "shop-cart",
      path: "/shop/cart",
      screen: "shop-cart",
    },
    {
      id: "shop-specialists",
      path: "/shop/specialists",
      screen: "shop-specialists",
    },
    {
      id: "shop-specialist-booking",
      path: "/shop/specialists/booking/:productId?/:variantId?",
      screen: "shop-specialist-booking",
    },
    {
      id: "shop-download",
      path: "/shop/download",
      screen: "shop-download",
    },
    {
      id: "reorder",
      path: "/reorder",
      screen: "reorder",
      children: [
        {
          id: "reorder-options",
          path: "options",
          screen: "reorder-options",
        },
        {
          id: "reorder-confirmation",
          path: "confirmation",
          screen: "reorder-confirmation",
        },
      ],
    },
    {
      id: "article",
      path: "/article/:uid",
      access: "public",
      screen: "article",
      redirects: [
        {
          when: {
            var: "flags.externalHubArticles",
          },
          external: "hubArticle",
          pathSuffix: "/{uid}",
        },
      ],
    },
    {
      id: "partner-welcome",
      path: "/partner/:slug/welcome",
      access: "public",
      screen: "partner-welcome",
      layout: "bare",
    },
    {
      id: "PartnerTestConfirmation",
      path: "/partner/:slug/tests/:id",
      screen: "partner-test-confirmation",
      layout: "bare",
    },
    {
      id: "payment-authentication",
      path: "/payment_authentication/:id",
      screen: "payment-authentication",
    },
    {
      id: "sample-collection-guide",
      path: "/sample-collection-guide",
      screen: "sample-collection-guide",
      publicWhen: {
        "==": [
          {
            var: "query.referrer",
          },
          "kit",
        ],
      },
    },
    {
      id: "specs-accept-cookie-banner",
      path: "/specs-accept-cookie-banner",
      access: "public",
      screen: "cookie-banner-spec",
    },
    {
      id: "not-found",
      path: "/not-found",
      access: "public",
      screen: "not-found",
      redirects: [
        {
          when: {
            var: "flags.externalAccountPages",
          },
          external: "notFound",
        },
      ],
    },
    {
      id: "error",
      path: "/error",
      access: "public",
      screen: "error",
    },
    {
      id: "catch-all",
      path: "*",
      access: "public",
      screen: "not-found",
    },
  ],
};

export type RouteId = "root" | "login" | "forgot-password" | "quiz" | "survey-alias" | "health-survey-alias" | "health-profile-survey-onboarding" | "subscriptions" | "personalise" | "personalise-build" | "personalise-subscription" | "blood-test-subscription" | "recommendation-show" | "help" | "health-plan-alias" | "referral" | "settings" | "tests" | "results" | "register-kit" | "join" | "join-account" | "join-verify" | "join-details" | "join-payment" | "join-important-information" | "join-user-attribution" | "join-payment-confirmation" | "verify-email" | "logout" | "health-profile" | "health-profile-health-goals" | "health-profile-general-health" | "health-profile-diet" | "health-profile-lifestyle" | "health-profile-mental-wellbeing" | "health-profile-medical" | "health-profile-survey" | "survey-recommendations" | "survey-additional-questions" | "survey-additional-questions-finish" | "survey-health-check" | "survey-health-profile" | "survey-health-profile-finish" | "survey-recap" | "health-profile-survey-external" | "health-scores" | "health-scores-category" | "health-scores-history" | "new-health-plan" | "new-health-plan-home" | "new-health-plan-plan" | "new-health-plan-complete" | "new-health-plans" | "new-health-plan-recipes" | "new-health-plan-task" | "new-health-plan-step" | "your-orders" | "predicted-results" | "predicted-result" | "recipes" | "recipe" | "results-upload-new" | "results-upload-edit" | "results-share" | "shared-results" | "result-forecast" | "result-analyte" | "failure-reason" | "questionnaire" | "shop-supplements" | "ShopProduct" | "shop-product-variant" | "shop-subscriptions" | "shop-subscription" | "shop-complete" | "shop-cart" | "shop-specialists" | "shop-specialist-booking" | "shop-download" | "reorder" | "reorder-options" | "reorder-confirmation" | "article" | "partner-welcome" | "PartnerTestConfirmation" | "payment-authentication" | "sample-collection-guide" | "specs-accept-cookie-banner" | "not-found" | "error" | "catch-all";
