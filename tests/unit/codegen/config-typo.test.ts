import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configCodegenPlugin } from '../../../codegen/vite-plugin';

const root = path.resolve(__dirname, '../../..');
let work: string;

/** A copy of the project's config and schemas with one route name misspelt, as a staff member might. */
function copyWithTypo(): { line: number; col: number } {
  work = mkdtempSync(path.join(tmpdir(), 'config-typo-'));
  cpSync(path.join(root, 'config'), path.join(work, 'config'), { recursive: true });
  cpSync(path.join(root, 'schemas'), path.join(work, 'schemas'), { recursive: true });
  const file = path.join(work, 'config/routes.yaml');
  const lines = readFileSync(file, 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes('- to: health-scores-category'));
  lines[index] = (lines[index] ?? '').replace('health-scores-category', 'helth-scores-category');
  writeFileSync(file, lines.join('\n'));
  return { line: index + 1, col: (lines[index] ?? '').indexOf('helth') + 1 };
}

beforeEach(() => {
  work = '';
});
afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('a typo in a route name', () => {
  it('makes config:check print file, line, column and a suggestion, and exit non-zero', () => {
    const { line, col } = copyWithTypo();
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'codegen/cli/config-check.ts')], {
        cwd: work,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      const failure = error as { status: number; stderr: string };
      status = failure.status;
      output = failure.stderr;
    }
    expect(status).toBe(1);
    expect(output).toContain(`config/routes.yaml:${line}:${col} `);
    expect(output).toContain('unknown route "helth-scores-category" (did you mean "health-scores-category"?)');
  }, 30_000);

  it('makes the build fail', async () => {
    copyWithTypo();
    const plugin = configCodegenPlugin();
    const configResolved = plugin.configResolved as unknown as (config: { root: string }) => void;
    const buildStart = plugin.buildStart as unknown as (this: { error: (message: string) => never }) => Promise<void>;
    configResolved({ root: work });
    const context = {
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    await expect(buildStart.call(context)).rejects.toThrow(
      /config\/routes\.yaml:\d+:\d+ .*unknown route "helth-scores-category" \(did you mean "health-scores-category"\?\)/,
    );
    // Loading the whole config took over 5 s on a busy shared machine, as config:check's test above allows for.
  }, 30_000);
});
