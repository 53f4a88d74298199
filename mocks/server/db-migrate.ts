import { migrate, openDatabase } from '../db/connection';
import { DEFAULT_DATABASE_FILE } from './server-options';

/** npm run db:migrate [-- --db file|postgres://...]: applies the migrations the database lacks, and nothing else. */
const flag = process.argv.indexOf('--db');
const target =
  (flag >= 0 ? process.argv[flag + 1] : undefined) ?? process.env.DATABASE_URL ?? process.env.VITALIA_DB ?? DEFAULT_DATABASE_FILE;
const handle = openDatabase(target);
try {
  const applied = await migrate(handle);
  console.log(applied.length === 0 ? `${handle.label}: up to date` : `${handle.label}: applied ${applied.join(', ')}`);
} catch (error) {
  console.error(`${handle.label}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
