import { changePasswordForm } from '../../generated/forms/change-password.gen';
import * as validators from '../../generated/validators/change-password.gen';
import type { FormDefinition } from '../../forms/form-definition';

/** config/forms/change-password.yaml with its precompiled validators, in a module of its own: a page loads only its forms' validators. */
export const changePassword: FormDefinition = { config: changePasswordForm, ...validators };
