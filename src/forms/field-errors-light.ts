import type { RJSFValidationError } from '@rjsf/utils';
import { withoutBlankText } from './blank-text';
import { toSpecMessages } from './field-messages';
import type { FormData, FormDefinition } from './form-definition';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

type PrecompiledValidate = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

/**
 * A config/forms YAML's rules and messages for a page that draws its own few fields without the form kit (the
 * clinician's passcode on a shared link, whose page must stay light): the form's precompiled validator, the
 * spec's message per field and rule, the first problem per field. Rows and rjsf's widgets are not for it.
 */
export function lightFieldErrors(definition: FormDefinition, data: FormData): Record<string, string> {
  const validate = Object.values(definition.validateFns)[0] as PrecompiledValidate | undefined;
  if (!validate || validate(withoutBlankText(data))) return {};
  const errors: RJSFValidationError[] = (validate.errors ?? []).map((error) => {
    const field = error.keyword === 'required' ? String(error.params.missingProperty) : (error.instancePath.split('/')[1] ?? '');
    return {
      name: error.keyword,
      property: `.${field}`,
      params: error.params,
      message: error.message ?? '',
      stack: error.message ?? '',
      schemaPath: '',
    };
  });
  const found: Record<string, string> = {};
  for (const error of toSpecMessages(definition.config, errors)) {
    const field = (error.property ?? '').slice(1);
    if (!(field in found)) found[field] = error.message ?? '';
  }
  return found;
}
