// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "layout.skipToContent": "Skip to content",
  "layout.helpEmail": "Email us at {email}",
  "layout.helpCentre": "Help centre",
  "layout.mainNavigation": "Main navigation",
  "layout.accountMenu": "Account",
  "layout.closeBanner": "Close",
  "layout.closeNotice": "Dismiss",
  "layout.signedOutElsewhere": "You have been signed out in another tab.",
  "layout.logoAlt": "{productName} home",
  "layout.menu": "Menu",
  "layout.closeMenu": "Close menu",
});
