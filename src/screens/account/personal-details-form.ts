import { personalDetailsForm } from '../../generated/forms/personal-details.gen';
import * as validators from '../../generated/validators/personal-details.gen';
import type { FormDefinition } from '../../forms/form-definition';

/** config/forms/personal-details.yaml with its precompiled validators, in a module of its own: a page loads only its forms' validators. */
export const personalDetails: FormDefinition = { config: personalDetailsForm, ...validators };
