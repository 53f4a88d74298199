import type { SurveyConfig } from '../../generated/config-types.gen';
import { carryOverSurveyState } from './survey-migration';
import type { SurveyState } from './survey-state';
import { isSurveyState } from './survey-state-guard';

/** The part of Web Storage this needs, so node tests can pass a map. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

const PREFIX = 'survey:';

interface Saved {
  savedAt: number;
  state: SurveyState;
}

export function surveyStorageKey(userId: string, version: string): string {
  return `${PREFIX}${userId}:${version}`;
}

export function saveSurveyState(storage: StorageLike, userId: string, state: SurveyState, now: number): void {
  const saved: Saved = { savedAt: now, state };
  storage.setItem(surveyStorageKey(userId, state.currentSurveyVersion), JSON.stringify(saved));
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function readSaved(raw: string): Saved | null {
  // Anything JSON can hold may be there: a property of a number or a string is undefined, and null has none.
  const parsed = parseJson(raw) as { savedAt?: unknown; state?: unknown } | null;
  const savedAt = parsed?.savedAt;
  const state = parsed?.state;
  return typeof savedAt === 'number' && isSurveyState(state) ? { savedAt, state } : null;
}

/** Null when nothing is saved, it expired, it is unreadable, or it belongs to another survey version; bad entries are removed. */
export function loadSurveyState(storage: StorageLike, userId: string, version: string, now: number, maxAgeMs: number): SurveyState | null {
  const key = surveyStorageKey(userId, version);
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const saved = readSaved(raw);
  if (saved === null || now - saved.savedAt > maxAgeMs || saved.state.currentSurveyVersion !== version) {
    storage.removeItem(key);
    return null;
  }
  return saved.state;
}

/**
 * This version's saved state, else, when the survey carries answers from earlier versions (an extension of SPEC
 * sections 3 and 4, off unless its YAML lists them in carryAnswersFrom), the first of those saved, carried over
 * and saved under this version in its place. Null when there is nothing to resume.
 */
export function loadOrCarrySurveyState(
  storage: StorageLike,
  userId: string,
  survey: SurveyConfig,
  now: number,
  maxAgeMs: number,
): SurveyState | null {
  const own = loadSurveyState(storage, userId, survey.version, now, maxAgeMs);
  if (own !== null) return own;
  for (const version of survey.carryAnswersFrom ?? []) {
    const earlier = loadSurveyState(storage, userId, version, now, maxAgeMs);
    if (earlier === null) continue;
    const { state } = carryOverSurveyState(earlier, survey, new Date(now));
    storage.removeItem(surveyStorageKey(userId, version));
    saveSurveyState(storage, userId, state, now);
    return state;
  }
  return null;
}

function belongsTo(key: string, userId: string): boolean {
  const own = `${PREFIX}${userId}:`;
  // A longer id that merely starts with this one ("a:b" after "a") leaves a colon in the version part.
  return key.startsWith(own) && !key.slice(own.length).includes(':');
}

/** When someone else signs in on this browser, the previous person's progress goes. */
export function clearSurveyStateForOtherUsers(storage: StorageLike, userId: string): void {
  for (const key of storage.keys()) if (key.startsWith(PREFIX) && !belongsTo(key, userId)) storage.removeItem(key);
}

export function clearAllSurveyState(storage: StorageLike): void {
  for (const key of storage.keys()) if (key.startsWith(PREFIX)) storage.removeItem(key);
}
