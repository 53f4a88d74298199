import { contactDetailsForm } from '../../generated/forms/contact-details.gen';
import * as validators from '../../generated/validators/contact-details.gen';
import type { FormDefinition } from '../../forms/form-definition';

/** config/forms/contact-details.yaml with its precompiled validators, in a module of its own: a page loads only its forms' validators. */
export const contactDetails: FormDefinition = { config: contactDetailsForm, ...validators };
