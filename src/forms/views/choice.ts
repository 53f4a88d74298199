/** One option of a radio group, a checkbox group or a select, as a view draws it. */
export interface ViewChoice<T = unknown> {
  value: T;
  label: string;
  disabled?: boolean;
}
