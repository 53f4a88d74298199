import { entryIdentity, entryUsr, nextEntryState, sameEntryState, stepHref, stepOf } from '../model/step-entry';

// The survey's steps are history entries of their own, written here without the router: a Next does not run a
// navigation (its matching, its guards, the whole route tree rendering again). The router reads these entries
// when Back or Forward reaches them (popstate), as entries it wrote.

/** A history entry's key, as react-router makes them. */
const newKey = (): string => Math.random().toString(36).slice(2, 10);

/** The step in the address bar now. */
export function currentStep(): string | null {
  return stepOf(window.location.search);
}

/** The history entry on screen, to tell later whether the person has gone to another one since. */
export function currentEntry(): string {
  return entryIdentity(window.history.state, window.location.href);
}

/** The survey's own state in the history entry on screen. */
export function currentStepState(): unknown {
  return entryUsr(window.history.state);
}

/** A new history entry for `step` (null: the page without a step), carrying `usr`. */
export function pushStep(step: string | null, usr: unknown): void {
  window.history.pushState(
    nextEntryState(window.history.state, usr, newKey()),
    '',
    stepHref(window.location.pathname, window.location.search, step),
  );
}

/** The entry on screen shows `step` instead, keeping its own state. */
export function replaceStep(step: string | null): void {
  window.history.replaceState(
    sameEntryState(window.history.state, currentStepState()),
    '',
    stepHref(window.location.pathname, window.location.search, step),
  );
}
