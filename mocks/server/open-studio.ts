import { spawn, spawnSync } from 'node:child_process';

/** Waits until the dev server answers the studio page, so the URL printed is one that opens. */
async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

/** The command that opens a URL in the person's browser, or null on a machine without a display or opener. */
function opener(): string | null {
  if (process.platform === 'darwin') return 'open';
  if (process.platform === 'win32') return null;
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return null;
  return spawnSync('sh', ['-c', 'command -v xdg-open'], { encoding: 'utf8' }).status === 0 ? 'xdg-open' : null;
}

/** npm run studio: prints the studio's URL once it answers and opens it where a browser can be opened. */
export async function announceStudio(appPort: string): Promise<void> {
  const url = `http://127.0.0.1:${appPort}/__studio`;
  if (!(await waitFor(url, 60_000))) {
    console.error(`[studio] the dev server did not answer ${url} within a minute`);
    return;
  }
  console.log(`\n  Staff studio: ${url}\n  (it reloads on every save of a file in config/)\n`);
  const command = opener();
  if (command) spawn(command, [url], { stdio: 'ignore', detached: true }).unref();
}
