import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../e2e/chromium-path.mjs';
import { startBenchServer } from './bench-server';
import { signInToSurvey, WALKERS } from './survey-walk';
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
const server = await startBenchServer(4854);
const executablePath = chromiumExecutable();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox'] });
const self = new Map<string, number>(); const incl = new Map<string, number>();
let presses = 0;
try {
  const page = await browser.newPage();
  await signInToSurvey(page, server.url, WALKERS[0]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.argv[2] ?? 4) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  for (let step = 0; step < 45; step++) {
    const form = page.locator('form.survey-question');
    if ((await form.count()) === 0) break;
    const template = await form.getAttribute('data-template');
    const node = await form.getAttribute('data-node');
    if (template === 'number') await form.getByRole('textbox').fill(node === 'waist-circumference' ? '80' : '2');
    else if (template === 'date') await form.locator('input[type="date"]').fill('1985-04-12');
    else if (template === 'height-weight') { await form.getByLabel('cm', { exact: true }).fill('170'); await form.getByLabel('kg', { exact: true }).fill('68'); }
    else if (template === 'text') await form.getByRole('textbox').fill('Ana');
    else if (template === 'rating') await form.getByRole('radio').nth(2).check();
    else await form.locator('input').first().check();
    const next = form.locator('button[type="submit"]');
    await next.scrollIntoViewIfNeeded();
    const box = await next.boundingBox();
    if (!box) break;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(250);
    await page.mouse.down();
    await page.waitForTimeout(50);
    await cdp.send('Profiler.start');
    await page.mouse.up();
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    await page.waitForFunction((previous) => document.querySelector('form.survey-question')?.getAttribute('data-node') !== previous, node);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const keyOf = (n: ProfileNode) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    profile.samples.forEach((id, i) => {
      const dt = profile.timeDeltas[i + 1] ?? 0;
      const n = byId.get(id); if (!n) return;
      self.set(keyOf(n), (self.get(keyOf(n)) ?? 0) + dt);
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) { const k = keyOf(byId.get(cur)!); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } }
    });
    presses++;
  }
  console.log('presses', presses);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / presses / 1000).toFixed(2).padStart(7), k);
  console.log('--- inclusive');
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((v / presses / 1000).toFixed(2).padStart(7), k);
} finally { await browser.close(); server.stop(); }
