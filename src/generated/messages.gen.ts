// Generated from config/messages.yaml by `npm run codegen`; do not edit.

export type MessageKey =
  | "copy.resultsPromise"
  | "copy.sidebarTitle"
  | "copy.stepOf"
  | "copy.completionStatistic"
  | "common.ok"
  | "layout.skipToContent"
  | "layout.helpEmail"
  | "layout.helpCentre"
  | "layout.mainNavigation"
  | "layout.accountMenu"
  | "layout.closeBanner"
  | "layout.closeNotice"
  | "layout.signedOutElsewhere"
  | "layout.logoAlt"
  | "layout.menu"
  | "layout.closeMenu"
  | "ui.change"
  | "ui.banner.success"
  | "ui.banner.important"
  | "ui.breadcrumbs"
  | "ui.errorTitlePrefix"
  | "signup.step.account"
  | "signup.step.verify"
  | "signup.step.details"
  | "signup.step.payment"
  | "signup.cancel.prompt"
  | "signup.cancel.confirm"
  | "signup.cancel.stay"
  | "signup.paymentSuccess.subscription"
  | "partner.welcome.greeting"
  | "partner.welcome.setup"
  | "partner.welcome.confirm"
  | "partner.test.heading"
  | "partner.test.confirm"
  | "partner.welcome.intro"
  | "partner.welcome.newAccount"
  | "partner.welcome.existingAccount"
  | "partner.welcome.terms"
  | "partner.welcome.signIn"
  | "partner.welcome.notFound"
  | "partner.welcome.notFoundBody"
  | "partner.welcome.otherAccount.heading"
  | "partner.welcome.otherAccount.body"
  | "partner.welcome.otherAccount.signOut"
  | "partner.test.includes"
  | "partner.test.delivery"
  | "partner.test.notScheduled"
  | "partner.logoAlt"
  | "deleteAccount.heading"
  | "deleteAccount.scheduled"
  | "deleteAccount.acknowledge"
  | "banner.emailVerification"
  | "banner.mobileApp"
  | "banner.discount"
  | "banner.testRecommendations"
  | "banner.resendSent"
  | "banner.genericError"
  | "validation.password.invalid"
  | "validation.password.helper"
  | "validation.email.required"
  | "validation.email.invalid"
  | "validation.password.required"
  | "validation.password.minLength"
  | "validation.currentPassword.required"
  | "validation.acceptTerms.required"
  | "validation.firstName.required"
  | "validation.lastName.required"
  | "validation.profile.firstName.required"
  | "validation.profile.lastName.required"
  | "validation.name.alphabetic"
  | "validation.firstName.maxLength"
  | "validation.lastName.maxLength"
  | "validation.dob.required"
  | "validation.sex.required"
  | "validation.height.invalid"
  | "validation.weight.invalid"
  | "validation.phone.invalid"
  | "validation.postcode.invalid"
  | "validation.address.line1.required"
  | "validation.address.locality.required"
  | "validation.deleteAccount.phrase"
  | "validation.waist.invalid"
  | "form.saved"
  | "form.passwordChanged"
  | "form.errorSummary"
  | "form.submitting"
  | "form.optional"
  | "form.checkAnswer"
  | "address.lookup.label"
  | "address.lookup.find"
  | "address.lookup.results"
  | "settings.heading"
  | "settings.paymentMethod.heading"
  | "settings.paymentMethod.card"
  | "settings.paymentMethod.none"
  | "settings.deleteAccount.heading"
  | "settings.deleteAccount.open"
  | "deleteAccount.body"
  | "deleteAccount.cancel"
  | "verify.heading"
  | "verify.checkInbox"
  | "verify.verifying"
  | "verify.verified"
  | "verify.expired"
  | "verify.failed"
  | "verify.resend"
  | "verify.signInToResend"
  | "verify.sending"
  | "verify.sent"
  | "verify.continue"
  | "funnel.breadcrumb"
  | "funnel.cancel"
  | "funnel.payment.heading"
  | "funnel.payment.summary"
  | "funnel.payment.total"
  | "funnel.payment.discount"
  | "funnel.payment.pay"
  | "funnel.payment.codeLabel"
  | "funnel.payment.applyCode"
  | "funnel.payment.removeCode"
  | "funnel.payment.codeApplied"
  | "funnel.payment.codeInvalid"
  | "funnel.payment.codeNotForPanel"
  | "funnel.payment.cancelled"
  | "funnel.confirmation.heading"
  | "funnel.confirmation.body"
  | "funnel.confirmation.next"
  | "survey.limit"
  | "survey.height"
  | "survey.weight"
  | "survey.heightUnits"
  | "survey.weightUnits"
  | "survey.units.metric.height"
  | "survey.units.imperial.height"
  | "survey.units.metric.weight"
  | "survey.units.imperial.weight"
  | "survey.next"
  | "survey.back"
  | "survey.finish"
  | "survey.progress"
  | "survey.saving"
  | "survey.saveFailed"
  | "survey.questionOf"
  | "survey.required"
  | "survey.limitExceeded"
  | "survey.numberRange"
  | "survey.dateInvalid"
  | "survey.tooYoung"
  | "survey.finishHeading"
  | "survey.finishBody"
  | "survey.homeHeading"
  | "survey.start"
  | "survey.intro"
  | "survey.recapLink"
  | "survey.recapHeading"
  | "survey.recapEmpty"
  | "survey.continue"
  | "error.signup"
  | "error.emailTaken"
  | "error.update"
  | "error.partnerWelcome"
  | "error.startTest"
  | "error.addToBasket"
  | "error.generic"
  | "error.ownReferralCode"
  | "error.fetchSubscriptions"
  | "error.fetchSubscription"
  | "error.fetchSubscriptionProduct"
  | "error.updateSubscription"
  | "error.pauseSubscription"
  | "error.resumeSubscription"
  | "error.cancelSubscription"
  | "error.resource"
  | "error.blankIdentifier"
  | "test.delivery.complete"
  | "test.delivery.sampleReceived"
  | "test.delivery.sent"
  | "test.delivery.registered"
  | "test.delivery.started"
  | "result.change.up"
  | "result.change.down"
  | "result.change.noChange"
  | "result.change.firstResult"
  | "result.change.invalid"
  | "page.notFound.heading"
  | "page.notFound.body"
  | "page.error.heading"
  | "page.backHome"
  | "page.loading"
  | "page.signingOut"
  | "page.placeholder";

