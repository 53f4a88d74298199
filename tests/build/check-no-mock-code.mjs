// A build pointed at a real API must ship no mock code: no msw, no seeded personas, no service worker.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist-real-api';
const markers = [
  // msw and its worker
  'mockServiceWorker', 'msw',
  // seeded personas
  'Passw0rd!', 'acme-demo-token', 'results@example.com',
  // the embedded mock API's storage and its e2e control (window.mockApi)
  'vitalia-mock-api-db', 'mockApi',
  // the marketing-site stand-in (src/site-stand-in): its class names and its header text
  'stand-in', 'local stand-in',
  // local feature-flag overrides exist only in the embedded default (src/adapters/feature-flags.ts)
  'vitalia-flag-overrides',
];
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
