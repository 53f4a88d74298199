import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from './connection';
import { writeTransaction } from './store';

type Attributes = Readonly<Record<string, unknown>>;

/** How many attributes one SQLite json_set call is given: its arguments stay well under SQLite's function limit. */
const PAIRS_PER_CALL = 40;

/**
 * The stored document with `attributes` put over it, as one SQL expression over the row's current data. PostgreSQL's
 * jsonb || replaces top-level keys; SQLite's json_set does, key by key, and keeps a null as a null (json_patch would
 * delete the key, and a reset sent as null must read back as null).
 */
function mergedData(dialect: DialectName, attributes: Attributes): RawBuilder<string> {
  if (dialect === 'postgres') return sql<string>`(health_profiles.data::jsonb || ${JSON.stringify(attributes)}::jsonb)::text`;
  let merged = sql<string>`health_profiles.data`;
  const entries = Object.entries(attributes);
  for (let start = 0; start < entries.length; start += PAIRS_PER_CALL) {
    // The path is a bound value: a key is quoted as a JSON path label, never spliced into the statement.
    const pairs = entries
      .slice(start, start + PAIRS_PER_CALL)
      .map(([key, value]) => sql`${`$.${JSON.stringify(key)}`}, json(${JSON.stringify(value)})`);
    merged = sql<string>`json_set(${merged}, ${sql.join(pairs)})`;
  }
  return merged;
}

/**
 * Puts `attributes` into the person's health profile in one INSERT ... ON CONFLICT DO UPDATE: the attributes sent
 * replace those of the same name, and every other attribute stays as the row holds it when the statement runs,
 * not as a handler read it earlier. So parallel updates of different attributes (the survey sends its groups at
 * once, over any number of server instances) all survive. Returns the whole profile as written.
 */
export async function mergeHealthProfile(userId: string, attributes: Attributes): Promise<Record<string, unknown>> {
  const row = await writeTransaction((trx, handle) =>
    trx
      .insertInto('health_profiles')
      .values({ id: userId, user_id: userId, seq: 1, data: JSON.stringify(attributes) })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet({ data: mergedData(handle.dialect, attributes) })
          .where('health_profiles.user_id', '=', userId),
      )
      .returning('data')
      .executeTakeFirstOrThrow(),
  );
  return JSON.parse(row.data) as Record<string, unknown>;
}
