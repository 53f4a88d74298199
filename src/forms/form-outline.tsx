import { useLayoutEffect, useMemo, useRef, type HTMLAttributes, type RefObject } from 'react';
import { Button } from '../ui/button';
import type { FormData } from './form-definition';
import { isReleaseKey, pressedControl } from './carried-press';
import { focusIn, readOutline, type OutlineCarry } from './outline-carry';
import { outlineRows, rowId, rowPartId, type OutlineField, type OutlineItem } from './outline-plan';
import { useRowsContext } from './rows-ui';
import { selectChoices } from './select-choices';
import type { RowsContext } from './templates/rows-context';
import { CheckboxView } from './views/checkbox-view';
import { ChoiceCheckboxesView } from './views/choice-checkboxes-view';
import { ChoiceSelectView } from './views/choice-select-view';
import { FieldView } from './views/field-view';
import { MemorableDateView } from './views/memorable-date-view';
import { RadioGroupView } from './views/radio-group-view';
import { RowFieldsView, RowsView, RowView } from './views/rows-view';
import { TextareaView } from './views/textarea-view';
import { TextInputView } from './views/text-input-view';
import type { DrawnFormProps } from './yaml-form-props';

interface Props extends DrawnFormProps {
  plan: readonly OutlineItem[];
  /** Set while the outline is on the page: reads what the person has done in it so far. */
  reader: RefObject<(() => OutlineCarry) | null>;
  /**
   * A moment the form may take over: focus has left a control, a choice was made (a select, a box, a radio), or an
   * action is waiting (a submit, a row's add or remove). `now` for the last two: the form is needed at once.
   */
  onPause: (now: boolean) => void;
}

type Values = Readonly<Record<string, unknown>>;

/** One field's control, drawn by the view rjsf's widget for it uses, from the value it starts with. */
function OutlineControlView({
  field,
  id,
  value,
  context,
}: {
  field: Omit<OutlineField, 'id'>;
  id: string;
  value: unknown;
  context: RowsContext;
}) {
  const control = field.control;
  switch (control.kind) {
    case 'text':
      return (
        <TextInputView
          id={id}
          type={control.type}
          value={value === undefined || value === null ? '' : String(value)}
          required={field.required}
          autoComplete={control.autoComplete}
          inputMode={control.inputMode as HTMLAttributes<HTMLInputElement>['inputMode']}
          placeholder={control.placeholder}
        />
      );
    case 'memorable-date':
      return <MemorableDateView id={id} label={field.label} required={field.required} value={value} autoComplete={control.autoComplete} />;
    case 'textarea':
      return (
        <TextareaView
          id={id}
          value={typeof value === 'string' ? value : ''}
          rows={control.rows}
          required={field.required}
          placeholder={control.placeholder}
        />
      );
    case 'radio':
      return <RadioGroupView id={id} label={field.label} required={field.required} choices={control.choices} value={value} />;
    case 'checkbox':
      return <CheckboxView id={id} label={field.label} checked={value === true} />;
    case 'choice-checkboxes': {
      const place = context.locate(id);
      const selected = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
      return (
        <ChoiceCheckboxesView
          id={id}
          label={field.label}
          required={field.required}
          options={context.choicesFor(place.path, undefined)}
          selected={selected}
        />
      );
    }
    case 'choice-select': {
      const { options, prompt, current, offered } = selectChoices(context, id, value);
      return <ChoiceSelectView id={id} options={options} prompt={prompt} value={offered ? current : ''} required={field.required} />;
    }
  }
}

/** A field with its label, as rjsf's field template draws it. */
function OutlineFieldView({
  field,
  id,
  value,
  context,
  inRow,
}: {
  field: Omit<OutlineField, 'id'>;
  id: string;
  value: unknown;
  context: RowsContext;
  inRow: boolean;
}) {
  const grouped = ['radio', 'choice-checkboxes', 'checkbox', 'memorable-date'].includes(field.control.kind);
  return (
    <FieldView
      id={id}
      classNames={`rjsf-field rjsf-field-${field.type}`}
      label={grouped ? undefined : field.label}
      optional={!field.required && !inRow}
      description={field.control.kind === 'checkbox' ? undefined : field.description}
    >
      <OutlineControlView field={field} id={id} value={value} context={context} />
    </FieldView>
  );
}

