import { addressForm } from '../../generated/forms/address.gen';
import * as validators from '../../generated/validators/address.gen';
import type { FormDefinition } from '../../forms/form-definition';

/** config/forms/address.yaml with its precompiled validators, in a module of its own: a page loads only its forms' validators. */
export const address: FormDefinition = { config: addressForm, ...validators };
