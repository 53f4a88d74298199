import { rmSync } from 'node:fs';
import { DEFAULT_DATABASE_FILE } from './server-options';

/** npm run db:reset: deletes the embedded default's SQLite file; the next start seeds the personas afresh. */
const file = process.env.VITALIA_DB ?? DEFAULT_DATABASE_FILE;
for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
console.log(`Deleted ${file}: the next npm start seeds a fresh database (stop a running server first).`);
