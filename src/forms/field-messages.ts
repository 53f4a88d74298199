import type { RJSFValidationError } from '@rjsf/utils';
import type { FormConfig } from '../generated/config-types.gen';
import { messages, type MessageKey } from '../generated/messages.gen';

/** ".address.line1" or "address.line1" -> "address". */
export function fieldOf(error: Pick<RJSFValidationError, 'property'>): string {
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

function fill(text: string, params: Readonly<Record<string, unknown>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = name === 'count' ? params.limit : params[name];
    return value === undefined ? whole : String(value);
  });
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
    const key = (form.messages?.[field] as Readonly<Record<string, string>> | undefined)?.[rule] as MessageKey | undefined;
    const text = key ? fill(messages[key], (error.params ?? {}) as Record<string, unknown>) : messages['form.checkAnswer'];
    return { ...error, message: text, stack: text };
  });
}