export const messages: Readonly<Record<MessageKey, string>> = {
  "copy.resultsPromise": "Results within 48 hours of posting your sample",
  "copy.sidebarTitle": "Your {productName}",
  "copy.stepOf": "Step {step} of {total}",
  "copy.completionStatistic": "{percent}%",
  "common.ok": "OK",
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
  "ui.change": "Change",
  "ui.banner.success": "Success",
  "ui.banner.important": "Important",
  "ui.breadcrumbs": "Breadcrumb",
  "ui.errorTitlePrefix": "Error: ",
  "signup.step.account": "Create account",
  "signup.step.verify": "Verify email",
  "signup.step.details": "Your details",
  "signup.step.payment": "Payment",
  "signup.cancel.prompt": "Are you sure you want to cancel your purchase?",
  "signup.cancel.confirm": "Cancel purchase",
  "signup.cancel.stay": "Stay in checkout",
  "signup.paymentSuccess.subscription": "Success! You're now on a rolling subscription.",
  "partner.welcome.greeting": "Hi {firstName}",
  "partner.welcome.setup": "Setup account",
  "partner.welcome.confirm": "Confirm account",
  "partner.test.heading": "Confirm your health check",
  "partner.test.confirm": "Confirm",
  "partner.welcome.intro": "{partnerName} has organised a health check for you with {productName}. There is nothing to pay.",
  "partner.welcome.newAccount": "Choose a password to set up your account.",
  "partner.welcome.existingAccount": "Confirm your account to continue.",
  "partner.welcome.terms": "Terms and conditions",
  "partner.welcome.signIn": "Sign in to continue",
  "partner.welcome.notFound": "We couldn't find this partner.",
  "partner.welcome.notFoundBody": "Please check the link you were sent, or get in touch if it still doesn't work.",
  "partner.welcome.otherAccount.heading": "This health check is not for your account",
  "partner.welcome.otherAccount.body": "You're signed in as {email}, which is not linked to {partnerName}. If {partnerName} has organised a health check for you, sign out and open the link they sent you again.",
  "partner.welcome.otherAccount.signOut": "Sign out",
  "partner.test.includes": "Included tests",
  "partner.test.delivery": "Delivery address",
  "partner.test.notScheduled": "This health check has already been confirmed.",
  "partner.logoAlt": "{name} logo",
  "deleteAccount.heading": "Permanently delete your account?",
  "deleteAccount.scheduled": "We’ve scheduled your account for deletion",
  "deleteAccount.acknowledge": "OK, got it",
  "banner.emailVerification": "Please verify your email address. We sent you a link when you signed up.",
  "banner.mobileApp": "Get the app to see your results on the go.",
  "banner.discount": "Your discount code {code} will be applied at checkout.",
  "banner.testRecommendations": "We have test recommendations for you.",
  "banner.resendSent": "We've sent you a new verification email.",
  "banner.genericError": "Unfortunately there was an error, please try refreshing the page or if the problem persists please get in touch.",
  "validation.password.invalid": "The password is invalid",
  "validation.password.helper": "Your password must be at least 8 characters and contain at least one lower-case letter, one upper-case letter, and one digit or special character.",
  "validation.email.required": "Please enter your email address",
  "validation.email.invalid": "Please enter a valid email address",
  "validation.password.required": "Please enter a password",
  "validation.password.minLength": "Passwords must contain at least {count} characters.",
  "validation.currentPassword.required": "Please enter your current password",
  "validation.acceptTerms.required": "You must agree to the terms and conditions and privacy notice before you can create an account",
  "validation.firstName.required": "Please enter your first name",
  "validation.lastName.required": "Please enter your last name",
  "validation.profile.firstName.required": "The first name field is required",
  "validation.profile.lastName.required": "The last name field is required",
  "validation.name.alphabetic": "Please only enter alphabetic characters and dashes",
  "validation.firstName.maxLength": "First name must be {count} characters or fewer",
  "validation.lastName.maxLength": "Last name must be {count} characters or fewer",
  "validation.dob.required": "Please enter your date of birth",
  "validation.sex.required": "Please select your biological sex",
  "validation.height.invalid": "Please enter a valid height",
  "validation.weight.invalid": "Please enter a valid weight",
  "validation.phone.invalid": "Please enter a valid phone number",
  "validation.postcode.invalid": "Please enter a valid postcode",
  "validation.address.line1.required": "Please enter the first line of your address",
  "validation.address.locality.required": "Please enter your town or city",
  "validation.deleteAccount.phrase": "Type I agree to confirm",
  "validation.waist.invalid": "Please enter a valid waist circumference",
  "form.saved": "Your changes have been saved.",
  "form.passwordChanged": "Your password has been changed.",
  "form.errorSummary": "There is a problem",
  "form.submitting": "Saving…",
  "form.optional": "(optional)",
  "form.checkAnswer": "Please check this answer",
  "address.lookup.label": "Find your address by postcode",
  "address.lookup.find": "Find address",
  "address.lookup.results": "Addresses found",
  "settings.heading": "Account settings",
  "settings.paymentMethod.heading": "Payment method",
  "settings.paymentMethod.card": "{brand} ending {last4}, expires {month}/{year}",
  "settings.paymentMethod.none": "You have no saved payment method.",
  "settings.deleteAccount.heading": "Delete account",
  "settings.deleteAccount.open": "Delete account",
  "deleteAccount.body": "This will permanently delete your account, your results and your health profile. Type I agree to confirm.",
  "deleteAccount.cancel": "Cancel",
  "verify.heading": "Verify your email address",
  "verify.checkInbox": "We sent a verification link to {email}. Open it to continue.",
  "verify.verifying": "Verifying your email address…",
  "verify.verified": "Your email address is verified",
  "verify.expired": "This verification link has expired. We can send you a new one.",
  "verify.failed": "We couldn't verify your email address. Please try the link again or send a new one.",
  "verify.resend": "Send a new link",
  "verify.signInToResend": "Sign in to get a new link",
  "verify.sending": "Sending…",
  "verify.sent": "We've sent you a new link. Please check your inbox.",
  "verify.continue": "Continue",
  "funnel.breadcrumb": "Sign-up progress",
  "funnel.cancel": "Cancel",
  "funnel.payment.heading": "Payment",
  "funnel.payment.summary": "Your order",
  "funnel.payment.total": "Total",
  "funnel.payment.discount": "Discount",
  "funnel.payment.pay": "Pay now",
  "funnel.payment.codeLabel": "Discount code",
  "funnel.payment.applyCode": "Apply",
  "funnel.payment.removeCode": "Remove code",
  "funnel.payment.codeApplied": "Code {code} applied: {description}",
  "funnel.payment.codeInvalid": "This code is not valid",
  "funnel.payment.codeNotForPanel": "This code can't be used for this test",
  "funnel.payment.cancelled": "Your payment was cancelled. Nothing has been charged; you can pay when you're ready.",
  "funnel.confirmation.heading": "Thank you, your order is confirmed",
  "funnel.confirmation.body": "We'll send your test kit in the next few days.",
  "funnel.confirmation.next": "Complete your health profile",
  "survey.limit": "Choose up to {limit} ({chosen} chosen)",
  "survey.height": "Height",
  "survey.weight": "Weight",
  "survey.heightUnits": "Height units",
  "survey.weightUnits": "Weight units",
  "survey.units.metric.height": "Centimetres",
  "survey.units.imperial.height": "Feet and inches",
  "survey.units.metric.weight": "Kilograms",
  "survey.units.imperial.weight": "Stones and pounds",
  "survey.next": "Next",
  "survey.back": "Back",
  "survey.finish": "Finish",
  "survey.progress": "{percent}% complete",
  "survey.saving": "Saving your answers…",
  "survey.saveFailed": "We couldn't save your answers. Please try again.",
  "survey.questionOf": "Question {number}",
  "survey.required": "Please answer this question",
  "survey.limitExceeded": "Please choose no more than {limit} answers",
  "survey.numberRange": "Please enter a number from {min} to {max}",
  "survey.dateInvalid": "Please enter a real date in the past",
  "survey.tooYoung": "You must be {age} or over to use this service",
  "survey.finishHeading": "Thank you",
  "survey.finishBody": "Your answers have been saved to your health profile.",
  "survey.homeHeading": "Your health profile survey",
  "survey.start": "Start",
  "survey.intro": "A few questions about you, your goals and your lifestyle. It takes about 5 minutes, and you can stop and come back at any time.",
  "survey.recapLink": "See your answers",
  "survey.recapHeading": "Your answers",
  "survey.recapEmpty": "You have not answered any questions yet.",
  "survey.continue": "Continue where you left off",
  "error.signup": "Invalid email or password",
  "error.emailTaken": "Email has already been taken",
  "error.update": "An error occurred, please try again",
  "error.partnerWelcome": "An error has occurred, please try again or get in touch if it continues",
  "error.startTest": "Failed to purchase test. Please get in touch if you continue to have this issue.",
  "error.addToBasket": "Failed to add product to basket. Please get in touch if you continue to have this issue.",
  "error.generic": "Unfortunately there was an error, please try refreshing the page or if the problem persists please get in touch.",
  "error.ownReferralCode": "Cannot use your own referral code",
  "error.fetchSubscriptions": "Error fetching subscriptions",
  "error.fetchSubscription": "Error fetching subscription",
  "error.fetchSubscriptionProduct": "Error fetching subscription product",
  "error.updateSubscription": "Error updating subscription",
  "error.pauseSubscription": "Error pausing subscription",
  "error.resumeSubscription": "Error resuming subscription",
  "error.cancelSubscription": "Error cancelling subscription",
  "error.resource": "Error",
  "error.blankIdentifier": "{name} cannot be blank",
  "test.delivery.complete": "Complete",
  "test.delivery.sampleReceived": "Sample received",
  "test.delivery.sent": "Sent",
  "test.delivery.registered": "Registered",
  "test.delivery.started": "Started",
  "result.change.up": "Up",
  "result.change.down": "Down",
  "result.change.noChange": "No change",
  "result.change.firstResult": "First result",
  "result.change.invalid": "Invalid",
  "page.notFound.heading": "Page not found",
  "page.notFound.body": "We couldn't find the page you were looking for.",
  "page.error.heading": "Something went wrong",
  "page.backHome": "Go to the home page",
  "page.loading": "Loading…",
  "page.signingOut": "Signing you out…",
  "page.placeholder": "This page is coming soon.",
};
