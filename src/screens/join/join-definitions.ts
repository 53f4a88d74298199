import type { FormDefinition } from '../../forms/form-definition';
import { importantInformationForm } from '../../generated/forms/important-information.gen';
import { userAttributionForm } from '../../generated/forms/user-attribution.gen';
import * as importantInformationValidators from '../../generated/validators/important-information.gen';
import * as userAttributionValidators from '../../generated/validators/user-attribution.gen';

export const importantInformation: FormDefinition = { config: importantInformationForm, ...importantInformationValidators };
export const userAttribution: FormDefinition = { config: userAttributionForm, ...userAttributionValidators };
