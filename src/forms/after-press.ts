/**
 * Work that would move the page (a field's message shown when it is left) waits while a pointer is pressed: the
 * press that moved focus out of the field is on a control below it, and a message pushing that control down
 * between press and release makes the release land elsewhere, so the browser clicks nothing. The work runs after
 * the release's click (which comes in the release's own task), or at once when nothing is pressed.
 */

let pressed = false;
let waiting: (() => void)[] = [];

function released(): void {
  if (!pressed) return;
  pressed = false;
  setTimeout(() => {
    const work = waiting;
    waiting = [];
    work.forEach((run) => run());
  }, 0);
}

let watching = false;

/** Watches the document's presses (once: a press cannot begin before the first form that needs this is drawn). */
export function watchPresses(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener('pointerdown', () => (pressed = true), true);
  doc.addEventListener('pointerup', released, true);
  doc.addEventListener('pointercancel', released, true);
  // A release outside the window may never be seen: leaving the window ends the press.
  doc.defaultView?.addEventListener('blur', released);
}

/** Runs `work` now, or after the pressed pointer's release and click. */
export function afterPress(work: () => void): void {
  if (!pressed) {
    work();
    return;
  }
  waiting.push(work);
}
