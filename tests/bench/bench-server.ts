import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  stop(): void;
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on ${url}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * The local server as `npm start` runs it (not test mode), serving the build in `appDir`, on a throwaway database.
 * It runs in a process group of its own, and stop() ends the whole group, so no child (npx, tsx, node) outlives the
 * benchmark.
 */
export async function startBenchServer(port: number, appDir = 'dist'): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  // A server left from an interrupted run would answer for this one (whose own could not listen), with its build.
  if (await answers(url)) throw new Error(`Something already answers on ${url}: stop it (an earlier bench's server?) first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitalia-bench-'));
  const child = spawn(
    'npx',
    ['tsx', 'mocks/server/main.ts', '--port', String(port), '--app', appDir, '--db', path.join(dataDir, 'bench.sqlite')],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    await waitForServer(`${url}/`, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
