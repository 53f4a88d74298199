// Every build is the production bundle: no msw, no seeded personas or mock data, no stand-in pages, no service worker,
// no staff studio.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist';
const markers = [
  // msw and its worker
  'mockServiceWorker',
  'msw',
  // seeded personas
  'Passw0rd!',
  'acme-demo-token',
  'results@example.com',
  // an in-page mock API's storage and its e2e control (window.mockApi), the server's test routes
  'vitalia-mock-api-db',
  'mockApi',
  '__test__',
  'vitalia_test_scope',
  // the marketing-site stand-in and mailbox (mocks/site, served as pages of their own): class names and header text
  'stand-in',
  'local stand-in',
  'Mailbox',
  // seeded data: a persona's name, a discount code, the fake HMAC
  'Lindqvist',
  'SPRING10',
  'mock-hmac',
  // the staff studio (src/studio, dev server only): its entry's marker and its page
  'vitalia-staff-studio',
  '/__studio',
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
  console.error(`The build in ${dir} contains mock code:\n${offending.join('\n')}`);
  process.exit(1);
}
console.log(`check-no-mock-code: ${files.length} files in ${dir}, no mock code.`);
