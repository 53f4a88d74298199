import { existsSync } from 'node:fs';

/**
 * Debian's Chromium by default (Playwright cannot download its own browser here); CHROMIUM_PATH overrides.
 * Returns undefined where neither exists so Playwright falls back to its own browser on other machines.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
