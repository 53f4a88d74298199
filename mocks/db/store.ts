import { MOCK_DB_VERSION, type MockDb } from './mock-db';
import { hashPassword, isPasswordHash } from './passwords';
import { currentContext } from './request-context';
import { PERSONA_PASSWORD, seedDb } from './seed';
import { database } from './sqlite-database';

/** Moves relative personas' created_at to their offset from now (see MockUser.created_offset_hours). */
function withRelativeTimes(db: MockDb, now = Date.now()): MockDb {
  for (const user of db.users) {
    if (user.created_offset_hours !== undefined) user.created_at = new Date(now + user.created_offset_hours * 3_600_000).toISOString();
  }
  return db;
}

let personaHash: string | null = null;

/**
 * No plaintext password reaches the database: whatever a handler or seed put in `password` is hashed here.
 * The personas share one hash per process, so seeding a scope for each test costs no extra scrypt rounds.
 */
function sealPasswords(db: MockDb): void {
  for (const user of db.users) {
    if (user.password === null || isPasswordHash(user.password)) continue;
    if (user.password === PERSONA_PASSWORD) user.password = personaHash ??= hashPassword(PERSONA_PASSWORD);
    else user.password = hashPassword(user.password);
  }
}

/** The session lives in a cookie, not in the scope's data. */
function serialise(db: MockDb): string {
  return JSON.stringify({ ...db, sessionUserId: null });
}

function write(scope: string, db: MockDb): void {
  sealPasswords(db);
  database()
    .prepare('INSERT OR REPLACE INTO scopes (scope, version, data, updated_at) VALUES (?, ?, ?, ?)')
    .run(scope, MOCK_DB_VERSION, serialise(db), new Date().toISOString());
}

/** A scope's data; a scope seen for the first time (or stored under an older MOCK_DB_VERSION) is seeded. */
function load(scope: string): MockDb {
  const row = database().prepare('SELECT data FROM scopes WHERE scope = ? AND version = ?').get(scope, MOCK_DB_VERSION) as { data: string } | undefined;
  if (row) return JSON.parse(row.data) as MockDb;
  const fresh = seedDb();
  write(scope, fresh);
  return fresh;
}

export function readDb(): MockDb {
  const context = currentContext();
  const db = load(context.scope);
  db.sessionUserId = context.sessionUserId;
  return withRelativeTimes(db);
}

/**
 * Reads, changes and writes back in one SQLite transaction (BEGIN IMMEDIATE ... COMMIT), so handlers never work
 * on a stale copy and a change is either all on disk or not at all. A changed sessionUserId signs in or out.
 */
export function updateDb<T>(change: (db: MockDb) => T): T {
  const context = currentContext();
  const transaction = database().transaction(() => {
    const db = readDb();
    const result = change(db);
    write(context.scope, db);
    if (db.sessionUserId !== context.sessionUserId) {
      context.sessionUserId = db.sessionUserId;
      context.sessionChanged = true;
    }
    return result;
  });
  return transaction.immediate();
}

/** Starts the current scope over from the seed, signed out. */
export function resetDb(): void {
  const context = currentContext();
  database().prepare('DELETE FROM sessions WHERE scope = ?').run(context.scope);
  write(context.scope, seedDb());
  context.sessionUserId = null;
}
