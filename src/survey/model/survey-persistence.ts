import type { SurveyState } from './survey-state';

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

/** Null when nothing is saved, it expired, it is unreadable, or it belongs to another survey version. */
export function loadSurveyState(storage: StorageLike, userId: string, version: string, now: number, maxAgeMs: number): SurveyState | null {
  const key = surveyStorageKey(userId, version);
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const saved = JSON.parse(raw) as Partial<Saved>;
    const state = saved.state;
    if (typeof saved.savedAt !== 'number' || now - saved.savedAt > maxAgeMs || !state || state.currentSurveyVersion !== version || typeof state.answers !== 'object') {
      storage.removeItem(key);
      return null;
    }
    return state;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

/** When someone else signs in on this browser, the previous person's progress goes. */
export function clearSurveyStateForOtherUsers(storage: StorageLike, userId: string): void {
  for (const key of storage.keys()) if (key.startsWith(PREFIX) && !key.startsWith(`${PREFIX}${userId}:`)) storage.removeItem(key);
}

export function clearAllSurveyState(storage: StorageLike): void {
  for (const key of storage.keys()) if (key.startsWith(PREFIX)) storage.removeItem(key);
}
