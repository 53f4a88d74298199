import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launchChromium } from './launch-chromium';

/**
 * npx tsx tests/bench/studio-reload-bench.ts [--port 4852] [--api-port 4853] [--saves 7]
 *
 * Issue 24's target: the studio shows a saved config change within 1 s. Starts the dev server (as `npm run studio`
 * does) with VITALIA_RELOAD_TIMING=1, opens the studio's banners and navigation tab, and saves
 * config/navigation.yaml `--saves` times with a different label each time: the time from the write to the label
 * on screen (the page checks on every frame), when the page heard the dev server's event and Vite's module
 * update (WebSocket frames), and the server's own stages for each save (codegen/reload-timing.ts).
 * Prints each run, the medians and the load average; the file is restored at the end. Measured, never asserted.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4852' },
    'api-port': { type: 'string', default: '4853' },
    saves: { type: 'string', default: '7' },
  },
});
const FILE = 'config/navigation.yaml';
const LABEL = 'label: Take quiz';
const origin = `http://127.0.0.1:${values.port}`;
const saves = Number(values.saves);

const median = (numbers: readonly number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function startDevServer(log: string[]): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'mocks/server/dev.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, VITALIA_DEV_PORT: values.port, VITALIA_API_PORT: values['api-port'], VITALIA_RELOAD_TIMING: '1' },
  });
  const keep = (chunk: Buffer) =>
    log.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.includes('[config-reload]')),
    );
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async (): Promise<void> => {
      try {
        if ((await fetch(`${origin}/__studio`)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error(`the dev server did not answer on ${origin} within 2 minutes`));
      setTimeout(() => void poll(), 250);
    };
    void poll();
  });
}

/** The number after `name` in a [config-reload] line ("load and validate 8.5 ms"). */
function stageMs(line: string, name: string): number | undefined {
  const match = new RegExp(`${name} ([\\d.]+) ms`).exec(line);
  return match ? Number(match[1]) : undefined;
}

const original = readFileSync(FILE, 'utf8');
if (!original.includes(LABEL)) throw new Error(`${FILE} has no "${LABEL}" to change`);
const serverLog: string[] = [];
const server = await startDevServer(serverLog);
const browser = await launchChromium(['--disable-gpu']);
const shownMs: number[] = [];
const eventMs: number[] = [];
const updateMs: number[] = [];
const serverLines: string[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // When the page hears of the save: the dev server's event after its load, and Vite's hot update of the modules.
  const frames: { at: number; kind: string }[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      const kind = text.includes('"vitalia:config-loaded"')
        ? 'event'
        : text.includes('"type":"update"') && text.includes('js-update')
          ? 'update'
          : undefined;
      if (kind) frames.push({ at: Date.now(), kind });
    });
  });
  await page.goto(`${origin}/__studio?tab=layout`);
  const rules = page.getByRole('region', { name: 'Every item and banner, with its rule' });
  await rules.getByText('Take quiz', { exact: true }).waitFor({ timeout: 60_000 });
  for (let run = 1; run <= saves; run += 1) {
    const label = `Take quiz (bench ${run})`;
    const before = serverLog.length;
    // Let the previous save's work settle, so each run measures one save.
    await page.waitForTimeout(750);
    const framesBefore = frames.length;
    const saved = Date.now();
    writeFileSync(FILE, original.replace(LABEL, `label: ${label}`));
    const shownAt = await page.waitForFunction((text) => (document.body.innerText.includes(text) ? Date.now() : 0), label, {
      polling: 'raf',
      timeout: 30_000,
    });
    const ms = (await shownAt.jsonValue()) - saved;
    shownMs.push(ms);
    await page.waitForTimeout(100);
    const line = serverLog.slice(before).find((entry) => entry.includes(FILE)) ?? '(no server timing line)';
    serverLines.push(line);
    const heard = (kind: string): number | undefined => {
      const frame = frames.slice(framesBefore).find((candidate) => candidate.kind === kind);
      return frame ? frame.at - saved : undefined;
    };
    const event = heard('event');
    const update = heard('update');
    if (event !== undefined) eventMs.push(event);
    if (update !== undefined) updateMs.push(update);
    console.log(
      `save ${run}: page heard the load at ${event ?? '?'} ms, the module update at ${update ?? '?'} ms, showed the change at ${ms} ms after the write (load ${load()})`,
    );
    console.log(`  server: ${line.replace(/^.*\[config-reload\] /, '')}`);
  }
} finally {
  writeFileSync(FILE, original);
  await browser.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
const stages = ['read', 'load and validate', 'generate', 'write', 'total'];
const stageMedians = stages.map((name) => {
  const found = serverLines.map((line) => stageMs(line, name)).filter((value): value is number => value !== undefined);
  return `${name} ${found.length > 0 ? median(found).toFixed(1) : '?'} ms`;
});
console.log(
  `\nsave -> shown: median ${median(shownMs)} ms of ${shownMs.length} saves (min ${Math.min(...shownMs)}, max ${Math.max(...shownMs)}); load average ${load()}`,
);
console.log(`server stages (median): ${stageMedians.join(', ')}`);
console.log(
  `in the page (median, from the write): the load's event ${median(eventMs)} ms, the module update ${median(updateMs)} ms, the change shown ${median(shownMs)} ms`,
);
