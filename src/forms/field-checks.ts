import type { RJSFValidationError } from '@rjsf/utils';
import { FORM_FIELD_CHECKS, type FormFieldCheck } from '../../codegen/form-actions';
import { datePartsOf } from '../domain/date-parts';
import { dateOfBirthProblem, testDateProblem, type DateRuleProblem } from '../domain/date-rules';
import { formatDate } from '../domain/dates';
import { fillMessage } from '../domain/fill-message';
import type { FormConfig } from '../generated/config-types.gen';
import { messages, type MessageKey } from '../generated/messages.gen';

/**
 * What a field's own check compares with besides the answer: today where the check runs ("YYYY-MM-DD": the
 * person's own day on a screen, the server's clock on the server) and what is known of the person.
 */
export interface FieldCheckContext {
  today: string;
  dateOfBirth?: string | null;
}

type FieldCheck<Name extends FormFieldCheck> = (
  value: unknown,
  context: FieldCheckContext,
) => DateRuleProblem<(typeof FORM_FIELD_CHECKS)[Name][number]> | null;

/** Each check a form's `checks` may name, over the pure rules of src/domain/date-rules.ts. */
export const fieldChecks: { [Name in FormFieldCheck]: FieldCheck<Name> } = {
  'date-of-birth': (value, context) => dateOfBirthProblem(datePartsOf(value), context.today),
  'test-date': (value, context) => testDateProblem(datePartsOf(value), context.today, context.dateOfBirth),
};

/**
 * The problems of a form's `checks` in the YAML's words, one per field the form shows (a page's view may leave
 * some out), at the field's property as rjsf's own errors are.
 */
export function fieldCheckErrors(
  form: FormConfig,
  data: Readonly<Record<string, unknown>>,
  context: FieldCheckContext,
): RJSFValidationError[] {
  const shown = form.schema.properties ?? {};
  const errors: RJSFValidationError[] = [];
  for (const [field, rule] of Object.entries(form.checks ?? {})) {
    if (!(field in shown)) continue;
    const found = fieldChecks[rule.check as FormFieldCheck](data[field], context);
    if (!found) continue;
    const key = rule.problems[found.problem] as MessageKey | undefined;
    const words = key ? messages[key] : messages['form.checkAnswer'];
    // Without a date the placeholder is left as written (fillMessage leaves a value it is not given).
    const text = fillMessage(words, found.date ? { date: formatDate(found.date) ?? found.date } : {});
    errors.push({ property: `.${field}`, message: text, stack: text, name: found.problem });
  }
  return errors;
}
