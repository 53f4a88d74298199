// Plain JavaScript so that both `node tests/e2e/check-chromium.mjs` (no TypeScript loader) and the Playwright
// config read the same rule for which browser the e2e suite runs.
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const INSTALL_HINT = 'install it with `sudo apt-get install -y chromium` or `npx playwright install chromium`';

/**
 * CHROMIUM_PATH when set (even if missing: check-chromium.mjs reports that), else Debian's Chromium (Playwright
 * cannot download its own browser on every machine), else undefined so Playwright uses its own browser.
 */
export function chromiumExecutable() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}
