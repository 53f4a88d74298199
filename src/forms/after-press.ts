/**
 * Work that would move the page (a field's message shown when it is left) waits while a pointer is pressed: the
 * press that moved focus out of the field is on a control below it, and a message pushing that control down before
 * the browser has dispatched the click makes the click land elsewhere, so the control is not pressed.
 *
 * A mouse or a pen makes its mousedown (which moves focus) with the pointerdown and its click in the pointerup's own
 * task, so its press ends one task after the pointerup. A finger does not: the browser sends pointerdown and pointerup
 * as the touch starts and ends, and only then, for a tap, the mousedown that moves focus (so the blur comes after the
 * pointerup), the mouseup and the click, each hit-testing the page again, possibly tasks later. So a touch press
 * ends with its click; or when no click will come: the touch is cancelled (a touch that becomes a scroll or a zoom
 * is), the window loses focus, or, for a tap that yields no click at all (a long press, a touchend the page
 * prevented), after a fallback longer than any browser's tap delay, so that work never waits for good.
 */

type Press = 'none' | 'pointer' | 'touch';

/** Longer than the 300–350 ms a browser may wait for a second tap (double-tap zoom) before clicking. */
const TAP_WITHOUT_CLICK_MS = 1_000;

let press: Press = 'none';
let waiting: (() => void)[] = [];
let noClick: ReturnType<typeof setTimeout> | undefined;

function runWaiting(): void {
  // A press begun since waits for its own end.
  if (press !== 'none') return;
  const work = waiting;
  waiting = [];
  work.forEach((run) => run());
}

function ended(): void {
  if (press === 'none') return;
  press = 'none';
  clearTimeout(noClick);
  // One task later: a click dispatched in the task that ended the press comes first.
  setTimeout(runWaiting, 0);
}

function began(event: PointerEvent): void {
  clearTimeout(noClick);
  press = event.pointerType === 'touch' ? 'touch' : 'pointer';
}

function released(event: PointerEvent): void {
  if (press === 'touch' && event.pointerType === 'touch') {
    clearTimeout(noClick);
    noClick = setTimeout(ended, TAP_WITHOUT_CLICK_MS);
    return;
  }
  ended();
}

function clicked(): void {
  if (press === 'touch') ended();
}

let watching = false;

/** Watches the document's presses (once: a press cannot begin before the first form that needs this is drawn). */
export function watchPresses(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener('pointerdown', began, true);
  doc.addEventListener('pointerup', released, true);
  doc.addEventListener('pointercancel', ended, true);
  doc.addEventListener('click', clicked, true);
  // A release outside the window may never be seen: leaving the window ends the press.
  doc.defaultView?.addEventListener('blur', ended);
}

/** Runs `work` now, or after the pressed pointer's release and click (in turn with work already waiting). */
export function afterPress(work: () => void): void {
  if (press === 'none' && waiting.length === 0) {
    work();
    return;
  }
  waiting.push(work);
}
