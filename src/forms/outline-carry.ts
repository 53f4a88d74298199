import { dateValueOf, datePartsOf, type DatePartName } from '../domain/date-parts';
import type { FormData } from './form-definition';
import { outlineRows, rowPartId, type OutlineField, type OutlineItem } from './outline-plan';
import { datePartId } from './views/date-parts-inputs';

/** What a person did in a form's outline before rjsf took over, to be done again in the form. */
export interface OutlineCarry {
  /** The fields they changed, with their new values (a rows field as its whole list). */
  data: FormData;
  /**
   * The control that had focus, by its place among the form's elements, with the text selection in it;
   * `selectionUnknown` for a box one types in whose caret and selection cannot be read (email, date, number).
   */
  focus: { index: number; selection: readonly [number, number] | null; selectionUnknown: boolean } | null;
  /** A submit (a button or Enter), or a click on a row's add or remove button, by its place among the elements. */
  pending: { kind: 'submit' } | { kind: 'click'; index: number } | null;
  /** A button, box or radio held down (pointer or Space) and not yet released, by its place among the elements (carried-press.ts). */
  pressing: number | null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
// rjsf's emptyValue: an emptied text field holds no value at all.
const fromText = (text: string): string | undefined => (text === '' ? undefined : text);

/** The field's value as its controls now hold it, or `unchanged` when nobody changed what the outline drew. */
function readField(form: HTMLFormElement, field: Omit<OutlineField, 'id'>, id: string, value: unknown): { value: unknown } | 'unchanged' {
  const control = form.querySelector<Control>(`[id="${id}"]`);
  const drawn = field.control;
  switch (drawn.kind) {
    case 'text':
    case 'textarea':
    case 'choice-select': {
      if (!control) return 'unchanged';
      return control.value === textOf(value) ? 'unchanged' : { value: fromText(control.value) };
    }
    case 'memorable-date': {
      const typed = (name: DatePartName) => form.querySelector<HTMLInputElement>(`[id="${datePartId(id, name)}"]`)?.value ?? '';
      const made = dateValueOf({ day: typed('day'), month: typed('month'), year: typed('year') });
      return made === dateValueOf(datePartsOf(value)) ? 'unchanged' : { value: fromText(made) };
    }
    case 'checkbox': {
      if (!(control instanceof HTMLInputElement)) return 'unchanged';
      return control.checked === (value === true) ? 'unchanged' : { value: control.checked };
    }
    case 'radio': {
      const index = drawn.choices.findIndex((_choice, option) => form.querySelector<HTMLInputElement>(`[id="${id}-${option}"]`)?.checked);
      const chosen = index === -1 ? undefined : drawn.choices[index]?.value;
      return chosen === value || (index === -1 && !drawn.choices.some((choice) => choice.value === value))
        ? 'unchanged'
        : { value: chosen };
    }
    case 'choice-checkboxes': {
      const boxes = Array.from(form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${id}"]`));
      const ticked = boxes.filter((box) => box.checked).map((box) => box.value);
      const before = Array.isArray(value) ? value.filter((item) => boxes.some((box) => box.value === item)) : [];
      return ticked.join('\u0000') === before.join('\u0000') ? 'unchanged' : { value: ticked };
    }
  }
}

/** Reads the outline's controls against the data it was drawn with: only what was changed is carried. */
export function readOutline(form: HTMLFormElement, items: readonly OutlineItem[], data: FormData): FormData {
  const carried: FormData = {};
  for (const item of items) {
    if (item.kind === 'field') {
      const read = readField(form, item.field, item.field.id, data[item.field.name]);
      if (read !== 'unchanged') carried[item.field.name] = read.value;
      continue;
    }
    const rows = outlineRows(data, item.rows.name);
    let changed = false;
    const next = rows.map((row, index) => {
      const copy: Record<string, unknown> = { ...row };
      for (const part of item.rows.parts) {
        const read = readField(form, part, rowPartId(item.rows.id, index, part.name), row[part.name]);
        if (read === 'unchanged') continue;
        changed = true;
        if (read.value === undefined) delete copy[part.name];
        else copy[part.name] = read.value;
      }
      return copy;
    });
    if (changed) carried[item.rows.name] = next;
  }
  return carried;
}

/** The focused control's place among the form's elements, and its selection where it has one. */
export function focusIn(form: HTMLFormElement): OutlineCarry['focus'] {
  const active = form.ownerDocument.activeElement;
  const index = Array.from(form.elements).findIndex((element) => element === active);
  if (index === -1 || !active) return null;
  let selection: readonly [number, number] | null = null;
  try {
    if (
      (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
      active.selectionStart !== null &&
      active.selectionEnd !== null
    ) {
      selection = [active.selectionStart, active.selectionEnd];
    }
  } catch {
    // An input type without a text selection (date, email in some engines).
  }
  // An email or number box keeps no selection range, but Chromium's document selection holds the text selected in
  // it. All of it selected (a box tabbed into, Ctrl+A) is worth carrying: what is typed next replaces it, where the
  // form's box would otherwise take the text after what was there.
  if (
    selection === null &&
    active instanceof HTMLInputElement &&
    active.value !== '' &&
    form.ownerDocument.getSelection()?.toString() === active.value
  ) {
    selection = [0, active.value.length];
  }
  const selectionUnknown =
    active instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(active.type) && selection === null;
  return { index, selection, selectionUnknown };
}

/** Puts focus back on the element at the same place in the form that took over, with the selection it had. */
export function restoreFocus(form: HTMLFormElement, focus: NonNullable<OutlineCarry['focus']>): void {
  const element = form.elements[focus.index];
  if (!(element instanceof HTMLElement)) return;
  element.focus();
  if (focus.selection && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    // The whole value selected: select() works on every box, setSelectionRange not on email or number ones.
    if (focus.selection[0] === 0 && focus.selection[1] === element.value.length && element.value !== '') {
      element.select();
      return;
    }
    try {
      element.setSelectionRange(focus.selection[0], focus.selection[1]);
    } catch {
      // The element's type keeps no selection.
    }
  }
}