/**
 * A YAML form drawn without rjsf, in the same markup (the views the rjsf templates use), while rjsf loads after
 * the page has painted: the page's first paint does not wait for rjsf, and nothing moves when the form takes over.
 * What is typed, ticked or chosen here, the focus, and a submit or a row's add or remove are carried into the form.
 */
export function FormOutline({
  definition,
  initialData,
  patch,
  canSubmit,
  submitLabel,
  submitVariant = 'primary',
  secondaryAction,
  children,
  plan,
  reader,
  onPause,
}: Props) {
  const { config } = definition;
  const data = useMemo((): FormData => ({ ...initialData, ...patch }), [initialData, patch]);
  const fields = useMemo(() => Object.keys(config.schema.properties ?? {}), [config]);
  const context = useRowsContext(config, config.id, fields, data);
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef<OutlineCarry['pending']>(null);
  const pressing = useRef<number | null>(null);
  const press = (target: EventTarget | null) => {
    pressing.current = formRef.current ? pressedControl(formRef.current, target) : null;
  };
  const release = () => {
    pressing.current = null;
  };
  const drawn = useRef({ plan, data });
  drawn.current = { plan, data };
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    reader.current = () => ({
      data: readOutline(form, drawn.current.plan, drawn.current.data),
      focus: focusIn(form),
      pending: pending.current,
      pressing: pressing.current,
    });
    return () => {
      reader.current = null;
    };
  }, [reader]);
  const clickLater = (element: HTMLElement) => {
    const form = formRef.current;
    if (form) pending.current = { kind: 'click', index: Array.from(form.elements).indexOf(element as HTMLButtonElement) };
    onPause(true);
  };
  return (
    <div className="yaml-form">
      <div />
      <form
        ref={formRef}
        className="rjsf"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pending.current = { kind: 'submit' };
          onPause(true);
        }}
        onChange={(event) => {
          // A choice is made at once; a text may still be being typed.
          const control: unknown = event.target;
          if (
            control instanceof HTMLSelectElement ||
            (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
          )
            onPause(true);
        }}
        onBlur={() => onPause(false)}
        onPointerDown={(event) => press(event.target)}
        onPointerUp={release}
        onPointerCancel={release}
        onKeyDown={(event) => {
          if (isReleaseKey(event)) press(event.target);
        }}
        onKeyUp={(event) => {
          if (isReleaseKey(event)) release();
        }}
      >
        <div className="field rjsf-field rjsf-field-object">
          <fieldset id={config.id}>
            {plan.map((item) =>
              item.kind === 'field' ? (
                <OutlineFieldView
                  key={item.field.name}
                  field={item.field}
                  id={item.field.id}
                  value={(data as Values)[item.field.name]}
                  context={context}
                  inRow={false}
                />
              ) : (
                <div key={item.rows.name} className="field rjsf-field rjsf-field-array">
                  <RowsView
                    id={item.rows.id}
                    title={item.rows.label}
                    rows={item.rows.settings}
                    canAdd
                    onAdd={(event) => clickLater(event.currentTarget)}
                  >
                    {outlineRows(data, item.rows.name).map((row, index, all) => (
                      <RowView
                        key={index}
                        id={rowId(item.rows.id, index)}
                        index={index}
                        rows={item.rows.settings}
                        note={context.noteFor(item.rows.name, index)}
                        canRemove={all.length > 1 && (item.rows.minItems === undefined || all.length > item.rows.minItems)}
                        onRemove={(event) => clickLater(event.currentTarget)}
                      >
                        <div className="field rjsf-field rjsf-field-object">
                          <RowFieldsView
                            fields={item.rows.parts.map((part) => ({
                              name: part.name,
                              content: (
                                <OutlineFieldView
                                  field={part}
                                  id={rowPartId(item.rows.id, index, part.name)}
                                  value={row[part.name]}
                                  context={context}
                                  inRow
                                />
                              ),
                            }))}
                          />
                        </div>
                      </RowView>
                    ))}
                  </RowsView>
                </div>
              ),
            )}
          </fieldset>
        </div>
        {children}
        <div className="form-actions">
          <Button
            type="submit"
            variant={submitVariant}
            disabled={canSubmit ? !canSubmit(data) : false}
            onMouseDown={(event) => event.preventDefault()}
          >
            {submitLabel ?? config.submit.label}
          </Button>
          {secondaryAction}
        </div>
      </form>
    </div>
  );
}
