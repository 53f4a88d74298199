// Fails in one clear line when no browser can run the e2e suite, instead of an obscure launch error.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
let bundled;
try {
  bundled = chromium.executablePath();
} catch {
  bundled = undefined;
}
const found = candidates.find((path) => existsSync(path)) ?? (bundled && existsSync(bundled) ? bundled : undefined);
if (!found) {
  console.error('No Chromium found: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary).');
  process.exit(1);
}
