import { STEP_PARAM } from '../../engine/routing/step-change';

/**
 * A history entry as react-router's browser history writes it: the page's own state under `usr`, a key, and the
 * entry's index. The survey writes its steps' entries in the same shape, without the router, so Back, Forward and
 * the router's own navigations read them as if the router had written them.
 */
export interface RouterEntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** The entry after `current` (the entry on screen, whatever it holds) carrying `usr` under `key`. */
export function nextEntryState(current: unknown, usr: unknown, key: string): RouterEntryState {
  const idx = (current as { idx?: unknown } | null)?.idx;
  return { usr, key, idx: typeof idx === 'number' && Number.isInteger(idx) ? idx + 1 : 0 };
}

/** `current` with its page state replaced by `usr`; its key and index are kept (the same entry). */
export function sameEntryState(current: unknown, usr: unknown): RouterEntryState | { usr: unknown } {
  const entry = current as Partial<RouterEntryState> | null;
  return typeof entry?.key === 'string' && typeof entry.idx === 'number' ? { usr, key: entry.key, idx: entry.idx } : { usr };
}

/** The page state of an entry the router or the survey wrote; undefined for any other. */
export function entryUsr(current: unknown): unknown {
  return typeof current === 'object' && current !== null && 'usr' in current ? (current as { usr: unknown }).usr : undefined;
}

/**
 * Which history entry is on screen: its key (the router's, or the survey's own) with the URL it shows. It differs
 * once the person has gone to another entry (Back, Forward, a link), the entries of one load's first page included,
 * which have no key.
 */
export function entryIdentity(current: unknown, href: string): string {
  return JSON.stringify([(current as { key?: unknown } | null)?.key ?? null, href]);
}

/** The URL of a step: the same path and query with the step parameter set to `step`, or removed for null. */
export function stepHref(pathname: string, search: string, step: string | null): string {
  const query = new URLSearchParams(search);
  if (step === null) query.delete(STEP_PARAM);
  else query.set(STEP_PARAM, step);
  const text = query.toString();
  return `${pathname}${text ? `?${text}` : ''}`;
}

/** The step a URL's query names, or null. */
export function stepOf(search: string): string | null {
  return new URLSearchParams(search).get(STEP_PARAM);
}
