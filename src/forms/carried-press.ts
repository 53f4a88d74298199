/**
 * A control held down in a form's outline when the form takes over: a button, a box or a radio (or its label). The
 * browser makes no click of a press that starts on one element and ends on another, and the form's control is a
 * new element in the same place, so without this the person's Save, tick or choice would be lost when the swap
 * falls between press and release.
 */

type Pressable = HTMLButtonElement | HTMLInputElement;

const PRESSABLE = 'button, input[type="checkbox"], input[type="radio"]';

/** The element as a control a press clicks (a button, a box, a radio), or null when it is none. */
function asPressable(element: Element | null | undefined): Pressable | null {
  return (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.matches(PRESSABLE) ? element : null;
}

/** The control a press on `target` would click: a label presses its box or radio. */
function pressableAt(target: Element): Pressable | null {
  return asPressable(target.closest(PRESSABLE)) ?? asPressable(target.closest('label')?.control);
}

/** The pressed control's place among the form's elements, or null when the event is not on one of its controls. */
export function pressedControl(form: HTMLFormElement, target: EventTarget | null): number | null {
  const control = target instanceof Element ? pressableAt(target) : null;
  if (!control || control.disabled) return null;
  const index = Array.from(form.elements).indexOf(control);
  return index === -1 ? null : index;
}

/** Whether a key press activates a button on its release (Space); Enter acts as it goes down, so is never held. */
export const isReleaseKey = (event: KeyboardEvent | { key: string }): boolean => event.key === ' ' || event.key === 'Spacebar';

/**
 * Finishes, on the form that took over, a press begun on the outline: released over the control at the same place
 * or its label (pointer), or with Space while it has focus, it is clicked, once, unless the browser clicked it
 * itself; a cancelled press, or a release elsewhere, does nothing. Returns a function that stops waiting.
 */
export function finishPress(form: HTMLFormElement, index: number): () => void {
  const control = asPressable(form.elements[index]);
  if (!control) return () => undefined;
  const doc = form.ownerDocument;
  let clicked = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onClick = (event: Event) => {
    if (event.target instanceof Element && pressableAt(event.target) === control) clicked = true;
  };
  const release = (event: Event) => {
    stop();
    const over =
      event.type === 'keyup' ? doc.activeElement === control : event.target instanceof Element && pressableAt(event.target) === control;
    if (!over || control.disabled || !control.isConnected) return;
    // The browser's own click, when it makes one, comes in the same task as the release.
    doc.addEventListener('click', onClick, true);
    timer = setTimeout(() => {
      doc.removeEventListener('click', onClick, true);
      if (!clicked && control.isConnected) control.click();
    }, 0);
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (isReleaseKey(event)) release(event);
  };
  const stop = () => {
    doc.removeEventListener('pointerup', release, true);
    doc.removeEventListener('pointercancel', stop, true);
    doc.removeEventListener('keyup', onKeyUp, true);
  };
  doc.addEventListener('pointerup', release, true);
  doc.addEventListener('pointercancel', stop, true);
  doc.addEventListener('keyup', onKeyUp, true);
  return () => {
    stop();
    if (timer !== undefined) clearTimeout(timer);
    doc.removeEventListener('click', onClick, true);
  };
}
