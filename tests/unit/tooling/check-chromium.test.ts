import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(__dirname, '../../e2e/check-chromium.mjs');

describe('check-chromium.mjs', () => {
  it('rejects a CHROMIUM_PATH that points at no file, in one line naming both ways to install Chromium', () => {
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'CHROMIUM_PATH is "/nonexistent/chromium", but no file is there: point it at a Chromium binary, or unset it and install it with `sudo apt-get install -y chromium chromium-headless-shell` or `npx playwright install chromium`.',
    ]);
  });

  it('accepts a CHROMIUM_PATH that exists', () => {
    const run = spawnSync(process.execPath, [script], { env: { ...process.env, CHROMIUM_PATH: process.execPath }, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
