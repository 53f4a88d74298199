import type { FormDefinition } from '../../forms/form-definition';
import { registerKitForm } from '../../generated/forms/register-kit.gen';
import * as registerKitValidators from '../../generated/validators/register-kit.gen';

export const registerKit: FormDefinition = { config: registerKitForm, ...registerKitValidators };
