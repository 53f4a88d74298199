// The startup chunk opens with V8's compile hint (vite.config.ts), so a phone compiles it while it downloads rather
// than function by function on the main thread. V8 reads the hint on the file's first line only: a plugin or a Vite
// upgrade that puts anything above it (Vite's own preload list goes there) turns it off without a sound.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad';
const dir = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
if (entries.length === 0) {
  console.error(`${dir}: the manifest names no entry chunk`);
  process.exit(1);
}
const unhinted = entries
  .filter((chunk) => readFileSync(path.join(dir, chunk.file), 'utf8').split('\n', 1)[0] !== HINT)
  .map((chunk) => chunk.file);
if (unhinted.length > 0) {
  console.error(`${dir}: these entry chunks do not open with ${HINT}: ${unhinted.join(', ')}`);
  process.exit(1);
}
console.log(`${dir}: ${entries.map((chunk) => chunk.file).join(', ')} open${entries.length === 1 ? 's' : ''} with the compile hint`);
