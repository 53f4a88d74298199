/**
 * How a view's control is driven. Given, the control is controlled and reports to rjsf; absent (the form outline),
 * it starts from the value and keeps what is typed in the DOM, where the outline reads it when the form takes over.
 */
export interface LiveControl<T> {
  onChange: (value: T) => void;
  onBlur: () => void;
  onFocus: () => void;
}
