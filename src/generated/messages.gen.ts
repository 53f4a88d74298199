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
  | "page.placeholder"
  | "cookies.banner.heading"
  | "cookies.banner.essential"
  | "cookies.banner.analytics"
  | "cookies.banner.accept"
  | "cookies.banner.reject"
  | "cookies.banner.view"
  | "cookies.banner.accepted"
  | "cookies.banner.rejected"
  | "cookies.banner.changeAnyTime"
  | "cookies.banner.hide"
  | "cookies.page.heading"
  | "cookies.page.intro"
  | "cookies.page.essentialHeading"
  | "cookies.page.essentialBody"
  | "cookies.page.analyticsHeading"
  | "cookies.page.analyticsBody"
  | "cookies.page.question"
  | "cookies.page.yes"
  | "cookies.page.no"
  | "cookies.page.save"
  | "cookies.page.saved"
  | "cookies.page.chooseOne"
  | "questionnaire.heading"
  | "questionnaire.earlier"
  | "questionnaire.send"
  | "questionnaire.sending"
  | "questionnaire.sent"
  | "article.by"
  | "article.published"
  | "article.podcasts"
  | "article.references"
  | "article.opensInNewTab"
  | "referral.heading"
  | "referral.offer.percentage"
  | "referral.offer.percentageCapped"
  | "referral.offer.fixed"
  | "referral.offer.unknown"
  | "referral.codeLabel"
  | "referral.linkLabel"
  | "referral.copy"
  | "referral.copied"
  | "referral.copyFailed"
  | "referral.howHeading"
  | "referral.how1"
  | "referral.how2"
  | "referral.how3"
  | "referral.ownCode"
  | "referral.noCode"
  | "guide.heading"
  | "guide.intro"
  | "guide.step1.title"
  | "guide.step1.body"
  | "guide.step2.title"
  | "guide.step2.body"
  | "guide.step3.title"
  | "guide.step3.body"
  | "guide.step4.title"
  | "guide.step4.body"
  | "guide.step5.title"
  | "guide.step5.body"
  | "guide.step6.title"
  | "guide.step6.body"
  | "guide.help"
  | "guide.kitRegistered"
  | "referral.shareHeading"
  | "kit.heading"
  | "kit.intro"
  | "kit.code.helper"
  | "kit.code.required"
  | "kit.code.format"
  | "kit.code.unknown"
  | "kit.code.taken"
  | "kit.signInHeading"
  | "kit.signInBody"
  | "kit.signIn"
  | "kit.createAccount"
  | "join.importantInformation.heading"
  | "join.importantInformation.intro"
  | "join.importantInformation.required"
  | "join.userAttribution.heading"
  | "join.userAttribution.intro"
  | "join.userAttribution.required"
  | "join.userAttribution.skip";

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
  "questionnaire.heading": "Questionnaire",
  "questionnaire.earlier": "You last answered on {date}. Your answers are filled in below; change anything that is different now.",
  "questionnaire.send": "Send answers",
  "questionnaire.sending": "Sending…",
  "questionnaire.sent": "Thank you. Your answers have been sent to our doctors.",
  "article.by": "By {name}",
  "article.published": "Last updated",
  "article.podcasts": "Listen to the podcast",
  "article.references": "References",
  "article.opensInNewTab": "(opens in a new tab)",
  "referral.heading": "Refer a friend",
  "referral.offer.percentage": "Your friend gets {percent}% off their first test when they use your code.",
  "referral.offer.percentageCapped": "Your friend gets {percent}% off (up to {cap}) their first test when they use your code.",
  "referral.offer.fixed": "Your friend gets {amount} off their first test when they use your code.",
  "referral.offer.unknown": "Your friend gets a discount on their first test when they use your code.",
  "referral.codeLabel": "Your referral code",
  "referral.linkLabel": "Your referral link",
  "referral.copy": "Copy",
  "referral.copied": "Copied to your clipboard.",
  "referral.copyFailed": "Your browser did not let us copy. The text is selected, so you can copy it yourself.",
  "referral.howHeading": "How it works",
  "referral.how1": "Share your code or link with a friend.",
  "referral.how2": "They use it when they order their first test.",
  "referral.how3": "Their discount is taken off at checkout.",
  "referral.ownCode": "Referral codes are for friends: you cannot use your own referral code.",
  "referral.noCode": "You don’t have a referral code yet. Once you have ordered your first test, your code will appear here.",
  "guide.heading": "How to collect your blood sample",
  "guide.intro": "It takes about 15 minutes. Collect your sample in the morning, on a day you can post it, and before any exercise.",
  "guide.step1.title": "Get ready",
  "guide.step1.body": "Drink two glasses of water in the hour before. Have a warm shower or run your hands under warm water for a few minutes, so blood flows easily.",
  "guide.step2.title": "Check your kit",
  "guide.step2.body": "Lay out the lancets, the collection tube, the plaster, the alcohol wipe and the return envelope. Write your full name and date of birth on the tube’s label.",
  "guide.step3.title": "Prick your finger",
  "guide.step3.body": "Clean the side of your ring or middle fingertip with the wipe and let it dry. Press the lancet firmly against the side of the fingertip until it clicks.",
  "guide.step4.title": "Fill the tube",
  "guide.step4.body": "Point your hand down and let drops fall into the tube until they reach the fill line. Massage gently from the palm towards the finger; don’t squeeze the fingertip.",
  "guide.step5.title": "Close and mix",
  "guide.step5.body": "Put the lid on firmly and turn the tube gently upside down 10 times. Put a plaster on your finger.",
  "guide.step6.title": "Post it the same day",
  "guide.step6.body": "Put the tube in its protective case and the return envelope, and post it the same day, Monday to Thursday, before the last collection.",
  "guide.help": "If the blood stops before the tube is full, use the second lancet on another finger. If you feel faint, sit down and stop.",
  "guide.kitRegistered": "Your kit is registered. Here’s how to collect your sample.",
  "referral.shareHeading": "Share your code",
  "kit.heading": "Register your kit",
  "kit.intro": "Registering links your kit to your account, so your results come to you. You’ll find the code on the card inside your kit.",
  "kit.code.helper": "For example, VK7Q-4M2P-9XTR. Letters and numbers only: spaces and dashes are added for you.",
  "kit.code.required": "Enter the code from your kit",
  "kit.code.format": "Enter the code exactly as it is printed on the card, like VK7Q-4M2P-9XTR",
  "kit.code.unknown": "We can’t find a kit with that code. Check it against the card inside your kit.",
  "kit.code.taken": "This kit has already been registered. If it wasn’t you, please get in touch.",
  "kit.signInHeading": "Sign in or create an account",
  "kit.signInBody": "Your kit code {code} is valid. Sign in, or create an account, to register it to you.",
  "kit.signIn": "Sign in",
  "kit.createAccount": "Create an account",
  "join.importantInformation.heading": "Before you take your test",
  "join.importantInformation.intro": "Please read and confirm each of these. They keep you safe and make sure your sample can be tested.",
  "join.importantInformation.required": "Confirm you have read this to continue",
  "join.userAttribution.heading": "One last question",
  "join.userAttribution.intro": "It helps us reach more people like you. You can skip it.",
  "join.userAttribution.required": "Choose where you heard about us, or skip this question",
  "join.userAttribution.skip": "Skip this question",
};
