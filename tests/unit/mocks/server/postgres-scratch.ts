import pg from 'pg';
import { testRunTag } from '../../../../mocks/db/test-run';

export interface ScratchDatabase {
  /** The URL of the new database (the one given, with its name changed). */
  url: string;
  name: string;
  admin: pg.Client;
  drop(): Promise<void>;
}

/**
 * A PostgreSQL database of one test file's own, made afresh: named `<database>_<label>_<run>`, so two runs on one
 * PostgreSQL (two engineers, two CI jobs) never meet, and tests/postgres-suite.mjs can drop what a crashed run left.
 */
export async function scratchDatabase(url: string, label: string): Promise<ScratchDatabase> {
  const parsed = new URL(url);
  const name = `${parsed.pathname.slice(1)}_${label}_${testRunTag()}`.toLowerCase();
  parsed.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  return {
    url: parsed.toString(),
    name,
    admin,
    drop: async () => {
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
