// Plain JavaScript so that both `node tests/e2e/check-chromium.mjs` (no TypeScript loader) and the Playwright
// config read the same rule for which browser the e2e suite runs.
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const INSTALL_HINT =
  'install it with `sudo apt-get install -y chromium chromium-headless-shell` or `npx playwright install chromium`';

/**
 * CHROMIUM_PATH when set (even if missing: check-chromium.mjs reports that), else Debian's Chromium (Playwright
 * cannot download its own browser on every machine), else undefined so Playwright uses its own browser.
 */
export function chromiumExecutable() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * For the end-to-end suites: CHROMIUM_PATH when set, else Debian's chromium-headless-shell, the same Blink without
 * the full browser around it (what Playwright itself runs headless tests in), else chromiumExecutable(). On a
 * 2-core machine it ran the same specs in 19-31 % less time. The bench keeps the full browser: Lighthouse needs it.
 */
export function e2eChromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumExecutable();
}
