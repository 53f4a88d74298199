// Generated from config/banners.yaml by `npm run codegen`; do not edit.
import type { BannersConfig } from './config-types.gen';

export const bannersConfig: BannersConfig = {
  banners: [
    {
      id: "generic-error",
      kind: "generic-error",
      message: "banner.genericError",
      tone: "error",
      when: {
        var: "session.hasError",
      },
    },
    {
      id: "email-verification",
      kind: "email-verification",
      message: "banner.emailVerification",
      tone: "warning",
      when: {
        and: [
          {
            var: "session.authenticated",
          },
          {
            "!": {
              var: "session.emailVerified",
            },
          },
          {
            "<": [
              {
                var: "session.hoursSinceCreated",
              },
              {
                var: "constants.emailVerificationWindowHours",
              },
            ],
          },
        ],
      },
      cta: {
        label: "Resend email",
        action: "resend-verification",
      },
    },
    {
      id: "discount",
      kind: "discount",
      message: "banner.discount",
      tone: "success",
      when: {
        "!!": {
          var: "query.discount_code",
        },
      },
    },
    {
      id: "test-recommendations",
      kind: "test-recommendations",
      message: "banner.testRecommendations",
      tone: "info",
      when: {
        and: [
          {
            var: "session.authenticated",
          },
          {
            "!!": {
              var: "profile.has_recommendations",
            },
          },
        ],
      },
      cta: {
        label: "See recommendations",
        route: "recommendation-show",
      },
    },
    {
      id: "mobile-app-download",
      kind: "mobile-app-download",
      message: "banner.mobileApp",
      tone: "info",
      when: {
        and: [
          {
            var: "session.authenticated",
          },
          {
            "!": {
              var: "webview",
            },
          },
        ],
      },
      cta: {
        label: "Get the app",
        external: "appDownload",
      },
    },
  ],
};
