import { partnerConfirmAccountForm } from '../../generated/forms/partner-confirm-account.gen';
import { partnerSetupAccountForm } from '../../generated/forms/partner-setup-account.gen';
import * as confirmValidators from '../../generated/validators/partner-confirm-account.gen';
import * as setupValidators from '../../generated/validators/partner-setup-account.gen';
import type { FormDefinition } from '../../forms/form-definition';

export const partnerSetupAccount: FormDefinition = { config: partnerSetupAccountForm, ...setupValidators };
export const partnerConfirmAccount: FormDefinition = { config: partnerConfirmAccountForm, ...confirmValidators };
