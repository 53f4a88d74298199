import type { FormConfig } from '../../src/generated/config-types.gen';
import { FORM_FIELD_CHECKS, type FormFieldCheck } from '../form-actions';
import { didYouMean } from '../load/suggest';
import type { ErrorSink } from './check-context';

const CHECK_NAMES = Object.keys(FORM_FIELD_CHECKS) as FormFieldCheck[];

/**
 * `checks`: each names a field of the form and a registered check, and gives a message key for every problem that
 * check can find (a problem without one would reach people as the generic "check your answer").
 */
export function checkFormChecks(form: FormConfig, messageKeys: readonly string[], sink: ErrorSink): void {
  const fields = Object.keys(form.schema.properties ?? {});
  for (const [field, check] of Object.entries(form.checks ?? {})) {
    const at = ['checks', field];
    if (!fields.includes(field)) sink.at(at, `unknown field "${field}"${didYouMean(field, fields)}`, true);
    if (!(CHECK_NAMES as readonly string[]).includes(check.check)) {
      sink.at(
        [...at, 'check'],
        `unknown check "${check.check}": not one of ${CHECK_NAMES.join(', ')}${didYouMean(check.check, CHECK_NAMES)}`,
      );
      continue;
    }
    const problems: readonly string[] = FORM_FIELD_CHECKS[check.check as FormFieldCheck];
    for (const [problem, key] of Object.entries(check.problems)) {
      if (!problems.includes(problem))
        sink.at(
          [...at, 'problems', problem],
          `"${check.check}" finds no problem "${problem}": its problems are ${problems.join(', ')}${didYouMean(problem, problems)}`,
          true,
        );
      sink.reference([...at, 'problems', problem], 'message key', key, messageKeys);
    }
    const unworded = problems.filter((problem) => !(problem in check.problems));
    if (unworded.length > 0)
      sink.at([...at, 'problems'], `no message for ${unworded.join(', ')}: each problem "${check.check}" finds needs one`, true);
  }
}
