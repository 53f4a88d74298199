// Generated from config/forms by `npm run codegen`; do not edit.
import type { FormDefinition } from '../../forms/form-definition';
import { addressForm } from '../forms/address.gen';
import * as addressValidators from '../validators/address.gen';
import { changePasswordForm } from '../forms/change-password.gen';
import * as changePasswordValidators from '../validators/change-password.gen';
import { contactDetailsForm } from '../forms/contact-details.gen';
import * as contactDetailsValidators from '../validators/contact-details.gen';
import { createAccountForm } from '../forms/create-account.gen';
import * as createAccountValidators from '../validators/create-account.gen';
import { marketingPreferencesForm } from '../forms/marketing-preferences.gen';
import * as marketingPreferencesValidators from '../validators/marketing-preferences.gen';
import { partnerConfirmAccountForm } from '../forms/partner-confirm-account.gen';
import * as partnerConfirmAccountValidators from '../validators/partner-confirm-account.gen';
import { partnerSetupAccountForm } from '../forms/partner-setup-account.gen';
import * as partnerSetupAccountValidators from '../validators/partner-setup-account.gen';
import { personalDetailsForm } from '../forms/personal-details.gen';
import * as personalDetailsValidators from '../validators/personal-details.gen';
import { shareResultsForm } from '../forms/share-results.gen';
import * as shareResultsValidators from '../validators/share-results.gen';
import { sharedPasscodeForm } from '../forms/shared-passcode.gen';
import * as sharedPasscodeValidators from '../validators/shared-passcode.gen';
import { userAttributionForm } from '../forms/user-attribution.gen';
import * as userAttributionValidators from '../validators/user-attribution.gen';

/** Every form of config/forms whose rules a write endpoint runs, by id, with its precompiled validators. */
export const requestForms: Readonly<Record<string, FormDefinition>> = {
  "address": { config: addressForm, ...addressValidators },
  "change-password": { config: changePasswordForm, ...changePasswordValidators },
  "contact-details": { config: contactDetailsForm, ...contactDetailsValidators },
  "create-account": { config: createAccountForm, ...createAccountValidators },
  "marketing-preferences": { config: marketingPreferencesForm, ...marketingPreferencesValidators },
  "partner-confirm-account": { config: partnerConfirmAccountForm, ...partnerConfirmAccountValidators },
  "partner-setup-account": { config: partnerSetupAccountForm, ...partnerSetupAccountValidators },
  "personal-details": { config: personalDetailsForm, ...personalDetailsValidators },
  "share-results": { config: shareResultsForm, ...shareResultsValidators },
  "shared-passcode": { config: sharedPasscodeForm, ...sharedPasscodeValidators },
  "user-attribution": { config: userAttributionForm, ...userAttributionValidators },
};
