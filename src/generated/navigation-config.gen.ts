// Generated from config/navigation.yaml by `npm run codegen`; do not edit.
import type { NavigationConfig } from './config-types.gen';

export const navigationConfig: NavigationConfig = {
  topNavigation: [
    {
      id: "account",
      label: "Account",
      route: "settings",
      when: {
        var: "session.authenticated",
      },
    },
    {
      id: "logout",
      label: "Log out",
      action: "logout",
      when: {
        var: "session.authenticated",
      },
    },
    {
      id: "take-quiz",
      label: "Take quiz",
      route: "quiz",
    },
  ],
  mainNavigation: [
    {
      id: "home",
      label: "Home",
      route: "root",
      when: {
        in: [
          "results",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "results",
      label: "Results",
      route: "tests",
      when: {
        in: [
          "results",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "upload-results",
      label: "Upload results",
      route: "results-upload-new",
      when: {
        in: [
          "results",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "health-overview",
      label: "Health Overview",
      external: "healthOverview",
    },
    {
      id: "health-profile",
      label: "Health profile",
      route: "health-profile",
    },
    {
      id: "update-package",
      label: "Update package",
      route: "personalise",
      when: {
        in: [
          "blood_test_subscription",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "subscriptions",
      label: "Subscriptions",
      route: "shop-subscriptions",
      when: {
        in: [
          "supplements",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "health-hub",
      label: "Health hub",
      external: "healthHub",
      when: {
        "!": {
          in: [
            "tfp",
            {
              var: "roles",
            },
          ],
        },
      },
    },
  ],
  sidebar: [
    {
      id: "past-results",
      label: "Past results",
      route: "tests",
      when: {
        in: [
          "results",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "upload-results",
      label: "Upload results",
      route: "results-upload-new",
      when: {
        in: [
          "results",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "update-package",
      label: "Update package",
      route: "personalise",
      when: {
        in: [
          "blood_test_subscription",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "manage-subscription",
      label: "Manage subscription",
      route: "subscriptions",
      when: {
        in: [
          "blood_test_subscription",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "health-profile",
      label: "Health profile",
      route: "health-profile",
    },
    {
      id: "account-settings",
      label: "Account settings",
      route: "settings",
    },
    {
      id: "supplements",
      label: "Supplements",
      route: "shop-supplements",
      when: {
        in: [
          "supplements",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "supplement-subscriptions",
      label: "Supplement subscriptions",
      route: "shop-subscriptions",
      when: {
        in: [
          "supplements",
          {
            var: "permissions",
          },
        ],
      },
    },
    {
      id: "referral",
      label: "Refer a friend",
      route: "referral",
    },
    {
      id: "health-hub",
      label: "Health hub",
      external: "healthHub",
      when: {
        "!": {
          in: [
            "tfp",
            {
              var: "roles",
            },
          ],
        },
      },
    },
  ],
  accountMenu: [
    {
      id: "order-history",
      label: "Order history",
      route: "your-orders",
    },
    {
      id: "settings",
      label: "Settings",
      route: "settings",
    },
    {
      id: "refer-a-friend",
      label: "Refer a friend",
      route: "referral",
    },
    {
      id: "delete-account",
      label: "Delete account",
      action: "delete-account",
    },
  ],
  support: [
    {
      id: "help-center",
      label: "Help center",
      external: "helpCentre",
    },
  ],
};
