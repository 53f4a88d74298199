import { deleteAccountForm } from '../../generated/forms/delete-account.gen';
import * as validators from '../../generated/validators/delete-account.gen';
import type { FormDefinition } from '../../forms/form-definition';

/** config/forms/delete-account.yaml with its precompiled validators, in a module of its own: a page loads only its forms' validators. */
export const deleteAccount: FormDefinition = { config: deleteAccountForm, ...validators };
