import type { RJSFValidationError } from '@rjsf/utils';
import { fillMessage } from '../domain/fill-message';
import type { FormConfig } from '../generated/config-types.gen';
import { messages, type MessageKey } from '../generated/messages.gen';
import { sharedLengthTitle } from './field-title';

/** ".address.line1" or "address.line1" -> "address". */
export function fieldOf(error: Pick<RJSFValidationError, 'property'>): string {
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

/** ajv's params fill the message; {count} is the rule's limit. */
function fill(text: string, params: Readonly<Record<string, unknown>>): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries({ ...params, count: params.limit })) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return fillMessage(text, values);
}

/**
 * ajv's English messages become the spec's copy: the form's YAML names a message key per field and rule.
 * A rule codegen does not require a message for (oneOf, type) falls back to a plain prompt rather than ajv's
 * developer wording.
 */
export function toSpecMessages(form: FormConfig, errors: readonly RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => {
    const field = fieldOf(error);
    const rule = error.name ?? '';
    const params = (error.params ?? {}) as Record<string, unknown>;
    const key = (form.messages?.[field] as Readonly<Record<string, string>> | undefined)?.[rule] as MessageKey | undefined;
    const title = rule === 'maxLength' ? sharedLengthTitle(form, field) : undefined;
    const text = key
      ? fill(messages[key], params)
      : title !== undefined
        ? fill(messages['validation.field.maxLength'], { ...params, field: title })
        : messages['form.checkAnswer'];
    return { ...error, message: text, stack: text };
  });
}
