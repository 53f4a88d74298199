import Form from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { use, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { errorCopy, isApiError } from '../api/api-error';
import { errorReporter } from '../adapters/error-reporting';
import type { MessageKey } from '../generated/messages.gen';
import { Button } from '../ui/button';
import { ErrorSummary } from '../ui/error-summary';
import { Icon } from '../ui/icons';
import { message } from '../ui/message';
import type { FormData } from './form-definition';
import { afterPress, watchPresses } from './after-press';
import { allOfMergeLoaded, loadAllOfMerge, namesAllOf } from './all-of-merge';
import { loadRareFields, namesRareFields, rareFieldsLoaded } from './rare-field';
import { errorKey, errorSchemaOf, idOfKey, keyOfId, rowServerErrors } from './row-errors';
import { formUiSchema, useRowsContext } from './rows-ui';
import { formStatusReducer, initialFormStatus } from './form-status';
import { formSourcesLoaded, loadFormSources, namesFormSources } from './form-sources';
import { useFormSuccess } from './form-success';
import { useSingleFlight } from './use-single-flight';
import { createFormValidator, localCheckContext } from './validate-form';
import { BaseInputTemplate } from './templates/base-input-template';
import { CheckboxWidget } from './templates/checkbox-widget';
import { ChoiceCheckboxesWidget } from './templates/choice-checkboxes-widget';
import { ChoiceSelectWidget } from './templates/choice-select-widget';
import { MemorableDateWidget } from './templates/memorable-date-widget';
import { MEMORABLE_DATE_WIDGET } from './widget-names';
import { FieldTemplate } from './templates/field-template';
import { RadioWidget } from './templates/radio-widget';
import { RowsTemplate, RowTemplate } from './templates/rows-template';
import { TextareaWidget } from './templates/textarea-widget';
import type { DrawnFormProps } from './yaml-form-props';

interface Props extends DrawnFormProps {
  /** What was typed into the form's outline before this took over: merged over the values, as the person's edits. */
  carried?: FormData;
}

const templates = { FieldTemplate, BaseInputTemplate, ArrayFieldTemplate: RowsTemplate, ArrayFieldItemTemplate: RowTemplate };
// rjsf would otherwise prefill `const` values: the "I agree" phrase and the terms box would arrive pre-answered;
// and fill an array up to its minItems with empty entries: "tick at least one" would arrive as one blank answer.
// Module constants: rjsf rebuilds its state whenever one of these props changes identity.
const DEFAULT_FORM_STATE = { constAsDefaults: 'never', arrayMinItems: { populate: 'never' } } as const;
const widgets = {
  CheckboxWidget,
  RadioWidget,
  ChoiceSelectWidget,
  ChoiceCheckboxesWidget,
  TextareaWidget,
  [MEMORABLE_DATE_WIDGET]: MemorableDateWidget,
};

/** Calls merge with values each time they are a new object; during render, so the merged values paint at once. */
function useMergeWhenNew(values: FormData | undefined, merge: (values: FormData) => void) {
  const [applied, setApplied] = useState<FormData | undefined>(undefined);
  if (values !== applied) {
    setApplied(values);
    if (values) merge(values);
  }
}

const rowCount = (data: FormData, rowFields: readonly string[]): string =>
  rowFields.map((field) => (Array.isArray(data[field]) ? (data[field] as unknown[]).length : 0)).join(',');

/**
 * A form of config/forms rendered by rjsf: validation on blur for the fields a person has left, the spec's
 * messages, an error summary that takes focus on a failed submit, and server errors that keep every value.
 * Screens use YamlForm (yaml-form.tsx), which shows the form's outline until this module has loaded.
 */
export function RjsfForm({
  definition,
  initialData = {},
  onSubmit,
  onSuccess,
  checkFacts,
  canSubmit,
  submitLabel,
  submittingLabel,
  patch,
  carried,
  children,
  submitVariant = 'primary',
  secondaryAction,
}: Props) {
  const { config, schema, validateFns } = definition;
  // A form naming choices or row rules waits for them (its page normally brings them along: no wait at all).
  if (namesFormSources(config) && !formSourcesLoaded()) use(loadFormSources());
  // A schema with allOf waits for rjsf's merger, a chunk of its own (all-of-merge.ts): no form of ours has one today.
  if (namesAllOf(schema) && !allOfMergeLoaded()) use(loadAllOfMerge());
  // As does a schema that could reach one of rjsf's rare fields (rare-field.tsx): they load before it is drawn.
  if (namesRareFields(schema) && !rareFieldsLoaded()) use(loadRareFields());
  // rjsf needs a validator of its own to render; the messages a person sees come from createFormValidator.
  const validator = useMemo(() => createPrecompiledValidator(validateFns, schema), [validateFns, schema]);
  const validateWith = useMemo(() => createFormValidator(definition), [definition]);
  // The facts as they are when a check runs (a date of birth saved in an earlier step), and today where the person is.
  const facts = useRef(checkFacts);
  facts.current = checkFacts;
  const validate = useCallback((formData: FormData) => validateWith(formData, localCheckContext(facts.current)), [validateWith]);
  const [data, setData] = useState<FormData>(initialData);
  const dataRef = useRef<FormData>(initialData);
  // Whether the person has changed anything since the values were loaded or saved.
  const edited = useRef(false);
  // After a save the refreshed values replace what was typed, so the form shows what was saved ("07700900555",
  // not the "+44 7700 900555" typed); values refreshed while the person is editing do not overwrite their typing.
  const initialKey = JSON.stringify(initialData);
  const [adoptedKey, setAdoptedKey] = useState(initialKey);
  if (initialKey !== adoptedKey) {
    setAdoptedKey(initialKey);
    if (!edited.current) {
      dataRef.current = initialData;
      setData(initialData);
    }
  }
  const merge = (values: FormData, asEdit: boolean) => {
    if (asEdit) edited.current = true;
    dataRef.current = { ...dataRef.current, ...values };
    setData(dataRef.current);
  };
  useMergeWhenNew(patch, (values) => merge(values, false));
  // What was typed in the outline counts as the person's edit: a refetch does not overwrite it.
  useMergeWhenNew(carried, (values) => merge(values, true));
  const [status, dispatch] = useReducer(formStatusReducer, initialFormStatus);
  const flight = useSingleFlight();
  // While a submit runs, the previous attempt's notices are hidden but keep their space: nothing moves under
  // the pointer, so a second click cannot land on whatever would have moved up (a terms link).
  const [held, setHeld] = useState(false);
  const heldNotice = useRef<{ className: string; text: string } | null>(null);
  const afterSuccess = useFormSuccess(config.submit.onSuccess);
  const usualNotice = config.submit.onSuccess?.message ? message(config.submit.onSuccess.message as MessageKey) : null;
  // The last save's own notice, when the definition says what that save did (definition.successNotice).
  const [savedNotice, setSavedNotice] = useState<string | null>(null);
  const successText = savedNotice ?? usualNotice;
  const [summary, setSummary] = useState<RJSFValidationError[]>([]);
  const [clientErrors, setClientErrors] = useState<RJSFValidationError[]>([]);
  // Keyed like client errors: a field, or a row part ("results.1.value").
  const [serverErrors, setServerErrors] = useState<readonly (readonly [string, string])[]>([]);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Each failed submit moves focus to the summary once it is rendered (a frame callback can run before an
  // update scheduled after an await has rendered it).
  const [summaryShown, setSummaryShown] = useState(0);
  useEffect(() => {
    if (summaryShown > 0) summaryRef.current?.focus();
  }, [summaryShown]);
  const idPrefix = config.id;
  const fields = useMemo(() => Object.keys(config.schema.properties ?? {}), [config]);
  const rowFields = useMemo(() => Object.keys(config.rows ?? {}), [config]);
  const uiSchema = formUiSchema(config);
  const formContext = useRowsContext(config, idPrefix, fields, data);

  // Validation is ours (createFormValidator), not rjsf's live validation, which can drop a change or a submit that races a blur.
  // Before the first submit only the fields a person has left show errors; afterwards all of them do.
  // Reads only refs besides validate and rowFields, so the carried-fields effect can depend on it.
  const visibleErrors = useCallback(
    (formData: FormData) =>
      validate(formData).filter((error) => submitted.current || touched.current.has(errorKey(error.property, rowFields))),
    [validate, rowFields],
  );
  const showErrors = (formData: FormData) => setClientErrors(visibleErrors(formData));
  useEffect(() => watchPresses(), []);

  // Fields changed in the outline have been left (the form takes over at a pause): their errors show, as on a blur.
  // Not the one focus is in: a date whose day was typed in the outline is still being typed (its month box next).
  useEffect(() => {
    const active = document.activeElement;
    const inField = active ? keyOfId(idPrefix, active.id, fields, rowFields) : undefined;
    const left = Object.keys(carried ?? {}).filter((field) => !rowFields.includes(field) && field !== inField);
    if (left.length === 0) return;
    left.forEach((field) => touched.current.add(field));
    setClientErrors(visibleErrors(dataRef.current));
  }, [carried, idPrefix, fields, rowFields, visibleErrors]);

  const submit = async (formData: FormData) => {
    heldNotice.current =
      status.error && status.errorMessage
        ? { className: 'form-error', text: status.errorMessage }
        : status.success && successText
          ? { className: 'form-success', text: successText }
          : null;
    setHeld(true);
    dispatch({ type: 'submit' });
    let succeeded: { result: unknown } | undefined;
    try {
      const result = await onSubmit(formData);
      setSavedNotice(definition.successNotice?.(formData, initialData) ?? null);
      edited.current = false;
      setHeld(false);
      setSummary([]);
      setServerErrors([]);
      dispatch({ type: 'succeeded' });
      succeeded = { result };
    } catch (error) {
      setHeld(false);
      setSummary([]);
      setServerErrors([]);
      errorReporter.report(error, { form: config.id });
      const fallback = message((config.submit.errorFallback ?? 'error.update') as MessageKey);
      // A brute-force limit (429) says to wait, on every form: a settings form's fixed message would invite a retry.
      const waitToRetry = isApiError(error) && error.status === 429;
      dispatch({
        type: 'failed',
        message: waitToRetry
          ? message('error.tooManyAttempts')
          : config.submit.serverDetail === false
            ? fallback
            : errorCopy(error, fallback),
      });
      if (!isApiError(error)) return;
      const onRows = rowServerErrors(error.errors, config, formData);
      const onFields = Object.entries(error.fieldErrorsFor(fields.filter((field) => !rowFields.includes(field))));
      setServerErrors([...onFields, ...onRows]);
      const listed = [...onFields, ...onRows].map(([key, detail]): RJSFValidationError => ({
        property: `.${key}`,
        message: detail,
        stack: detail,
      }));
      // A rejected submit gets the same focused summary as a client-side one, so the field errors are announced.
      if (listed.length > 0) showSummary(listed);
    }
    // Outside the try: a failure while refreshing or moving on is not a failed submit (the change is saved).
    if (succeeded) await afterSuccess(() => onSuccess?.(succeeded.result, formData));
  };

  const showSummary = (errors: RJSFValidationError[]) => {
    setSummary(errors);
    setSummaryShown((count) => count + 1);
  };

  const enabled = !status.submitting && !flight.running && (canSubmit ? canSubmit(data) : true);
  // The client's message first, else the server's detail for that field or row part.
  const errorSchema = useMemo(
    () =>
      errorSchemaOf([...clientErrors.map((error) => [errorKey(error.property, rowFields), error.message ?? ''] as const), ...serverErrors]),
    [clientErrors, serverErrors, rowFields],
  );
  return (
    <div
      className="yaml-form"
      onSubmitCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!enabled) return;
        submitted.current = true;
        const errors = validate(dataRef.current);
        setClientErrors(errors);
        if (errors.length > 0) {
          showSummary(errors);
          return;
        }
        void flight.run(() => submit(dataRef.current));
      }}
    >
      <div className={held ? 'held-notice' : undefined} aria-hidden={held ? true : undefined}>
        <ErrorSummary
          ref={summaryRef}
          focusOnShow={false}
          errors={summary.map((error) => ({
            href: `#${idOfKey(idPrefix, errorKey(error.property, rowFields))}`,
            text: error.message ?? '',
          }))}
        />
      </div>
      <Form
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        schema={schema}
        uiSchema={uiSchema}
        formContext={formContext}
        validator={validator}
        formData={data}
        idPrefix={idPrefix}
        idSeparator="_"
        noHtml5Validate
        noValidate
        showErrorList={false}
        extraErrors={errorSchema}
        templates={templates}
        widgets={widgets}
        onBlur={(id) => {
          const key = keyOfId(idPrefix, id, fields, rowFields);
          if (key) touched.current.add(key);
          // Leaving a field for a control below it: its message shows after the click, not under the pointer.
          afterPress(() => showErrors(dataRef.current));
        }}
        onChange={(event) => {
          const next = (event.formData ?? {}) as FormData;
          if (JSON.stringify(next) !== JSON.stringify(dataRef.current)) edited.current = true;
          // A row added or removed moves the rows after it: errors and "left" marks by position are recomputed.
          const rowsMoved = rowCount(next, rowFields) !== rowCount(dataRef.current, rowFields);
          dataRef.current = next;
          setData(next);
          dispatch({ type: 'edited' });
          if (rowsMoved) {
            touched.current = new Set([...touched.current].filter((key) => !rowFields.some((field) => key.startsWith(`${field}.`))));
            setServerErrors((current) => current.filter(([key]) => !rowFields.some((field) => key.startsWith(`${field}.`))));
          }
          if (submitted.current || rowsMoved) showErrors(next);
        }}
      >
        {children}
        {status.error && status.errorMessage ? (
          <p role="alert" className="form-error">
            <Icon name="error" />
            <span>{status.errorMessage}</span>
          </p>
        ) : null}
        {held && heldNotice.current ? (
          <p className={`${heldNotice.current.className} held-notice`} aria-hidden="true">
            <Icon name={heldNotice.current.className === 'form-error' ? 'error' : 'success'} />
            <span>{heldNotice.current.text}</span>
          </p>
        ) : null}
        {status.success && successText ? (
          <p role="status" className="form-success">
            <Icon name="success" />
            <span>{successText}</span>
          </p>
        ) : null}
        {/* Keeping focus in the field on mousedown: a blur error appearing would move the button from under the pointer. */}
        <div className="form-actions">
          <Button
            type="submit"
            variant={submitVariant}
            busy={status.submitting || flight.running}
            busyLabel={submittingLabel ?? message('form.submitting')}
            disabled={!enabled && !status.submitting}
            onMouseDown={(event) => event.preventDefault()}
          >
            {submitLabel ?? config.submit.label}
          </Button>
          {secondaryAction}
        </div>
      </Form>
    </div>
  );
}
