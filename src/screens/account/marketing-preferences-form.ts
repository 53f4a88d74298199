import { marketingPreferencesForm } from '../../generated/forms/marketing-preferences.gen';
import * as validators from '../../generated/validators/marketing-preferences.gen';
import type { FormDefinition } from '../../forms/form-definition';

/** config/forms/marketing-preferences.yaml with its precompiled validators, in a module of its own: a page loads only its forms' validators. */
export const marketingPreferences: FormDefinition = { config: marketingPreferencesForm, ...validators };
