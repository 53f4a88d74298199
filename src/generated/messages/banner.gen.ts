// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import { addMessages } from './registry.gen';

addMessages({
  "banner.emailVerification": "Please verify your email address. Follow the link we emailed you.",
  "banner.mobileApp": "Get the app to see your results on the go.",
  "banner.discount": "Your discount code {code} will be applied at checkout.",
  "banner.testRecommendations": "We have test recommendations for you.",
  "banner.resendSent": "We've sent you a new verification email.",
  "banner.genericError": "Unfortunately there was an error, please try refreshing the page or if the problem persists please get in touch.",
});
