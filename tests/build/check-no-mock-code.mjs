// A build pointed at a real API must ship no mock code: no msw, no seeded personas, no service worker.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist-real-api';
const markers = ['mockServiceWorker', 'msw', 'Passw0rd!', 'acme-demo-token', 'results@example.com'];
const files = [];
const walk = (current) => {
  for (const name of readdirSync(current)) {
    const full = path.join(current, name);
    if (statSync(full).isDirectory()) walk(full);
    else files.push(full);
  }
};
walk(dir);
const offending = [];
for (const file of files) {
  const relative = path.relative(dir, file);
  if (relative === 'mockServiceWorker.js') {
    offending.push(`${relative}: the mock service worker is shipped`);
    continue;
  }
  if (!/\.(js|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const marker of markers) if (text.includes(marker)) offending.push(`${relative}: contains "${marker}"`);
}
if (offending.length > 0) {
  console.error(`The real-API build contains mock code:\n${offending.join('\n')}`);
  process.exit(1);
}
console.log(`check-no-mock-code: ${files.length} files in ${dir}, no mock code.`);
