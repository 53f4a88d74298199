/**
 * A button held down in a form's outline when the form takes over. The browser makes no click of a press that
 * starts on one element and ends on another, and the form's button is a new element in the same place, so without
 * this the person's Save (or a row's add or remove) would be lost when the swap falls between press and release.
 */

/** The pressed button's place among the form's elements, or null when the event is not on a button of the form. */
export function pressedButton(form: HTMLFormElement, target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest('button');
  if (!button || button.disabled) return null;
  const index = Array.from(form.elements).indexOf(button);
  return index === -1 ? null : index;
}

/** Whether a key press activates a button on its release (Space); Enter acts as it goes down, so is never held. */
export const isReleaseKey = (event: KeyboardEvent | { key: string }): boolean => event.key === ' ' || event.key === 'Spacebar';

/**
 * Finishes, on the form that took over, a press begun on the outline: released over the button at the same place
 * (pointer or Space), it is clicked, once, unless the browser clicked it itself; a cancelled press, or a release
 * elsewhere, does nothing. Returns a function that stops waiting.
 */
export function finishPress(form: HTMLFormElement, index: number): () => void {
  const button = form.elements[index];
  if (!(button instanceof HTMLButtonElement)) return () => undefined;
  const doc = form.ownerDocument;
  let clicked = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onClick = (event: Event) => {
    if (event.target instanceof Node && button.contains(event.target)) clicked = true;
  };
  const release = (event: Event) => {
    stop();
    const over = event.type === 'keyup' ? doc.activeElement === button : event.target instanceof Node && button.contains(event.target);
    if (!over || button.disabled || !button.isConnected) return;
    // The browser's own click, when it makes one, comes in the same task as the release.
    doc.addEventListener('click', onClick, true);
    timer = setTimeout(() => {
      doc.removeEventListener('click', onClick, true);
      if (!clicked && button.isConnected) button.click();
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
