import type { FormDefinition } from '../../forms/form-definition';
import { shareResultsForm } from '../../generated/forms/share-results.gen';
import * as shareResultsValidators from '../../generated/validators/share-results.gen';

/** config/forms/share-results.yaml with its precompiled validators. */
export const shareResults: FormDefinition = { config: shareResultsForm, ...shareResultsValidators };
