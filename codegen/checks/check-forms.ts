import type { FormConfig } from '../../src/generated/config-types.gen';
import { FORM_ACTIONS, FORM_QUERY_NAMES } from '../form-actions';
import { didYouMean } from '../load/suggest';
import { ErrorSink, type CheckContext } from './check-context';
import { checkFormBinding } from './check-form-binding';
import { checkFormChecks } from './check-form-checks';
import { checkFormRows } from './check-form-rows';
import { collectRoutes } from './check-routes';
import { sharedLengthTitle } from '../../src/forms/field-title';

function checkForm(context: CheckContext, file: string, form: FormConfig): ErrorSink | undefined {
  const source = context.sources.get(file);
  if (!source) return undefined;
  const sink = new ErrorSink(source);
  const messageKeys = Object.keys(context.config.messages.messages);
  const expectedId = file.replace(/^config\/forms\//, '').replace(/\.yaml$/, '');
  if (form.id !== expectedId) sink.at(['id'], `id "${form.id}" must equal the file name "${expectedId}"`);
  const action = form.submit.action;
  if (action !== undefined && !(FORM_ACTIONS as readonly string[]).includes(action)) {
    sink.at(['submit', 'action'], `unknown submit action "${action}"${didYouMean(action, FORM_ACTIONS)}`);
  }
  const fallback = form.submit.errorFallback;
  if (fallback !== undefined) sink.reference(['submit', 'errorFallback'], 'message key', fallback, messageKeys);
  checkOnSuccess(context, form, messageKeys, sink);
  const fields = Object.keys(form.schema.properties ?? {});
  for (const [field, rules] of Object.entries(form.messages ?? {})) {
    if (!fields.includes(field)) sink.at(['messages', field], `unknown field "${field}"${didYouMean(field, fields)}`, true);
    for (const [rule, key] of Object.entries(rules)) {
      sink.reference(['messages', field, rule], 'message key', key, messageKeys);
    }
  }
  for (const [field, key] of Object.entries(form.helpers ?? {})) {
    if (!fields.includes(field)) sink.at(['helpers', field], `unknown field "${field}"${didYouMean(field, fields)}`, true);
    sink.reference(['helpers', field], 'message key', key, messageKeys);
  }
  checkConstants(context, form, fields, sink);
  checkRuleMessages(form, fields, sink);
  checkFormRows(form, messageKeys, sink);
  checkFormChecks(form, messageKeys, sink);
  checkFormBinding(context, form, sink);
  return sink;
}

/** submit.onSuccess names a message, cached queries and a route: each must exist. */
function checkOnSuccess(context: CheckContext, form: FormConfig, messageKeys: readonly string[], sink: ErrorSink): void {
  const onSuccess = form.submit.onSuccess;
  if (!onSuccess) return;
  const at = ['submit', 'onSuccess'];
  if (onSuccess.message !== undefined) sink.reference([...at, 'message'], 'message key', onSuccess.message, messageKeys);
  (onSuccess.invalidate ?? []).forEach((name, index) => {
    if (!(FORM_QUERY_NAMES as readonly string[]).includes(name)) {
      sink.at(
        [...at, 'invalidate', index],
        `unknown query "${name}": not one of ${FORM_QUERY_NAMES.join(', ')}${didYouMean(name, FORM_QUERY_NAMES)}`,
      );
    }
  });
  const routeIds = collectRoutes(context.config.routes.routes).map(({ route }) => route.id);
  if (onSuccess.navigate !== undefined) sink.reference([...at, 'navigate'], 'route', onSuccess.navigate, routeIds);
  if (onSuccess.keepQuery !== undefined && onSuccess.navigate === undefined)
    sink.at([...at, 'keepQuery'], 'keepQuery needs navigate (a route id)', true);
  if (onSuccess.query !== undefined && onSuccess.navigate === undefined)
    sink.at([...at, 'query'], 'query needs navigate (a route id)', true);
}

/** Validation keywords whose failure a person sees; each needs the form's own copy for that field (a titled field's maxLength excepted). */
const RULES = ['required', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'format', 'const', 'enum'] as const;

/**
 * Every rule a field's schema uses (written in the schema, bound from a constant, or listed in required) has a
 * message for that field, so no one sees the generic prompt for a rule the form could name.
 */
function checkRuleMessages(form: FormConfig, fields: readonly string[], sink: ErrorSink): void {
  const properties = (form.schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = (form.schema as { required?: unknown }).required;
  const requiredFields = Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : [];
  for (const field of fields) {
    const named = form.messages?.[field] ?? {};
    const missing = (rule: string): boolean => !(rule in named);
    const explain = (rule: string) =>
      `field "${field}" uses ${rule} but has no message for it; add messages.${field}.${rule} (a message key)`;
    const requiredAt = requiredFields.indexOf(field);
    if (requiredAt >= 0 && missing('required')) sink.at(['schema', 'required', requiredAt], explain('required'));
    for (const rule of RULES) {
      if (rule === 'required' || !missing(rule)) continue;
      // A titled field's length limit has the shared message naming it (src/forms/field-messages.ts).
      if (rule === 'maxLength' && sharedLengthTitle(form, field) !== undefined) continue;
      if (rule in (properties[field] ?? {})) sink.at(['schema', 'properties', field, rule], explain(rule), true);
      else if ((form.constants?.[field] as Readonly<Record<string, string>> | undefined)?.[rule] !== undefined)
        sink.at(['constants', field, rule], explain(rule), true);
    }
  }
}

/** A schema value taken from config/app.yaml constants: the constant must exist and the YAML must not repeat it. */
function checkConstants(context: CheckContext, form: FormConfig, fields: readonly string[], sink: ErrorSink): void {
  const constants = context.config.app.constants as unknown as Readonly<Record<string, unknown>>;
  const names = Object.keys(constants).filter((name) => ['string', 'number', 'boolean'].includes(typeof constants[name]));
  const properties = (form.schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const [field, bindings] of Object.entries(form.constants ?? {})) {
    if (!fields.includes(field)) {
      sink.at(['constants', field], `unknown field "${field}"${didYouMean(field, fields)}`, true);
      continue;
    }
    for (const [keyword, name] of Object.entries(bindings)) {
      if (!names.includes(name)) {
        sink.at(
          ['constants', field, keyword],
          `"${name}" is not a constant of config/app.yaml (constants.<name>, a single value)${didYouMean(name, names)}`,
        );
      } else if (keyword in (properties[field] ?? {})) {
        sink.at(
          ['schema', 'properties', field, keyword],
          `${field}.${keyword} comes from constants.${name} in config/app.yaml (${JSON.stringify(constants[name])}); remove it here so the value has one source`,
        );
      }
    }
  }
}

export function checkForms(context: CheckContext): ErrorSink[] {
  return Object.entries(context.config.forms)
    .map(([id, form]) => checkForm(context, `config/forms/${id}.yaml`, form))
    .filter((sink): sink is ErrorSink => sink !== undefined);
}
