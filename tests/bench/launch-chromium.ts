import { chromium, type Browser } from '@playwright/test';
import { chromiumExecutable } from '../e2e/chromium-path.mjs';

/** Chromium for a bench tool: the machine's own (Debian's) where there is one, as the e2e tests use it. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = chromiumExecutable();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', ...extraArgs] });
}

/**
 * tsx keeps function names by wrapping inner functions in __name(), a helper of its own that a page lacks: run
 * this in a page before a function of the bench's is, or put it before one in a page's own script.
 */
export const TSX_NAME_SHIM = 'globalThis.__name ??= (target) => target;';
