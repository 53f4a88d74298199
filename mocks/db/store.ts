import { MOCK_DB_VERSION, type MockDb } from './mock-db';
import { seedDb } from './seed';

const STORAGE_KEY = 'vitalia-mock-api-db';

/** localStorage in a browser, memory in node; both behind the same two calls. */
interface Persistence {
  read(): string | null;
  write(value: string): void;
}

const memory = (() => {
  let value: string | null = null;
  return { read: () => value, write: (next: string) => void (value = next) };
})();

function persistence(): Persistence {
  if (typeof localStorage === 'undefined') return memory;
  return { read: () => localStorage.getItem(STORAGE_KEY), write: (value) => localStorage.setItem(STORAGE_KEY, value) };
}

/** Moves relative personas' created_at to their offset from now (see MockUser.created_offset_hours). */
function withRelativeTimes(db: MockDb, now = Date.now()): MockDb {
  for (const user of db.users) {
    if (user.created_offset_hours !== undefined) user.created_at = new Date(now + user.created_offset_hours * 3_600_000).toISOString();
  }
  return db;
}

export function readDb(): MockDb {
  const raw = persistence().read();
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as MockDb;
      if (parsed.version === MOCK_DB_VERSION) return withRelativeTimes(parsed);
    } catch {
      // A corrupt copy is replaced by a fresh seed below.
    }
  }
  const fresh = seedDb();
  persistence().write(JSON.stringify(fresh));
  return fresh;
}

/** Reads, changes and writes back in one step, so handlers never work on a stale copy. */
export function updateDb<T>(change: (db: MockDb) => T): T {
  const db = readDb();
  const result = change(db);
  persistence().write(JSON.stringify(db));
  return result;
}

export function resetDb(): void {
  persistence().write(JSON.stringify(seedDb()));
}
