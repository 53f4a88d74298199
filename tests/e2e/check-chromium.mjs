// Fails in one clear line when no browser can run the e2e suite, instead of an obscure launch error later.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { e2eChromiumExecutable, INSTALL_HINT } from './chromium-path.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const chosen = e2eChromiumExecutable();
if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  fail(
    `CHROMIUM_PATH is "${process.env.CHROMIUM_PATH}", but no file is there: point it at a Chromium binary, or unset it and ${INSTALL_HINT}.`,
  );
}
let bundled;
try {
  bundled = chromium.executablePath();
} catch {
  bundled = undefined;
}
if (!chosen && !(bundled && existsSync(bundled))) {
  fail(`No Chromium found for the end-to-end tests: ${INSTALL_HINT} (or set CHROMIUM_PATH to a Chromium binary).`);
}
