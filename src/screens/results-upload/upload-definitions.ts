// The upload form's choices and row rules (over the analyte catalogue) come with its page.
import '../../forms/all-form-sources';
import type { FormDefinition } from '../../forms/form-definition';
import { resultsUploadForm } from '../../generated/forms/results-upload.gen';
import * as resultsUploadValidators from '../../generated/validators/results-upload.gen';

export const resultsUpload: FormDefinition = { config: resultsUploadForm, ...resultsUploadValidators };
