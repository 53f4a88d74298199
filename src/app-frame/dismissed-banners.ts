import { userKey } from '../auth/user-storage';

const ANONYMOUS = 'anonymous';

function key(userId: string | null): string {
  return userKey(userId ?? ANONYMOUS, 'dismissed-banners');
}

export function readDismissed(userId: string | null): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function writeDismissed(userId: string | null, ids: ReadonlySet<string>): void {
  localStorage.setItem(key(userId), JSON.stringify([...ids]));
}
