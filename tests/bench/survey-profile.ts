import { parseArgs } from 'node:util';
import { launchChromium } from './launch-chromium';
import { startBenchServer } from './bench-server';
import { fillAnswer, pressNext, signInToSurvey, WALKERS } from './survey-walk';

// Where the main thread's time goes when someone presses Next in the health-check flow: a sampled CPU profile
// (Chrome DevTools protocol) of each press, from the button going down until the next question has had time to
// paint (not the answering or the pointer's approach), its self time per function, heaviest first. Build without
// minifying (`npx vite build --configLoader runner --minify false`) to read function names.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4841' },
    'base-url': { type: 'string' },
    cpu: { type: 'string', default: '4' },
    steps: { type: 'string', default: '40' },
    top: { type: 'string', default: '40' },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Several profiles as one: the node ids of each after the first are moved past those before it. */
function mergeProfiles(profiles: Profile[]): Profile {
  const merged: Profile = { nodes: [], samples: [], timeDeltas: [] };
  let offset = 0;
  for (const profile of profiles) {
    for (const node of profile.nodes)
      merged.nodes.push({ ...node, id: node.id + offset, children: node.children?.map((child) => child + offset) });
    merged.samples.push(...profile.samples.map((id) => id + offset));
    merged.timeDeltas.push(...profile.timeDeltas);
    offset += Math.max(0, ...profile.nodes.map((node) => node.id));
  }
  return merged;
}

const server = values['base-url'] ? null : await startBenchServer(Number(values.port));
const baseUrl = values['base-url'] ?? server?.url ?? '';
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await signInToSurvey(page, baseUrl, WALKERS[0]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const profiles: Profile[] = [];
  const watch = {
    start: async () => {
      await cdp.send('Profiler.start');
    },
    stop: async () => {
      profiles.push(((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile);
    },
  };
  let steps = 0;
  for (; steps < Number(values.steps); steps += 1) {
    const node = await fillAnswer(page);
    if (node === null) break;
    await pressNext(page, node, watch);
  }
  const profile = mergeProfiles(profiles);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const name = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber + 1}`;
    if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
    total += delta;
    self.set(name(node), (self.get(name(node)) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame) break;
      const key = name(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + delta);
    }
  });
  const top = Number(values.top);
  console.log(
    `${steps} Next presses at ${values.cpu}x CPU: ${total.toFixed(0)} ms sampled outside idle, ${(total / Math.max(steps, 1)).toFixed(1)} ms per Next\n`,
  );
  console.log('self ms | function');
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(7)} | ${key}`);
  console.log('\ninclusive ms | function');
  for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(7)} | ${key}`);
} finally {
  await browser.close();
  server?.stop();
}
