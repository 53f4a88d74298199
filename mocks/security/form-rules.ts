import { serverToday } from '../db/clock';
import { requestForms } from '../../src/generated/requests/request-forms.gen';
import type { FormRule } from '../../src/generated/requests/write-requests.gen';
import { attributeValue, fieldBindings } from '../../src/forms/form-binding';
import { fieldOf } from '../../src/forms/field-messages';
import type { FormData, FormDefinition } from '../../src/forms/form-definition';
import { createFormValidator, type FieldCheckContext } from '../../src/forms/validate-form';

/**
 * SPEC 5 on the server: the same config/forms definitions and precompiled validators the screens use, with the
 * same messages, so the API refuses what a form refuses and says it the same way. One definition, two enforcers:
 * which forms a request's endpoint runs comes from their bindings (codegen's write-requests table).
 */
const validators = new WeakMap<FormDefinition, ReturnType<typeof createFormValidator>>();

function validatorOf(definition: FormDefinition): ReturnType<typeof createFormValidator> {
  let validator = validators.get(definition);
  if (!validator) {
    validator = createFormValidator(definition);
    validators.set(definition, validator);
  }
  return validator;
}

export interface FieldProblem {
  pointer: string;
  detail: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the forms' rules say about a request's attributes, each problem at its attribute's JSON pointer. Each
 * form's answers are read back from the attributes through its binding (a null is a cleared field: to a form, a
 * blank one). A field whose object attribute is not sent, or is cleared, is not checked (an object is sent
 * whole); a partial rule checks only the fields the request sends (a PATCH of one detail is not a missing rest).
 * The fields' own checks (a date of birth in the past) read today from the server's clock.
 */
export function formProblems(
  rules: readonly FormRule[],
  attributes: Readonly<Record<string, unknown>>,
  base = '/data/attributes',
  forms: Readonly<Record<string, FormDefinition>> = requestForms,
  context: FieldCheckContext = { today: serverToday() },
): FieldProblem[] {
  const pointers = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const rule of rules) {
    const definition = forms[rule.form];
    // A rule naming a form the table lacks would pass everything unchecked: fail loudly instead.
    if (!definition)
      throw new Error(
        `The write endpoint names config/forms/${rule.form}.yaml, which request-forms.gen does not hold: run npm run codegen`,
      );
    const data: FormData = {};
    const sent = new Map<string, string>();
    for (const binding of fieldBindings(definition.config)) {
      const [top = ''] = binding.attribute;
      const parent = binding.attribute.length === 1 ? attributes : attributeValue(attributes, binding.attribute.slice(0, -1));
      if (!isObject(parent) || (rule.partial && binding.attribute.length === 1 && !(top in attributes))) continue;
      sent.set(binding.field, `${base}/${binding.attribute.join('/')}`);
      const value = attributeValue(attributes, binding.attribute);
      if (value !== null && value !== undefined) data[binding.field] = value;
    }
    if (sent.size === 0) continue;
    for (const error of validatorOf(definition)(data, context)) {
      const pointer = sent.get(fieldOf(error));
      if (pointer === undefined || pointers.has(pointer)) continue;
      pointers.add(pointer);
      problems.push({ pointer, detail: error.message ?? '' });
    }
  }
  return problems;
}
