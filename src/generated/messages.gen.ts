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
  | "validation.field.maxLength"
  | "validation.dob.required"
  | "validation.dob.missingDay"
  | "validation.dob.missingMonth"
  | "validation.dob.missingYear"
  | "validation.dob.missingDayAndMonth"
  | "validation.dob.missingDayAndYear"
  | "validation.dob.missingMonthAndYear"
  | "validation.dob.yearDigits"
  | "validation.dob.real"
  | "validation.dob.past"
  | "validation.dob.tooLongAgo"
  | "validation.sex.required"
  | "validation.height.invalid"
  | "validation.weight.invalid"
  | "validation.phone.invalid"
  | "validation.postcode.invalid"
  | "validation.address.line1.required"
  | "validation.address.locality.required"
  | "validation.deleteAccount.phrase"
  | "validation.waist.invalid"
  | "validation.booking.date"
  | "validation.booking.time"
  | "validation.booking.notes"
  | "validation.cancel.comments"
  | "validation.text.unsafeCharacters"
  | "validation.text.tooLong"
  | "validation.passwordConfirmation.mismatch"
  | "form.saved"
  | "form.passwordChanged"
  | "form.errorSummary"
  | "form.submitting"
  | "form.optional"
  | "form.checkAnswer"
  | "form.date.day"
  | "form.date.month"
  | "form.date.year"
  | "address.lookup.label"
  | "address.lookup.find"
  | "address.lookup.results"
  | "settings.heading"
  | "settings.paymentMethod.heading"
  | "settings.paymentMethod.card"
  | "settings.paymentMethod.none"
  | "settings.contact.emailHelper"
  | "settings.contact.emailChanged"
  | "settings.deleteAccount.heading"
  | "settings.deleteAccount.open"
  | "deleteAccount.body"
  | "deleteAccount.cancel"
  | "verify.heading"
  | "verify.checkInbox"
  | "verify.verifying"
  | "verify.verified"
  | "verify.alreadyVerified"
  | "verify.alreadyVerifiedBody"
  | "verify.signInToContinue"
  | "verify.expired"
  | "verify.failed"
  | "verify.resend"
  | "verify.signInToResend"
  | "verify.sending"
  | "verify.sent"
  | "verify.continue"
  | "mail.verify.subject"
  | "mail.verify.text"
  | "mail.verify.newAddressText"
  | "mail.addressChanged.subject"
  | "mail.addressChanged.text"
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
  | "funnel.payment.codeExpired"
  | "funnel.payment.codeUnchecked"
  | "funnel.payment.codeKept"
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
  | "survey.wholeNumberRange"
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
  | "survey.checkAnswersHeading"
  | "survey.checkAnswersBody"
  | "survey.change"
  | "survey.notAnswered"
  | "survey.saveAnswers"
  | "upload.title"
  | "upload.editTitle"
  | "upload.intro"
  | "upload.update"
  | "upload.submitting"
  | "upload.row.label"
  | "upload.row.add"
  | "upload.row.remove"
  | "upload.row.choose"
  | "upload.rows.none"
  | "upload.analyte.required"
  | "upload.analyte.unknown"
  | "upload.value.required"
  | "upload.value.commaDecimal"
  | "upload.value.spaces"
  | "upload.value.operator"
  | "upload.value.negative"
  | "upload.value.tooLarge"
  | "upload.value.notNumber"
  | "upload.unit.required"
  | "upload.unit.notAccepted"
  | "upload.conversion"
  | "upload.conversion.preview"
  | "upload.testDate.required"
  | "upload.testDate.missingDay"
  | "upload.testDate.missingMonth"
  | "upload.testDate.missingYear"
  | "upload.testDate.missingDayAndMonth"
  | "upload.testDate.missingDayAndYear"
  | "upload.testDate.missingMonthAndYear"
  | "upload.testDate.yearDigits"
  | "upload.testDate.real"
  | "upload.testDate.future"
  | "upload.testDate.beforeBirth"
  | "upload.profiles.required"
  | "upload.profileStep.title"
  | "upload.profileStep.intro"
  | "upload.profileStep.submit"
  | "upload.delete"
  | "upload.delete.title"
  | "upload.delete.body"
  | "upload.delete.confirm"
  | "upload.delete.cancel"
  | "upload.deleted"
  | "upload.saved"
  | "upload.updated"
  | "upload.loadError"
  | "upload.retry"
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
  | "error.tooManyAttempts"
  | "error.blankIdentifier"
  | "error.uploadSubmit"
  | "error.uploadDelete"
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
  | "page.tryAgain"
  | "page.signingOut"
  | "result.status.optimal"
  | "result.status.normal"
  | "result.status.abnormal"
  | "result.status.highlyAbnormal"
  | "result.status.outOfRange"
  | "result.status.low"
  | "result.status.high"
  | "result.status.veryLow"
  | "result.status.veryHigh"
  | "result.status.notApplicable"
  | "result.status.unknown"
  | "result.binary.positive"
  | "result.binary.negative"
  | "result.value.missing"
  | "result.title"
  | "result.testedOn"
  | "result.back"
  | "result.yourResult"
  | "result.range.heading"
  | "result.range.caption"
  | "result.range.none"
  | "result.range.band"
  | "result.range.below"
  | "result.range.above"
  | "result.range.between"
  | "result.range.fromTo"
  | "result.range.you"
  | "result.previous.heading"
  | "result.previous.value"
  | "result.previous.none"
  | "result.rcv.within"
  | "result.rcv.realUp"
  | "result.rcv.realDown"
  | "result.rcv.noLimits"
  | "result.rcv.notComparable"
  | "result.compare.against"
  | "result.compare.skipped"
  | "result.compare.none"
  | "result.compare.uploaded"
  | "result.failed.sample"
  | "result.failed.replacement.heading"
  | "result.print.about"
  | "result.print.name"
  | "result.print.dob"
  | "result.print.sampleType"
  | "result.print.lab"
  | "result.print.testDate"
  | "result.sampleType.fingerPrick"
  | "result.sampleType.venous"
  | "result.sampleType.automaticCapillary"
  | "result.sampleType.unknown"
  | "result.lab.ours"
  | "result.lab.uploaded"
  | "load.failed"
  | "load.thing.result"
  | "load.thing.forecast"
  | "load.thing.scores"
  | "load.thing.history"
  | "load.thing.scoreHistory"
  | "load.thing.failure"
  | "result.community.heading"
  | "result.community.average"
  | "result.labNotes.heading"
  | "result.failed.heading"
  | "result.failed.reason"
  | "result.failed.noReason"
  | "result.failed.link"
  | "result.report.heading"
  | "result.report.by"
  | "result.report.none"
  | "result.report.failed"
  | "result.report.uploaded"
  | "result.about.heading"
  | "result.about.unavailable"
  | "result.history.heading"
  | "result.history.empty"
  | "result.history.summary"
  | "result.history.tableCaption"
  | "result.history.date"
  | "result.history.value"
  | "result.history.status"
  | "result.history.source"
  | "result.history.lab"
  | "result.history.labVenous"
  | "result.history.uploaded"
  | "result.history.changed"
  | "result.history.changed.source"
  | "result.history.changed.sample"
  | "result.history.changed.unit"
  | "result.history.chartLabel"
  | "result.forecast.link"
  | "result.print"
  | "result.tryAgain"
  | "forecast.heading"
  | "forecast.intro"
  | "forecast.none"
  | "forecast.tableCaption"
  | "forecast.expected"
  | "forecast.likelyRange"
  | "forecast.drivers"
  | "forecast.summary"
  | "forecast.chartLabel"
  | "predicted.heading"
  | "predicted.intro"
  | "predicted.empty"
  | "predicted.now"
  | "predicted.after"
  | "predicted.details"
  | "predicted.detailHeading"
  | "predicted.byStep"
  | "predicted.step"
  | "predicted.value"
  | "predicted.back"
  | "scores.heading.longevity"
  | "scores.heading.energy"
  | "scores.heading.mentalWellbeing"
  | "scores.tabs"
  | "scores.score"
  | "scores.band.excellent"
  | "scores.band.good"
  | "scores.band.fair"
  | "scores.band.poor"
  | "scores.lastCalculated"
  | "scores.nextUpdate"
  | "scores.shift.heading"
  | "scores.shift.up"
  | "scores.shift.down"
  | "scores.shift.none"
  | "scores.card.heading"
  | "scores.card.helps"
  | "scores.card.hurts"
  | "scores.history.link"
  | "scores.history.heading"
  | "scores.history.empty"
  | "scores.history.tableCaption"
  | "scores.history.summary"
  | "scores.history.chartLabel"
  | "scores.history.back"
  | "scores.empty"
  | "scores.update.heading"
  | "scores.update.body"
  | "scores.update.ok"
  | "failure.heading"
  | "failure.intro"
  | "failure.next.heading"
  | "failure.canRedeem"
  | "failure.address.heading"
  | "failure.address.change"
  | "failure.address.cancel"
  | "failure.address.none"
  | "failure.address.add"
  | "failure.redeem"
  | "failure.redeemed"
  | "failure.cannotRedeem"
  | "failure.contact"
  | "failure.redeemError"
  | "failure.reasonUnavailable"
  | "failure.tips"
  | "scores.pageHeading"
  | "result.history.legend"
  | "healthPlan.home.heading"
  | "healthPlan.home.intro"
  | "healthPlan.home.howHeading"
  | "healthPlan.home.howWhy"
  | "healthPlan.home.howTasks"
  | "healthPlan.home.howMissed"
  | "healthPlan.home.recommendedHeading"
  | "healthPlan.home.recommendedIntro"
  | "healthPlan.home.start"
  | "healthPlan.home.notEnough"
  | "healthPlan.home.updateProfile"
  | "healthPlan.home.currentHeading"
  | "healthPlan.home.continue"
  | "healthPlan.home.viewPlan"
  | "healthPlan.home.pastHeading"
  | "healthPlan.home.pastPlan"
  | "healthPlan.home.recipes"
  | "healthPlan.streak.current"
  | "healthPlan.streak.none"
  | "healthPlan.streak.paused"
  | "healthPlan.streak.best"
  | "healthPlan.streak.counted"
  | "healthPlan.weekState.counted"
  | "healthPlan.weekState.missed"
  | "healthPlan.weekState.inProgress"
  | "healthPlan.weekState.upcoming"
  | "healthPlan.plan.heading"
  | "healthPlan.plan.commitmentHeading"
  | "healthPlan.plan.progress"
  | "healthPlan.plan.progressLabel"
  | "healthPlan.plan.weeksHeading"
  | "healthPlan.plan.weekLink"
  | "healthPlan.plan.weekDates"
  | "healthPlan.plan.thisWeek"
  | "healthPlan.plan.missedKindly"
  | "healthPlan.plan.recipes"
  | "healthPlan.plan.finished"
  | "healthPlan.plan.backToPlan"
  | "healthPlan.week.heading"
  | "healthPlan.week.tasksDone"
  | "healthPlan.week.notStarted"
  | "healthPlan.week.logOne"
  | "healthPlan.week.logOneFor"
  | "healthPlan.category.alcohol"
  | "healthPlan.category.diet"
  | "healthPlan.category.exercise"
  | "healthPlan.category.other"
  | "healthPlan.category.relaxation"
  | "healthPlan.category.smoking"
  | "healthPlan.category.supplements"
  | "healthPlan.category.weightManagement"
  | "healthPlan.taskStatus.todo"
  | "healthPlan.taskStatus.progress"
  | "healthPlan.taskStatus.notSet"
  | "healthPlan.taskStatus.completed"
  | "healthPlan.taskStatus.removed"
  | "healthPlan.review.heading"
  | "healthPlan.review.question"
  | "healthPlan.review.feelingEasy"
  | "healthPlan.review.feelingAboutRight"
  | "healthPlan.review.feelingHard"
  | "healthPlan.review.note"
  | "healthPlan.review.submit"
  | "healthPlan.review.required"
  | "healthPlan.review.tooLong"
  | "healthPlan.review.yourAnswer"
  | "healthPlan.review.streakHeading"
  | "healthPlan.task.markDone"
  | "healthPlan.task.logOne"
  | "healthPlan.task.undo"
  | "healthPlan.task.count"
  | "healthPlan.task.targetQuestion"
  | "healthPlan.task.targetHint"
  | "healthPlan.task.targetRequired"
  | "healthPlan.task.setTarget"
  | "healthPlan.task.stateComplete"
  | "healthPlan.task.stateOneTaskLeft"
  | "healthPlan.task.stateWeekComplete"
  | "healthPlan.task.stateNoProgress"
  | "healthPlan.task.stateMadeProgress"
  | "healthPlan.task.stateNotSet"
  | "healthPlan.task.stateTaskInput"
  | "healthPlan.task.reviewWeek"
  | "healthPlan.task.backToWeek"
  | "healthPlan.task.skip"
  | "healthPlan.task.skipQuestion"
  | "healthPlan.task.skipSubmit"
  | "healthPlan.task.skipRequired"
  | "healthPlan.task.skipped"
  | "healthPlan.task.cancel"
  | "healthPlan.task.saveFailed"
  | "healthPlan.task.saveFailedPlain"
  | "healthPlan.task.retry"
  | "healthPlan.task.notStarted"
  | "healthPlan.task.planFinished"
  | "healthPlan.task.planCancelled"
  | "healthPlan.onboarding.alreadyHeading"
  | "healthPlan.onboarding.alreadyBody"
  | "healthPlan.onboarding.alreadyLink"
  | "healthPlan.onboarding.stepIntroHeading"
  | "healthPlan.onboarding.stepIntroBody"
  | "healthPlan.onboarding.stepOverviewHeading"
  | "healthPlan.onboarding.stepOverviewBody"
  | "healthPlan.onboarding.stepCommitmentHeading"
  | "healthPlan.onboarding.commitmentLabel"
  | "healthPlan.onboarding.commitmentHint"
  | "healthPlan.onboarding.commitmentRequired"
  | "healthPlan.onboarding.commitmentTooLong"
  | "healthPlan.onboarding.stepStartHeading"
  | "healthPlan.onboarding.stepStartBody"
  | "healthPlan.onboarding.yourReason"
  | "healthPlan.onboarding.change"
  | "healthPlan.onboarding.changeReason"
  | "healthPlan.onboarding.continue"
  | "healthPlan.onboarding.back"
  | "healthPlan.onboarding.startPlan"
  | "healthPlan.onboarding.noPlan"
  | "healthPlan.complete.heading"
  | "healthPlan.complete.intro"
  | "healthPlan.complete.summaryLabel"
  | "healthPlan.complete.weeksKept"
  | "healthPlan.complete.weeksValue"
  | "healthPlan.complete.tasksDone"
  | "healthPlan.complete.timesLogged"
  | "healthPlan.complete.bestStreak"
  | "healthPlan.complete.weeksUnit"
  | "healthPlan.complete.byArea"
  | "healthPlan.complete.areaDone"
  | "healthPlan.complete.statistic"
  | "healthPlan.complete.commitment"
  | "healthPlan.complete.next"
  | "healthPlan.complete.notYet"
  | "healthPlan.complete.notYetBody"
  | "recipes.heading"
  | "recipes.intro"
  | "recipes.yourHeading"
  | "recipes.yourIntro"
  | "recipes.empty"
  | "recipes.backToRecipes"
  | "shop.backToShop"
  | "shop.price"
  | "shop.oneOff"
  | "shop.subscription"
  | "shop.purchaseOption"
  | "shop.subscriptionPrice"
  | "shop.savings"
  | "shop.variant"
  | "shop.frequency"
  | "shop.frequency.day"
  | "shop.frequency.week"
  | "shop.frequency.month"
  | "shop.frequency.year"
  | "shop.quantity"
  | "shop.quantityHint"
  | "shop.quantity.whole"
  | "shop.quantity.min"
  | "shop.quantity.max"
  | "shop.outOfStock"
  | "shop.outOfStockBody"
  | "shop.addToBasket"
  | "shop.adding"
  | "shop.added"
  | "shop.viewBasket"
  | "shop.productImage"
  | "shop.keyTerms.heading"
  | "shop.keyTerms.price"
  | "shop.keyTerms.firstPayment"
  | "shop.keyTerms.item"
  | "shop.keyTerms.renews"
  | "shop.keyTerms.cancel"
  | "shop.keyTerms.coolingOff"
  | "shop.keyTerms.acknowledge"
  | "shop.keyTerms.required"
  | "shop.cart.heading"
  | "shop.cart.empty"
  | "shop.cart.browse"
  | "shop.cart.item"
  | "shop.cart.each"
  | "shop.cart.lineTotal"
  | "shop.cart.update"
  | "shop.cart.remove"
  | "shop.cart.removeNamed"
  | "shop.cart.quantityNamed"
  | "shop.cart.frequencyNamed"
  | "shop.cart.subtotal"
  | "shop.cart.discount"
  | "shop.cart.total"
  | "shop.cart.pay"
  | "shop.cart.paying"
  | "shop.cart.payFailed"
  | "shop.cart.cancelled"
  | "shop.cart.updateFailed"
  | "shop.cart.oneOff"
  | "shop.complete.heading"
  | "shop.complete.reference"
  | "shop.complete.next"
  | "shop.complete.nextBody"
  | "shop.complete.contact"
  | "shop.complete.orders"
  | "shop.complete.subscriptionStarted"
  | "shop.complete.subscriptionsStarted"
  | "shop.complete.subscriptionTerms"
  | "shop.complete.manageSubscriptions"
  | "shop.complete.pending"
  | "shop.complete.pendingBody"
  | "shop.complete.backToBasket"
  | "shop.payment.heading"
  | "shop.payment.body"
  | "shop.payment.authorise"
  | "shop.payment.decline"
  | "shop.payment.failed"
  | "shop.payment.notRequired"
  | "shop.orders.heading"
  | "shop.orders.empty"
  | "shop.orders.caption"
  | "shop.orders.date"
  | "shop.orders.state"
  | "shop.orders.items"
  | "shop.orders.total"
  | "shop.orders.discount"
  | "shop.orders.coupon.partner"
  | "shop.orders.coupon.other"
  | "shop.orders.delivery"
  | "shop.orders.state.cart"
  | "shop.orders.state.completed"
  | "shop.orders.state.cancelled"
  | "shop.orders.reorder"
  | "shop.paging.label"
  | "shop.paging.previous"
  | "shop.paging.next"
  | "shop.paging.page"
  | "shop.subscriptions.heading"
  | "shop.subscriptions.tests"
  | "shop.subscriptions.shop"
  | "shop.subscriptions.empty"
  | "shop.subscriptions.nextTest"
  | "shop.subscriptions.editPackage"
  | "shop.subscriptions.manage"
  | "shop.subscriptions.state"
  | "shop.subscriptions.next"
  | "shop.subscriptions.nextTestLabel"
  | "shop.subscriptions.price"
  | "shop.subscriptions.frequency"
  | "shop.subscriptions.quantity"
  | "shop.subscriptions.resumesOn"
  | "shop.subscriptions.none"
  | "shop.subscriptions.everyMonths"
  | "shop.subscriptions.perTest"
  | "shop.state.active"
  | "shop.state.pending"
  | "shop.state.paused"
  | "shop.state.cancelled"
  | "shop.subscription.skip"
  | "shop.subscription.skipped"
  | "shop.subscription.changeFrequency"
  | "shop.subscription.frequencyChanged"
  | "shop.subscription.pause"
  | "shop.subscription.pauseHeading"
  | "shop.subscription.resumeOn"
  | "shop.subscription.resumeOnHint"
  | "shop.subscription.resumeOnInvalid"
  | "shop.subscription.confirmPause"
  | "shop.subscription.paused"
  | "shop.subscription.resume"
  | "shop.subscription.resumed"
  | "shop.subscription.cancel"
  | "shop.subscription.working"
  | "shop.subscription.notFound"
  | "shop.subscription.back"
  | "shop.cancel.heading"
  | "shop.cancel.offers"
  | "shop.cancel.pauseInstead"
  | "shop.cancel.skipInstead"
  | "shop.cancel.decline"
  | "shop.cancel.keep"
  | "shop.cancel.done"
  | "shop.subscription.restart"
  | "shop.subscription.restartShop"
  | "shop.subscription.restartTest"
  | "reorder.heading"
  | "reorder.intro"
  | "reorder.empty"
  | "reorder.options.heading"
  | "reorder.options.none"
  | "reorder.options.confirm"
  | "reorder.options.notFound"
  | "reorder.processing"
  | "reorder.complete"
  | "reorder.failed"
  | "reorder.confirmation.heading"
  | "reorder.confirmation.body"
  | "specialists.heading"
  | "specialists.intro"
  | "specialists.book"
  | "specialists.empty"
  | "booking.heading"
  | "booking.choose"
  | "booking.done"
  | "booking.failed"
  | "booking.notFound"
  | "download.heading"
  | "download.body"
  | "download.link"
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
  | "join.userAttribution.skip"
  | "share.title"
  | "share.action"
  | "share.lede"
  | "share.form.passcodeHelper"
  | "share.form.scopeRequired"
  | "share.form.expiryRequired"
  | "share.form.passcodeShort"
  | "share.form.passcodeLong"
  | "share.form.passcodeDigits"
  | "share.form.failed"
  | "share.form.submitting"
  | "share.created.heading"
  | "share.created.until"
  | "share.created.passcode"
  | "share.created.noPasscode"
  | "share.created.once"
  | "share.created.linkLabel"
  | "share.created.copy"
  | "share.created.copied"
  | "share.created.copyFailed"
  | "share.created.qr"
  | "share.created.qrHint"
  | "share.created.another"
  | "share.links.heading"
  | "share.links.empty"
  | "share.links.kept"
  | "share.links.scopeLatest"
  | "share.links.scopeAll"
  | "share.links.scopeNone"
  | "share.links.shares"
  | "share.links.made"
  | "share.links.until"
  | "share.links.ended"
  | "share.links.status"
  | "share.links.passcode"
  | "share.links.withPasscode"
  | "share.links.withoutPasscode"
  | "share.links.wrongPasscodes"
  | "share.links.status.active"
  | "share.links.status.expired"
  | "share.links.status.revoked"
  | "share.links.status.locked"
  | "share.links.lockedNote"
  | "share.links.openings"
  | "share.links.notOpened"
  | "share.links.opening"
  | "share.dateTime"
  | "share.links.revoke"
  | "share.links.revokeHidden"
  | "share.links.revoked"
  | "share.links.revokeFailed"
  | "share.links.loadThing"
  | "share.links.itemLabel"
  | "share.device.iphone"
  | "share.device.ipad"
  | "share.device.androidPhone"
  | "share.device.androidTablet"
  | "share.device.chromebook"
  | "share.device.windows"
  | "share.device.mac"
  | "share.device.linux"
  | "share.device.other"
  | "share.downloads.heading"
  | "share.downloads.body"
  | "share.downloads.fhir"
  | "share.downloads.csv"
  | "share.downloads.failed"
  | "share.downloads.preparing"
  | "share.view.title"
  | "share.view.loading"
  | "share.view.kicker"
  | "share.view.heading"
  | "share.view.patient"
  | "share.view.name"
  | "share.view.dob"
  | "share.view.sex"
  | "share.view.testDates"
  | "share.view.shared"
  | "share.view.until"
  | "share.view.scopeLatest"
  | "share.view.scopeAll"
  | "share.view.print"
  | "share.view.actions"
  | "share.view.notGiven"
  | "share.sex.male"
  | "share.sex.female"
  | "share.tests.heading"
  | "share.tests.test"
  | "share.tests.undated"
  | "share.tests.source"
  | "share.tests.report"
  | "share.tests.reportBy"
  | "share.tests.noReport"
  | "share.source.lab"
  | "share.source.uploaded"
  | "share.results.heading"
  | "share.results.other"
  | "share.result.value"
  | "share.result.range"
  | "share.result.flag"
  | "share.result.tested"
  | "share.result.source"
  | "share.result.date"
  | "share.result.failed"
  | "share.result.failedNoReason"
  | "share.result.missing"
  | "share.result.labNote"
  | "share.result.change"
  | "share.flag.high"
  | "share.flag.low"
  | "share.flag.normal"
  | "share.flag.abnormal"
  | "share.flag.positive"
  | "share.flag.negative"
  | "share.flag.failed"
  | "share.flag.none"
  | "share.value.positive"
  | "share.value.negative"
  | "share.range.under"
  | "share.range.atLeast"
  | "share.range.between"
  | "share.range.none"
  | "share.earlier.caption"
  | "share.change.notShared"
  | "share.change.first"
  | "share.change.bound"
  | "share.change.uploaded"
  | "share.change.unlike"
  | "share.change.notComparable"
  | "share.change.noLimits"
  | "share.change.within"
  | "share.change.realUp"
  | "share.change.realDown"
  | "share.change.skipped"
  | "share.change.rule"
  | "share.change.ruleSkewed"
  | "share.gone.heading"
  | "share.gone.body"
  | "share.locked.heading"
  | "share.locked.body"
  | "share.passcode.heading"
  | "share.passcode.intro"
  | "share.passcode.required"
  | "share.passcode.short"
  | "share.passcode.long"
  | "share.passcode.digits"
  | "share.passcode.needed"
  | "share.passcode.wrong"
  | "share.passcode.wrongNoCount"
  | "share.passcode.invalid"
  | "share.load.failed"
  | "share.load.retry"
  | "share.fhir.labName"
  | "share.fhir.uploadNote"
  | "share.fhir.labReport"
  | "share.fhir.uploadedReport"
  | "share.fhir.failed"
  | "share.fhir.noValue"
  | "share.csv.testDate"
  | "share.csv.analyte"
  | "share.csv.loinc"
  | "share.csv.value"
  | "share.csv.unit"
  | "share.csv.range"
  | "share.csv.flag"
  | "share.csv.source"
  | "share.api.forbidden"
  | "share.api.nothingToShare";

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
  "banner.emailVerification": "Please verify your email address. Follow the link we emailed you.",
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
  "validation.password.minLength": "Passwords must contain at least {count, plural, one {# character} other {# characters}}.",
  "validation.currentPassword.required": "Please enter your current password",
  "validation.acceptTerms.required": "You must agree to the terms and conditions and privacy notice before you can create an account",
  "validation.firstName.required": "Please enter your first name",
  "validation.lastName.required": "Please enter your last name",
  "validation.profile.firstName.required": "The first name field is required",
  "validation.profile.lastName.required": "The last name field is required",
  "validation.name.alphabetic": "Please only enter alphabetic characters and dashes",
  "validation.firstName.maxLength": "First name must be {count, plural, one {# character} other {# characters}} or fewer",
  "validation.lastName.maxLength": "Last name must be {count, plural, one {# character} other {# characters}} or fewer",
  "validation.field.maxLength": "{field} must be {count, plural, one {# character} other {# characters}} or fewer",
  "validation.dob.required": "Please enter your date of birth",
  "validation.dob.missingDay": "Date of birth must include a day",
  "validation.dob.missingMonth": "Date of birth must include a month",
  "validation.dob.missingYear": "Date of birth must include a year",
  "validation.dob.missingDayAndMonth": "Date of birth must include a day and month",
  "validation.dob.missingDayAndYear": "Date of birth must include a day and year",
  "validation.dob.missingMonthAndYear": "Date of birth must include a month and year",
  "validation.dob.yearDigits": "Year must include 4 numbers",
  "validation.dob.real": "Date of birth must be a real date",
  "validation.dob.past": "Date of birth must be in the past",
  "validation.dob.tooLongAgo": "Date of birth must be the same as or after {date}",
  "validation.sex.required": "Please select your biological sex",
  "validation.height.invalid": "Please enter a valid height",
  "validation.weight.invalid": "Please enter a valid weight",
  "validation.phone.invalid": "Please enter a valid phone number",
  "validation.postcode.invalid": "Please enter a valid postcode",
  "validation.address.line1.required": "Please enter the first line of your address",
  "validation.address.locality.required": "Please enter your town or city",
  "validation.deleteAccount.phrase": "Type I agree to confirm",
  "validation.waist.invalid": "Please enter a valid waist circumference",
  "validation.booking.date": "Enter the date you would like, for example 5 March 2024",
  "validation.booking.time": "Choose a time",
  "validation.booking.notes": "Notes must be 1000 characters or fewer",
  "validation.cancel.comments": "Comments must be 1000 characters or fewer",
  "validation.text.unsafeCharacters": "Please remove the hidden control characters from this text",
  "validation.text.tooLong": "This text must be {count, plural, one {# character} other {# characters}} or fewer",
  "validation.passwordConfirmation.mismatch": "The passwords do not match",
  "form.saved": "Your changes have been saved.",
  "form.passwordChanged": "Your password has been changed.",
  "form.errorSummary": "There is a problem",
  "form.submitting": "Saving…",
  "form.optional": "(optional)",
  "form.checkAnswer": "Please check this answer",
  "form.date.day": "Day",
  "form.date.month": "Month",
  "form.date.year": "Year",
  "address.lookup.label": "Find your address by postcode",
  "address.lookup.find": "Find address",
  "address.lookup.results": "Addresses found",
  "settings.heading": "Account settings",
  "settings.paymentMethod.heading": "Payment method",
  "settings.paymentMethod.card": "{brand} ending {last4}, expires {month}/{year}",
  "settings.paymentMethod.none": "You have no saved payment method.",
  "settings.contact.emailHelper": "If you change your email address, we'll send a link to the new address to verify it.",
  "settings.contact.emailChanged": "Your changes have been saved. We've sent a link to {email}: please open it to verify your new email address.",
  "settings.deleteAccount.heading": "Delete account",
  "settings.deleteAccount.open": "Delete account",
  "deleteAccount.body": "This will permanently delete your account, your results and your health profile. Type I agree to confirm.",
  "deleteAccount.cancel": "Cancel",
  "verify.heading": "Verify your email address",
  "verify.checkInbox": "We sent a verification link to {email}. Open it to continue.",
  "verify.verifying": "Verifying your email address…",
  "verify.verified": "Your email address is verified",
  "verify.alreadyVerified": "Your email address is already verified",
  "verify.alreadyVerifiedBody": "This link has been used before, so there is nothing more to do.",
  "verify.signInToContinue": "Sign in to continue",
  "verify.expired": "This verification link has expired. We can send you a new one.",
  "verify.failed": "We couldn't verify your email address. Please try the link again or send a new one.",
  "verify.resend": "Send a new link",
  "verify.signInToResend": "Sign in to get a new link",
  "verify.sending": "Sending…",
  "verify.sent": "We've sent you a new link. Please check your inbox.",
  "verify.continue": "Continue",
  "mail.verify.subject": "Verify your email address",
  "mail.verify.text": "Follow this link to verify your email address.",
  "mail.verify.newAddressText": "You changed the email address of your {productName} account to this one. Follow this link to verify it.",
  "mail.addressChanged.subject": "Your email address has been changed",
  "mail.addressChanged.text": "The email address of your {productName} account has been changed, and we'll use the new address from now on. If you didn't make this change, please email us straight away at {helpEmail}.",
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
  "funnel.payment.codeExpired": "This code has expired",
  "funnel.payment.codeUnchecked": "We couldn't check this code just now. Please try again in a moment.",
  "funnel.payment.codeKept": "Your code {code} still applies.",
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
  "survey.limitExceeded": "Please choose no more than {limit, plural, one {# answer} other {# answers}}",
  "survey.numberRange": "Please enter a number from {min} to {max}",
  "survey.wholeNumberRange": "Please enter a whole number from {min} to {max}",
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
  "survey.checkAnswersHeading": "Check your answers",
  "survey.checkAnswersBody": "You have finished this part of the survey. Change any answer, then save your answers.",
  "survey.change": "Change",
  "survey.notAnswered": "Not answered",
  "survey.saveAnswers": "Save your answers",
  "upload.title": "Upload your results",
  "upload.editTitle": "Edit uploaded results",
  "upload.intro": "Add results from a test you had somewhere else. They join your results history, marked as uploaded.",
  "upload.update": "Save changes",
  "upload.submitting": "Uploading…",
  "upload.row.label": "Result {number}",
  "upload.row.add": "Add another result",
  "upload.row.remove": "Remove result {number}",
  "upload.row.choose": "Select",
  "upload.rows.none": "Add at least one result with an analyte, a value and a unit",
  "upload.analyte.required": "Select the analyte for this result",
  "upload.analyte.unknown": "Select an analyte from the list",
  "upload.value.required": "Enter the result value",
  "upload.value.commaDecimal": "Use a full stop for decimals and no thousands separators, for example 5.2",
  "upload.value.spaces": "Enter the number without spaces, for example 1000",
  "upload.value.operator": "Enter the number only; results given as below or above a limit (< or >) cannot be uploaded",
  "upload.value.negative": "A result cannot be negative",
  "upload.value.tooLarge": "That number is too large for a blood result; check the value and its unit",
  "upload.value.notNumber": "Enter the result as a number only, for example 5.2",
  "upload.unit.required": "Select the unit the lab used",
  "upload.unit.notAccepted": "Select one of the units listed for this analyte",
  "upload.conversion": "The unit used is {unit} and the result will be converted",
  "upload.conversion.preview": "{value} {unit} is {converted} {productUnit}",
  "upload.testDate.required": "Enter the date of the test",
  "upload.testDate.missingDay": "Date of the test must include a day",
  "upload.testDate.missingMonth": "Date of the test must include a month",
  "upload.testDate.missingYear": "Date of the test must include a year",
  "upload.testDate.missingDayAndMonth": "Date of the test must include a day and month",
  "upload.testDate.missingDayAndYear": "Date of the test must include a day and year",
  "upload.testDate.missingMonthAndYear": "Date of the test must include a month and year",
  "upload.testDate.yearDigits": "Year must include 4 numbers",
  "upload.testDate.real": "Date of the test must be a real date",
  "upload.testDate.future": "Date of the test must be today or in the past",
  "upload.testDate.beforeBirth": "Date of the test must be the same as or after your date of birth",
  "upload.profiles.required": "Select at least one area the test covered",
  "upload.profileStep.title": "Your details",
  "upload.profileStep.intro": "We need your name, date of birth and biological sex to upload results. Nothing you have entered will be lost.",
  "upload.profileStep.submit": "Save and continue",
  "upload.delete": "Delete these results",
  "upload.delete.title": "Delete these uploaded results?",
  "upload.delete.body": "This removes the results of this upload from your history. You cannot undo this.",
  "upload.delete.confirm": "Yes, delete",
  "upload.delete.cancel": "Keep results",
  "upload.deleted": "Your uploaded results have been deleted.",
  "upload.saved": "Your results from {date} have been uploaded: {list}.",
  "upload.updated": "Your changes to the results from {date} have been saved: {list}.",
  "upload.loadError": "We could not load these results. Please try again.",
  "upload.retry": "Try again",
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
  "error.tooManyAttempts": "Too many attempts. Please wait a few minutes and try again.",
  "error.blankIdentifier": "{name} cannot be blank",
  "error.uploadSubmit": "Your results could not be uploaded. Please try again.",
  "error.uploadDelete": "Your results could not be deleted. Please try again.",
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
  "page.tryAgain": "Try again",
  "page.signingOut": "Signing you out…",
  "result.status.optimal": "Optimal",
  "result.status.normal": "Normal",
  "result.status.abnormal": "Abnormal",
  "result.status.highlyAbnormal": "Highly abnormal",
  "result.status.outOfRange": "Out of range",
  "result.status.low": "Low",
  "result.status.high": "High",
  "result.status.veryLow": "Very low",
  "result.status.veryHigh": "Very high",
  "result.status.notApplicable": "Test failed",
  "result.status.unknown": "Status not available",
  "result.binary.positive": "Positive",
  "result.binary.negative": "Negative",
  "result.value.missing": "No result to show",
  "result.title": "{name}",
  "result.testedOn": "Tested on {date}",
  "result.back": "Back to your health scores",
  "result.yourResult": "Your result",
  "result.range.heading": "Where your result falls",
  "result.range.caption": "Reference ranges for {name} in {unit}",
  "result.range.none": "The lab did not give a reference range for this result.",
  "result.range.band": "{status}: {range}",
  "result.range.below": "under {max}",
  "result.range.above": "{min} or more",
  "result.range.between": "{min} to under {max}",
  "result.range.fromTo": "{min} to {max}",
  "result.range.you": "You: {value}",
  "result.previous.heading": "Since your last test",
  "result.previous.value": "Previous result: {value}",
  "result.previous.none": "This is your first result for this test, so there is nothing to compare yet.",
  "result.rcv.within": "Within your normal variation: a change of {percent}, and day-to-day variation for {name} is up to {limit}.",
  "result.rcv.realUp": "A real change up: {percent}, more than the {limit} that normal day-to-day variation explains.",
  "result.rcv.realDown": "A real change down: {percent}, more than the {limit} that normal day-to-day variation explains.",
  "result.rcv.noLimits": "We have no published figure for how much this result varies from day to day, so we cannot say whether the change is meaningful.",
  "result.rcv.notComparable": "This result is given only as a limit the lab can measure to, so we cannot say how much it has changed.",
  "result.compare.against": "Compared with your result of {value} on {date}, from the same kind of test.",
  "result.compare.skipped": "Your later result of {value} on {date} is left out of this comparison: it came from {what}.",
  "result.compare.none": "We cannot say whether this is a real change. Your last result, {value} on {date}, came from {what}, and there is no earlier result from the same kind of test to compare with.",
  "result.compare.uploaded": "This result was uploaded from another lab, whose method we do not know, so we do not judge whether it is a real change. Your last result was {value} on {date}.",
  "result.failed.sample": "Your sample could not be tested, so this test has no results.",
  "result.failed.replacement.heading": "Your free replacement kit",
  "result.print.about": "About this result",
  "result.print.name": "Name",
  "result.print.dob": "Date of birth",
  "result.print.sampleType": "Sample type",
  "result.print.lab": "Lab",
  "result.print.testDate": "Test date",
  "result.sampleType.fingerPrick": "Finger-prick",
  "result.sampleType.venous": "Venous (from a vein)",
  "result.sampleType.automaticCapillary": "Capillary (automatic device)",
  "result.sampleType.unknown": "Not recorded",
  "result.lab.ours": "Our accredited partner lab",
  "result.lab.uploaded": "Another lab (uploaded by you)",
  "load.failed": "We could not load {thing}.",
  "load.thing.result": "your {name} result",
  "load.thing.forecast": "your {name} forecast",
  "load.thing.scores": "your health scores",
  "load.thing.history": "your earlier {name} results",
  "load.thing.scoreHistory": "your score history",
  "load.thing.failure": "the details of your failed sample",
  "result.community.heading": "Compared with other members",
  "result.community.average": "The average among {people, plural, one {# member} other {# members}} is {value}.",
  "result.labNotes.heading": "Notes from the lab",
  "result.failed.heading": "Test failed",
  "result.failed.reason": "Reason: {reason}",
  "result.failed.noReason": "The lab did not give a reason.",
  "result.failed.link": "Why did my sample fail?",
  "result.report.heading": "Your doctor's report",
  "result.report.by": "Written by {name}",
  "result.report.none": "Your doctor's report is not ready yet.",
  "result.report.failed": "There is no doctor's report for this test, because your sample could not be tested.",
  "result.report.uploaded": "Uploaded results have no doctor's report. Our doctors report on the tests our lab measures, so this result from another lab will not get one.",
  "result.about.heading": "About {name}",
  "result.about.unavailable": "The description of this test could not be loaded.",
  "result.history.heading": "Your results over time",
  "result.history.empty": "This is your only result for this test so far.",
  "result.history.summary": "{count, plural, one {1 result, on {since}: {status}.} other {# results since {since}, now {status}.}}",
  "result.history.tableCaption": "{name} results, oldest first",
  "result.history.date": "Date",
  "result.history.value": "Result",
  "result.history.status": "Status",
  "result.history.source": "Source",
  "result.history.lab": "Our lab (finger-prick)",
  "result.history.labVenous": "Our lab (venous)",
  "result.history.uploaded": "Uploaded by you",
  "result.history.changed": "Not directly comparable with the result before: {what}.",
  "result.history.changed.source": "a different lab",
  "result.history.changed.sample": "a different sample type",
  "result.history.changed.unit": "a different unit",
  "result.history.chartLabel": "Chart of your {name} results over time",
  "result.forecast.link": "See your forecast",
  "result.print": "Print this result",
  "result.tryAgain": "Try again",
  "forecast.heading": "Your {name} forecast",
  "forecast.intro": "Where your {name} is expected to go over the next {weeks, plural, one {week} other {# weeks}} if you follow your plan. The shaded band shows the range it is likely to fall in: the further ahead, the less certain.",
  "forecast.none": "There is no forecast for this test yet.",
  "forecast.tableCaption": "Forecast for {name}",
  "forecast.expected": "Expected",
  "forecast.likelyRange": "Likely range",
  "forecast.drivers": "What drives this forecast",
  "forecast.summary": "Expected to move from {from} to {to} by {date}, likely between {lower} and {upper}.",
  "forecast.chartLabel": "Chart of the {name} forecast with its likely range",
  "predicted.heading": "Your predicted results",
  "predicted.intro": "What your results are likely to be after following your plan. Where the plan's steps predict different outcomes, we show the least favourable one.",
  "predicted.empty": "You have no predicted results yet. They appear after your first test with a health plan.",
  "predicted.now": "Now: {value}",
  "predicted.after": "In {weeks, plural, one {# week} other {# weeks}}: {value}",
  "predicted.details": "See the prediction for {name}",
  "predicted.detailHeading": "Predicted {name}",
  "predicted.byStep": "Prediction for each step of your plan",
  "predicted.step": "Step",
  "predicted.value": "Predicted result",
  "predicted.back": "All predicted results",
  "scores.heading.longevity": "Longevity",
  "scores.heading.energy": "Energy",
  "scores.heading.mentalWellbeing": "Mental wellbeing",
  "scores.tabs": "Health score categories",
  "scores.score": "{percent}%",
  "scores.band.excellent": "Excellent",
  "scores.band.good": "Good",
  "scores.band.fair": "Fair",
  "scores.band.poor": "Poor",
  "scores.lastCalculated": "Last calculated on {date}",
  "scores.nextUpdate": "Next update on {date}",
  "scores.shift.heading": "What changed",
  "scores.shift.up": "Up {points, plural, one {# point} other {# points}} since your last score",
  "scores.shift.down": "Down {points, plural, one {# point} other {# points}} since your last score",
  "scores.shift.none": "No change since your last score",
  "scores.card.heading": "What shapes your score",
  "scores.card.helps": "Helps",
  "scores.card.hurts": "Holds it back",
  "scores.history.link": "See your score history",
  "scores.history.heading": "{category} score history",
  "scores.history.empty": "You have no past scores for this category yet.",
  "scores.history.tableCaption": "Your {category} scores, oldest first",
  "scores.history.summary": "{count, plural, one {# score, on {since}: {percent}% ({band}).} other {# scores since {since}, now {percent}% ({band}).}}",
  "scores.history.chartLabel": "Chart of your {category} score over time",
  "scores.history.back": "Back to your {category} score",
  "scores.empty": "Your health scores appear after your first test results.",
  "scores.update.heading": "Your health scores have been updated",
  "scores.update.body": "We recalculate your scores every 7 days from your latest results and health profile, so they may have moved since you last looked.",
  "scores.update.ok": "OK, got it",
  "failure.heading": "Why your sample could not be tested",
  "failure.intro": "Your test from {date} could not be analysed, so there are no results for it.",
  "failure.next.heading": "What to do next",
  "failure.canRedeem": "Your test credit covers a free replacement kit. Check where we will post it, then order it.",
  "failure.address.heading": "We will post it to",
  "failure.address.change": "Change address",
  "failure.address.cancel": "Keep this address",
  "failure.address.none": "We do not have a delivery address for you yet. Add one so we can post your kit.",
  "failure.address.add": "Add your address",
  "failure.redeem": "Send my free replacement kit",
  "failure.redeemed": "Your replacement kit is on its way. We sent it on {date}.",
  "failure.cannotRedeem": "This test does not come with a free replacement, because the lab did not record a reason we can credit.",
  "failure.contact": "Get in touch and we will help: email {email}",
  "failure.redeemError": "We could not order your replacement kit. Please try again, or get in touch if it keeps happening.",
  "failure.reasonUnavailable": "We could not load the explanation of this failure.",
  "failure.tips": "Take your next sample in the morning after drinking water, with warm hands.",
  "scores.pageHeading": "Health scores",
  "result.history.legend": "In the chart, hollow points are results you uploaded, and ≠ marks a result that is not directly comparable with the one before it.",
  "healthPlan.home.heading": "Your health plan",
  "healthPlan.home.intro": "A health plan is a few small tasks each week, chosen from your health profile and your latest results. You log them as you go, and every week you keep up adds to your streak.",
  "healthPlan.home.howHeading": "How it works",
  "healthPlan.home.howWhy": "Start by writing down why it matters to you.",
  "healthPlan.home.howTasks": "Each week, do a few tasks about food, activity, alcohol or rest.",
  "healthPlan.home.howMissed": "Log them as you go. Missed a week? Pick up where you are.",
  "healthPlan.home.recommendedHeading": "Recommended for you",
  "healthPlan.home.recommendedIntro": "Based on your health profile and results from the last {months, plural, one {month} other {# months}}, your plan would help you:",
  "healthPlan.home.start": "Start your plan",
  "healthPlan.home.notEnough": "Your health profile and recent results don't point to a plan for you yet. Keeping your health profile up to date helps us suggest one.",
  "healthPlan.home.updateProfile": "Update your health profile",
  "healthPlan.home.currentHeading": "Your plan now",
  "healthPlan.home.continue": "Go to this week's tasks",
  "healthPlan.home.viewPlan": "See your whole plan",
  "healthPlan.home.pastHeading": "Finished plans",
  "healthPlan.home.pastPlan": "{name}, finished {date}",
  "healthPlan.home.recipes": "Recipes",
  "healthPlan.streak.current": "{count}-week streak",
  "healthPlan.streak.none": "Your streak starts with the first week you keep up.",
  "healthPlan.streak.paused": "Your {count}-week streak is waiting for you: keep up this week to carry it on.",
  "healthPlan.streak.best": "Best streak: {count, plural, one {# week} other {# weeks}}",
  "healthPlan.streak.counted": "Weeks kept up: {count} of {weeks}",
  "healthPlan.weekState.counted": "Kept up",
  "healthPlan.weekState.missed": "Missed",
  "healthPlan.weekState.inProgress": "In progress",
  "healthPlan.weekState.upcoming": "Not started yet",
  "healthPlan.plan.heading": "Your {weeks}-week plan",
  "healthPlan.plan.commitmentHeading": "Why it matters to you",
  "healthPlan.plan.progress": "Week {week} of {weeks}",
  "healthPlan.plan.progressLabel": "Plan progress",
  "healthPlan.plan.weeksHeading": "Your weeks",
  "healthPlan.plan.weekLink": "Week {week}",
  "healthPlan.plan.weekDates": "{start} to {end}",
  "healthPlan.plan.thisWeek": "This week",
  "healthPlan.plan.missedKindly": "A missed week doesn't undo what you've built. Carry on with this week's tasks.",
  "healthPlan.plan.recipes": "Recipes for your plan",
  "healthPlan.plan.finished": "See what changed over your plan",
  "healthPlan.plan.backToPlan": "Back to your plan",
  "healthPlan.week.heading": "Week {week}",
  "healthPlan.week.tasksDone": "{done} of {total, plural, one {# task} other {# tasks}} done",
  "healthPlan.week.notStarted": "This week starts on {date}. You can look at its tasks now and log them once it starts.",
  "healthPlan.week.logOne": "Log one",
  "healthPlan.week.logOneFor": "Log one: {name}",
  "healthPlan.category.alcohol": "Alcohol",
  "healthPlan.category.diet": "Food and drink",
  "healthPlan.category.exercise": "Activity",
  "healthPlan.category.other": "Other",
  "healthPlan.category.relaxation": "Rest and relaxation",
  "healthPlan.category.smoking": "Smoking",
  "healthPlan.category.supplements": "Supplements",
  "healthPlan.category.weightManagement": "Weight",
  "healthPlan.taskStatus.todo": "To do",
  "healthPlan.taskStatus.progress": "{count} of {target} done",
  "healthPlan.taskStatus.notSet": "Choose how often",
  "healthPlan.taskStatus.completed": "Done",
  "healthPlan.taskStatus.removed": "Skipped",
  "healthPlan.review.heading": "Week {week} complete",
  "healthPlan.review.question": "How did this week feel?",
  "healthPlan.review.feelingEasy": "Easy",
  "healthPlan.review.feelingAboutRight": "About right",
  "healthPlan.review.feelingHard": "Hard",
  "healthPlan.review.note": "What helped, or what got in the way? (optional)",
  "healthPlan.review.submit": "Save my review",
  "healthPlan.review.required": "Choose how this week felt",
  "healthPlan.review.tooLong": "Keep your note to {max, plural, one {# character} other {# characters}} or fewer",
  "healthPlan.review.yourAnswer": "You said this week felt: {feeling}",
  "healthPlan.review.streakHeading": "Your streak",
  "healthPlan.task.markDone": "Mark as done",
  "healthPlan.task.logOne": "Log one",
  "healthPlan.task.undo": "Undo the last one",
  "healthPlan.task.count": "{count} of {target, plural, one {# time} other {# times}} this week",
  "healthPlan.task.targetQuestion": "How many times will you do this this week?",
  "healthPlan.task.targetHint": "Choose a number that suits your week. You can do more.",
  "healthPlan.task.targetRequired": "Choose how many times you will do this",
  "healthPlan.task.setTarget": "Set my target",
  "healthPlan.task.stateComplete": "Task done. Well done.",
  "healthPlan.task.stateOneTaskLeft": "Task done. Just one task left this week.",
  "healthPlan.task.stateWeekComplete": "That's every task this week done.",
  "healthPlan.task.stateNoProgress": "You haven't logged this yet this week.",
  "healthPlan.task.stateMadeProgress": "Good progress. Keep going.",
  "healthPlan.task.stateNotSet": "Choose a target that suits your week.",
  "healthPlan.task.stateTaskInput": "Read this, then mark it as done.",
  "healthPlan.task.reviewWeek": "Review your week",
  "healthPlan.task.backToWeek": "Back to week {week}",
  "healthPlan.task.skip": "Skip this task",
  "healthPlan.task.skipQuestion": "Why are you skipping this task?",
  "healthPlan.task.skipSubmit": "Skip task",
  "healthPlan.task.skipRequired": "Choose why you're skipping this task",
  "healthPlan.task.skipped": "You skipped this task: {reason}",
  "healthPlan.task.cancel": "Cancel",
  "healthPlan.task.saveFailed": "We couldn't save that, but your progress is still here: {count} of {target}. Try again.",
  "healthPlan.task.saveFailedPlain": "We couldn't save that. Nothing you did is lost. Try again.",
  "healthPlan.task.retry": "Try again",
  "healthPlan.task.notStarted": "This week hasn't started yet. You can log this task from {date}.",
  "healthPlan.task.planFinished": "This plan has finished, so its tasks can no longer be logged. What you logged is kept.",
  "healthPlan.task.planCancelled": "This plan was stopped, so its tasks can no longer be logged. What you logged is kept.",
  "healthPlan.onboarding.alreadyHeading": "You already have a health plan",
  "healthPlan.onboarding.alreadyBody": "You can follow one plan at a time. Carry on with the plan you have, or finish it before starting another.",
  "healthPlan.onboarding.alreadyLink": "Go to your health plan",
  "healthPlan.onboarding.stepIntroHeading": "Your health plan",
  "healthPlan.onboarding.stepIntroBody": "A plan of {weeks, plural, one {# week} other {# weeks}} of small tasks: the habits your health profile and results point to, a few at a time.",
  "healthPlan.onboarding.stepOverviewHeading": "What your plan includes",
  "healthPlan.onboarding.stepOverviewBody": "Every week has the same few tasks, so they can become habits. Some you read once, others you log each time you do them.",
  "healthPlan.onboarding.stepCommitmentHeading": "Why does this matter to you?",
  "healthPlan.onboarding.commitmentLabel": "Your reason",
  "healthPlan.onboarding.commitmentHint": "Write a sentence to remind yourself on harder weeks. We show it on your plan.",
  "healthPlan.onboarding.commitmentRequired": "Write why this plan matters to you",
  "healthPlan.onboarding.commitmentTooLong": "Keep your reason to {max, plural, one {# character} other {# characters}} or fewer",
  "healthPlan.onboarding.stepStartHeading": "Ready to start?",
  "healthPlan.onboarding.stepStartBody": "Your plan starts today, {start}. Week 1 ends on {end}.",
  "healthPlan.onboarding.yourReason": "Your reason",
  "healthPlan.onboarding.change": "Change",
  "healthPlan.onboarding.changeReason": "Change your reason",
  "healthPlan.onboarding.continue": "Continue",
  "healthPlan.onboarding.back": "Back",
  "healthPlan.onboarding.startPlan": "Start my plan",
  "healthPlan.onboarding.noPlan": "Your health profile and recent results don't point to a plan for you yet, so we can't start one.",
  "healthPlan.complete.heading": "You've finished your plan",
  "healthPlan.complete.intro": "Here's what changed over your {weeks, plural, one {week} other {# weeks}}.",
  "healthPlan.complete.summaryLabel": "Your plan in numbers",
  "healthPlan.complete.weeksKept": "Weeks kept up",
  "healthPlan.complete.weeksValue": "{count} of {weeks}",
  "healthPlan.complete.tasksDone": "Tasks done",
  "healthPlan.complete.timesLogged": "Times you logged a habit",
  "healthPlan.complete.bestStreak": "Best streak",
  "healthPlan.complete.weeksUnit": "{count, plural, one {# week} other {# weeks}}",
  "healthPlan.complete.byArea": "What you worked on",
  "healthPlan.complete.areaDone": "{area}: {count, plural, one {# task} other {# tasks}} done",
  "healthPlan.complete.statistic": "Only {percent} of people finish their plan. You're one of them.",
  "healthPlan.complete.commitment": "You started because: {message}",
  "healthPlan.complete.next": "A new blood test shows how your results have changed since you started.",
  "healthPlan.complete.notYet": "Your plan isn't finished yet",
  "healthPlan.complete.notYetBody": "It ends on {date}. Keep going with this week's tasks.",
  "recipes.heading": "Recipes",
  "recipes.intro": "Recipes that suit the habits in our health plans.",
  "recipes.yourHeading": "Recipes for your plan",
  "recipes.yourIntro": "Recipes chosen for the tasks in your plan.",
  "recipes.empty": "There are no recipes for your plan yet.",
  "recipes.backToRecipes": "Back to recipes",
  "shop.backToShop": "Back to your orders",
  "shop.price": "Price",
  "shop.oneOff": "One-off purchase",
  "shop.subscription": "Subscribe",
  "shop.purchaseOption": "How would you like to buy it?",
  "shop.subscriptionPrice": "{price} per delivery",
  "shop.savings": "Save {percent}%",
  "shop.variant": "Choose an option",
  "shop.frequency": "How often?",
  "shop.frequency.day": "{count, plural, one {Every day} other {Every # days}}",
  "shop.frequency.week": "{count, plural, one {Every week} other {Every # weeks}}",
  "shop.frequency.month": "{count, plural, one {Every month} other {Every # months}}",
  "shop.frequency.year": "{count, plural, one {Every year} other {Every # years}}",
  "shop.quantity": "Quantity",
  "shop.quantityHint": "You can buy up to {max}.",
  "shop.quantity.whole": "Enter the quantity as a whole number, like 1 or 2",
  "shop.quantity.min": "The quantity must be at least 1",
  "shop.quantity.max": "You can buy up to {max} of this item",
  "shop.outOfStock": "Out of stock",
  "shop.outOfStockBody": "This option is out of stock at the moment. Please choose another or check back soon.",
  "shop.addToBasket": "Add to basket",
  "shop.adding": "Adding…",
  "shop.added": "Added to your basket.",
  "shop.viewBasket": "View basket",
  "shop.productImage": "{name}",
  "shop.keyTerms.heading": "Before you subscribe",
  "shop.keyTerms.price": "You pay {price} for each delivery.",
  "shop.keyTerms.firstPayment": "Your first payment is {first} with code {code}, which covers that payment only. After it, you pay {price} for each delivery.",
  "shop.keyTerms.item": "{name}: {frequency}",
  "shop.keyTerms.renews": "It renews automatically until you cancel.",
  "shop.keyTerms.cancel": "You can pause, skip a delivery or cancel at any time from Subscriptions in your account, in no more than three steps.",
  "shop.keyTerms.coolingOff": "You have 14 days from the start to change your mind and get a refund.",
  "shop.keyTerms.acknowledge": "I understand my subscription renews and I will be charged for each delivery until I cancel",
  "shop.keyTerms.required": "Confirm that you understand the subscription terms to continue",
  "shop.cart.heading": "Your basket",
  "shop.cart.empty": "Your basket is empty.",
  "shop.cart.browse": "Browse supplements",
  "shop.cart.item": "Item",
  "shop.cart.each": "Each",
  "shop.cart.lineTotal": "Total",
  "shop.cart.update": "Update quantity",
  "shop.cart.remove": "Remove",
  "shop.cart.removeNamed": "Remove {name}",
  "shop.cart.quantityNamed": "Quantity of {name}",
  "shop.cart.frequencyNamed": "Delivery frequency of {name}",
  "shop.cart.subtotal": "Subtotal",
  "shop.cart.discount": "Discount",
  "shop.cart.total": "Total to pay",
  "shop.cart.pay": "Continue to payment",
  "shop.cart.paying": "Opening payment…",
  "shop.cart.payFailed": "We couldn't start your payment. Nothing has been charged. Please try again.",
  "shop.cart.cancelled": "Your payment was cancelled. Nothing has been charged and your basket is as you left it.",
  "shop.cart.updateFailed": "We couldn't update your basket. Your basket has not changed; please try again.",
  "shop.cart.oneOff": "One-off",
  "shop.complete.heading": "Order confirmed",
  "shop.complete.reference": "Your order reference",
  "shop.complete.next": "What happens next",
  "shop.complete.nextBody": "We've emailed you a receipt. Supplements are sent within 2 working days and tests arrive by first-class post.",
  "shop.complete.contact": "Questions about your order? Email {email} and quote your order reference.",
  "shop.complete.orders": "See your orders",
  "shop.complete.subscriptionStarted": "Your subscription has started",
  "shop.complete.subscriptionsStarted": "Your subscriptions have started",
  "shop.complete.subscriptionTerms": "You'll pay the price shown for each delivery until you cancel. You can pause, skip a delivery or cancel at any time from Subscriptions in your account.",
  "shop.complete.manageSubscriptions": "Manage your subscriptions",
  "shop.complete.pending": "We haven't received your payment for this order yet.",
  "shop.complete.pendingBody": "If you left the payment page, your basket is still waiting for you.",
  "shop.complete.backToBasket": "Return to your basket",
  "shop.payment.heading": "Confirm your payment",
  "shop.payment.body": "Your bank needs you to confirm this payment of {amount}.",
  "shop.payment.authorise": "Confirm payment",
  "shop.payment.decline": "Cancel payment",
  "shop.payment.failed": "Your bank did not confirm the payment. Nothing has been charged and your basket is as you left it.",
  "shop.payment.notRequired": "This payment does not need confirming.",
  "shop.orders.heading": "Your orders",
  "shop.orders.empty": "You have no orders yet.",
  "shop.orders.caption": "Orders {from} to {to} of {total}",
  "shop.orders.date": "Date",
  "shop.orders.state": "Status",
  "shop.orders.items": "Items",
  "shop.orders.total": "Total",
  "shop.orders.discount": "Discount {amount}",
  "shop.orders.coupon.partner": "Partner code",
  "shop.orders.coupon.other": "Discount code",
  "shop.orders.delivery": "Delivery",
  "shop.orders.state.cart": "In basket",
  "shop.orders.state.completed": "Completed",
  "shop.orders.state.cancelled": "Cancelled",
  "shop.orders.reorder": "Order again",
  "shop.paging.label": "Pages",
  "shop.paging.previous": "Previous",
  "shop.paging.next": "Next",
  "shop.paging.page": "Page {page} of {count}",
  "shop.subscriptions.heading": "Subscriptions",
  "shop.subscriptions.tests": "Blood test package",
  "shop.subscriptions.shop": "Supplement subscriptions",
  "shop.subscriptions.empty": "You have no supplement subscriptions.",
  "shop.subscriptions.nextTest": "Next test: {date}",
  "shop.subscriptions.editPackage": "Update your package",
  "shop.subscriptions.manage": "Manage {name}",
  "shop.subscriptions.state": "Status",
  "shop.subscriptions.next": "Next delivery",
  "shop.subscriptions.nextTestLabel": "Next test",
  "shop.subscriptions.price": "Price",
  "shop.subscriptions.frequency": "Frequency",
  "shop.subscriptions.quantity": "Quantity",
  "shop.subscriptions.resumesOn": "Resumes on",
  "shop.subscriptions.none": "None",
  "shop.subscriptions.everyMonths": "{count, plural, one {Every month} other {Every # months}}",
  "shop.subscriptions.perTest": "{price} per test",
  "shop.state.active": "Active",
  "shop.state.pending": "Pending",
  "shop.state.paused": "Paused",
  "shop.state.cancelled": "Cancelled",
  "shop.subscription.skip": "Skip next delivery",
  "shop.subscription.skipped": "Next delivery skipped. Your next delivery is on {date}.",
  "shop.subscription.changeFrequency": "Change frequency",
  "shop.subscription.frequencyChanged": "Frequency updated.",
  "shop.subscription.pause": "Pause subscription",
  "shop.subscription.pauseHeading": "Pause your subscription",
  "shop.subscription.resumeOn": "Resume automatically on (optional)",
  "shop.subscription.resumeOnHint": "Leave blank to stay paused until you resume it.",
  "shop.subscription.resumeOnInvalid": "Enter a date after today, or leave it blank",
  "shop.subscription.confirmPause": "Pause subscription",
  "shop.subscription.paused": "Subscription paused.",
  "shop.subscription.resume": "Resume subscription",
  "shop.subscription.resumed": "Subscription resumed.",
  "shop.subscription.cancel": "Cancel subscription",
  "shop.subscription.working": "Saving…",
  "shop.subscription.notFound": "We couldn't find this subscription.",
  "shop.subscription.back": "Back to subscriptions",
  "shop.cancel.heading": "Cancel your subscription",
  "shop.cancel.offers": "Before you go",
  "shop.cancel.pauseInstead": "Pause instead",
  "shop.cancel.skipInstead": "Skip the next delivery instead",
  "shop.cancel.decline": "No thanks, cancel my subscription",
  "shop.cancel.keep": "Keep my subscription",
  "shop.cancel.done": "Your subscription is cancelled. You won't be charged again.",
  "shop.subscription.restart": "Start {name} again",
  "shop.subscription.restartShop": "You can subscribe again at any time. You choose the quantity and how often, and you are not charged until you pay.",
  "shop.subscription.restartTest": "You can start a new blood test subscription at any time from the blood test editor.",
  "reorder.heading": "Order again",
  "reorder.intro": "Choose a past order to buy the same things again.",
  "reorder.empty": "You have no completed orders to repeat.",
  "reorder.options.heading": "Choose what to order again",
  "reorder.options.none": "Choose at least one item",
  "reorder.options.confirm": "Place order",
  "reorder.options.notFound": "We couldn't find that order.",
  "reorder.processing": "Placing your order…",
  "reorder.complete": "Your order has been placed.",
  "reorder.failed": "We couldn't place your order. Nothing has been charged; please try again.",
  "reorder.confirmation.heading": "Your order has been placed",
  "reorder.confirmation.body": "Order reference {reference}. We'll charge your saved card and send it within 2 working days.",
  "specialists.heading": "Book a specialist",
  "specialists.intro": "Talk your results through with a qualified professional by video call.",
  "specialists.book": "Book {name}",
  "specialists.empty": "No specialists are available to book right now.",
  "booking.heading": "Book {name}",
  "booking.choose": "Choose a specialist first.",
  "booking.done": "Your appointment is booked for {when}. Booking reference {reference}.",
  "booking.failed": "We couldn't book your appointment. Please try again.",
  "booking.notFound": "We couldn't find this specialist service.",
  "download.heading": "Get the {productName} app",
  "download.body": "Track your results, health scores and plan on your phone.",
  "download.link": "Download the app",
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
  "share.title": "Share your results with a doctor",
  "share.action": "Share with a doctor",
  "share.lede": "Make a private link for your GP or another clinician. They see your results with their reference ranges, your earlier results, whether a change is real and your doctor’s report, and they can download them. They do not need an account.",
  "share.form.passcodeHelper": "We recommend one: 6 digits or more. Give it to your doctor separately, not in the same message as the link.",
  "share.form.scopeRequired": "Choose what to share",
  "share.form.expiryRequired": "Choose how long the link works",
  "share.form.passcodeShort": "Use at least {count, plural, one {# digit} other {# digits}} for the passcode, or leave it empty",
  "share.form.passcodeLong": "Use {count, plural, one {# digit} other {# digits}} or fewer for the passcode",
  "share.form.passcodeDigits": "Use numbers only in the passcode",
  "share.form.failed": "We could not make your link. Please try again.",
  "share.form.submitting": "Making your link…",
  "share.created.heading": "Your link is ready",
  "share.created.until": "Send it to your doctor. It works until {until}.",
  "share.created.passcode": "It asks for the passcode you chose: tell your doctor the passcode separately, by phone or in person.",
  "share.created.noPasscode": "It has no passcode, so anyone with the link can see your results until then. Send it only to your doctor.",
  "share.created.once": "We show the link only now. If you lose it, revoke it below and make a new one.",
  "share.created.linkLabel": "Link to your results",
  "share.created.copy": "Copy link",
  "share.created.copied": "Link copied.",
  "share.created.copyFailed": "Your browser did not let us copy the link. Select it and copy it yourself.",
  "share.created.qr": "QR code of the link to your results",
  "share.created.qrHint": "Or let your doctor scan this code with a phone’s camera.",
  "share.created.another": "Make another link",
  "share.links.heading": "Your links",
  "share.links.empty": "You have not shared any results yet.",
  "share.links.kept": "Links that have expired or that you revoked stay here for {days, plural, one {# day} other {# days}}, then they are deleted with their openings.",
  "share.links.scopeLatest": "Your latest test, of {date}",
  "share.links.scopeAll": "Every test, {from} to {to}",
  "share.links.scopeNone": "Tests you have since deleted",
  "share.links.shares": "Shares",
  "share.links.made": "Made",
  "share.links.until": "Works until",
  "share.links.ended": "Ended",
  "share.links.status": "Status",
  "share.links.passcode": "Passcode",
  "share.links.withPasscode": "Asks for a passcode",
  "share.links.withoutPasscode": "No passcode",
  "share.links.wrongPasscodes": "Asks for a passcode ({count} wrong so far)",
  "share.links.status.active": "Active",
  "share.links.status.expired": "Expired",
  "share.links.status.revoked": "Revoked",
  "share.links.status.locked": "Locked",
  "share.links.lockedNote": "Locked after {tries, plural, one {# wrong passcode} other {# wrong passcodes}}: it no longer opens. Make a new link if your doctor still needs one.",
  "share.links.openings": "Opened",
  "share.links.notOpened": "Not opened yet",
  "share.links.opening": "{when}, {device}",
  "share.dateTime": "{date} at {time}",
  "share.links.revoke": "Revoke",
  "share.links.revokeHidden": "the link made {date}",
  "share.links.revoked": "The link is revoked: it no longer opens.",
  "share.links.revokeFailed": "We could not revoke the link. Please try again.",
  "share.links.loadThing": "your shared links",
  "share.links.itemLabel": "Link made {date}",
  "share.device.iphone": "iPhone",
  "share.device.ipad": "iPad",
  "share.device.androidPhone": "Android phone",
  "share.device.androidTablet": "Android tablet",
  "share.device.chromebook": "Chromebook",
  "share.device.windows": "Windows computer",
  "share.device.mac": "Mac",
  "share.device.linux": "Linux computer",
  "share.device.other": "another device",
  "share.downloads.heading": "Download your results",
  "share.downloads.body": "Every test you have, for your own records or another service: as FHIR R4, the format health records use, or as a spreadsheet (CSV).",
  "share.downloads.fhir": "Download FHIR R4 (JSON)",
  "share.downloads.csv": "Download spreadsheet (CSV)",
  "share.downloads.failed": "We could not prepare the download. Please try again.",
  "share.downloads.preparing": "Preparing…",
  "share.view.title": "Shared blood test results",
  "share.view.loading": "Loading the shared results…",
  "share.view.kicker": "Results shared by the patient through {productName}",
  "share.view.heading": "Blood test results: {name}",
  "share.view.patient": "Patient",
  "share.view.name": "Name",
  "share.view.dob": "Date of birth",
  "share.view.sex": "Sex",
  "share.view.testDates": "Test dates",
  "share.view.shared": "Shared",
  "share.view.until": "Link works until",
  "share.view.scopeLatest": "The latest test only",
  "share.view.scopeAll": "Every test, with earlier results",
  "share.view.print": "Print",
  "share.view.actions": "Print or download",
  "share.view.notGiven": "Not given",
  "share.sex.male": "Male",
  "share.sex.female": "Female",
  "share.tests.heading": "Tests",
  "share.tests.test": "Test of {date}",
  "share.tests.undated": "Test with no date",
  "share.tests.source": "Source",
  "share.tests.report": "Doctor’s report",
  "share.tests.reportBy": "{name}, GMC number {gmc}",
  "share.tests.noReport": "No doctor’s report for this test.",
  "share.source.lab": "Accredited partner laboratory of {productName}",
  "share.source.uploaded": "Uploaded by the patient from another lab",
  "share.results.heading": "Results",
  "share.results.other": "Other results",
  "share.result.value": "Result",
  "share.result.range": "Reference range",
  "share.result.flag": "Flag",
  "share.result.tested": "Tested",
  "share.result.source": "Source",
  "share.result.date": "Date",
  "share.result.failed": "Test failed: {reason}",
  "share.result.failedNoReason": "Test failed",
  "share.result.missing": "No value",
  "share.result.labNote": "Lab note: {note}",
  "share.result.change": "Change",
  "share.flag.high": "High",
  "share.flag.low": "Low",
  "share.flag.normal": "Normal",
  "share.flag.abnormal": "Abnormal",
  "share.flag.positive": "Positive",
  "share.flag.negative": "Negative",
  "share.flag.failed": "Test failed",
  "share.flag.none": "Not flagged",
  "share.value.positive": "Positive",
  "share.value.negative": "Negative",
  "share.range.under": "under {high}",
  "share.range.atLeast": "{low} or more",
  "share.range.between": "{low} to {high}",
  "share.range.none": "None given",
  "share.earlier.caption": "Earlier {name} results, oldest first",
  "share.change.notShared": "Earlier results are not part of this share.",
  "share.change.first": "No earlier result to compare with.",
  "share.change.bound": "No change is judged: the result is the lab’s limit of detection, not a measured value.",
  "share.change.uploaded": "No change is judged: this result was uploaded by the patient from another lab, whose method is not known.",
  "share.change.unlike": "No change is judged: the last result, {value} on {date}, came from {what}, and no earlier result is like for like.",
  "share.change.notComparable": "No change is judged: the earlier result, {value} on {date}, cannot serve as a baseline.",
  "share.change.noLimits": "No change is judged against {value} on {date}: there is no published biological variation for this test.",
  "share.change.within": "Not a significant change: {percent} since {value} on {date}, within the reference change value of {limit}.",
  "share.change.realUp": "A significant rise: {percent} since {value} on {date}, more than the reference change value of {limit}.",
  "share.change.realDown": "A significant fall: {percent} since {value} on {date}, more than the reference change value of {limit}.",
  "share.change.skipped": "{value} on {date} is left out of the comparison: it came from {what}.",
  "share.change.rule": "Rule: a change is significant when it is larger than the reference change value, √2 × 1.96 × √(CVa² + CVi²) at 95% confidence, with within-person variation CVi {cvi} and analytical variation CVa {cva}.",
  "share.change.ruleSkewed": "Rule: a change is significant when it passes the log-normal reference change value at 95% confidence (Fokkema 2006), {up} for a rise and {down} for a fall, from within-person variation CVi {cvi} and analytical variation CVa {cva}.",
  "share.gone.heading": "This link is not available",
  "share.gone.body": "It may have expired, been withdrawn by the person who shared it, or been copied incompletely. Ask them to share a new link.",
  "share.locked.heading": "This link is locked",
  "share.locked.body": "The passcode was entered wrongly too many times, so the link no longer opens. Ask the person who shared it for a new link.",
  "share.passcode.heading": "Enter the passcode",
  "share.passcode.intro": "The person who shared these results protected them with a passcode. They should have given it to you separately from the link.",
  "share.passcode.required": "Enter the passcode",
  "share.passcode.short": "The passcode has at least {count, plural, one {# digit} other {# digits}}",
  "share.passcode.long": "The passcode has {count, plural, one {# digit} other {# digits}} or fewer",
  "share.passcode.digits": "The passcode is numbers only",
  "share.passcode.needed": "This link asks for a passcode.",
  "share.passcode.wrong": "That passcode is not right. You have {tries, plural, one {# try} other {# tries}} left before the link locks.",
  "share.passcode.wrongNoCount": "That passcode is not right. After too many wrong tries the link locks.",
  "share.passcode.invalid": "Check the passcode: it is the digits the person who shared the link gave you.",
  "share.load.failed": "We could not load the shared results. Check your connection and try again.",
  "share.load.retry": "Try again",
  "share.fhir.labName": "Accredited partner laboratory of {productName}",
  "share.fhir.uploadNote": "Uploaded by the patient from another lab; values converted to the units shown.",
  "share.fhir.labReport": "Blood test",
  "share.fhir.uploadedReport": "Blood test results uploaded by the patient from another lab",
  "share.fhir.failed": "The sample could not be tested.",
  "share.fhir.noValue": "No value was reported.",
  "share.csv.testDate": "Test date",
  "share.csv.analyte": "Analyte",
  "share.csv.loinc": "LOINC",
  "share.csv.value": "Value",
  "share.csv.unit": "Unit",
  "share.csv.range": "Reference range",
  "share.csv.flag": "Flag",
  "share.csv.source": "Source",
  "share.api.forbidden": "Your account cannot share results.",
  "share.api.nothingToShare": "You have no results to share yet.",
};
