// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "cookies.banner.heading": "Cookies on {productName}",
  "cookies.banner.essential": "We use some essential cookies to make this service work.",
  "cookies.banner.analytics": "We’d also like to use analytics cookies so we can understand how you use the service and make improvements. They also let our support chat remember you.",
  "cookies.banner.accept": "Accept analytics cookies",
  "cookies.banner.reject": "Reject analytics cookies",
  "cookies.banner.view": "View cookies",
  "cookies.banner.accepted": "You’ve accepted analytics cookies.",
  "cookies.banner.rejected": "You’ve rejected analytics cookies.",
  "cookies.banner.changeAnyTime": "You can <change your cookie settings> at any time.",
  "cookies.banner.hide": "Hide cookie message",
  "cookies.page.heading": "Cookies",
  "cookies.page.intro": "Cookies are small files saved on your phone, tablet or computer when you visit a website. We use them to keep you signed in and, if you agree, to understand how you use {productName}.",
  "cookies.page.essentialHeading": "Essential cookies",
  "cookies.page.essentialBody": "These keep you signed in, remember a discount code from a link for 30 days, and remember your cookie choice for a year. They are always on.",
  "cookies.page.analyticsHeading": "Analytics and support chat cookies",
  "cookies.page.analyticsBody": "With your permission we measure which pages you visit and how you move through them, and our support chat remembers your conversation. We do not use them until you say yes.",
  "cookies.page.question": "Do you want to accept analytics cookies?",
  "cookies.page.yes": "Use analytics cookies",
  "cookies.page.no": "Do not use analytics cookies",
  "cookies.page.save": "Save cookie settings",
  "cookies.page.saved": "You’ve set your cookie preferences.",
  "cookies.page.chooseOne": "Select whether you want to accept analytics cookies",
});
