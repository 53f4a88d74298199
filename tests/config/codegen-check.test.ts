import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAll, staleFiles, writeGenerated } from '../../codegen/generate/generate-all';
import type { GeneratedFile } from '../../codegen/generate/generated-file';
import { loadProjectConfig } from '../../codegen/load/load-config';

const root = path.resolve(__dirname, '../..');

/** codegen --check as a person runs it, in another project directory. */
function runCheck(cwd: string): { status: number | null; stderr: string } {
  // tsx is resolved from this project, not from cwd, which has no node_modules.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const run = spawnSync(process.execPath, ['--import', tsx, path.join(root, 'codegen/cli/codegen.ts'), '--check'], { cwd, encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
}

describe('codegen --check on a project copy', () => {
  let dir = '';
  let files: GeneratedFile[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'codegen-check-'));
    cpSync(path.join(__dirname, 'good'), path.join(dir, 'config'), { recursive: true });
    cpSync(path.join(root, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
    const { config, errors } = loadProjectConfig(dir);
    expect(errors).toEqual([]);
    if (!config) throw new Error('fixture config did not load');
    files = await generateAll(dir, config);
    writeGenerated(dir, files);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds nothing stale right after generating', () => {
    expect(staleFiles(dir, files)).toEqual([]);
  });

  it('reports an edited, a missing and an orphaned generated file', () => {
    const edited = 'src/generated/app-config.gen.ts';
    const removed = 'src/generated/messages.gen.ts';
    const orphan = 'src/generated/left-over.gen.ts';
    const editedText = readFileSync(path.join(dir, edited), 'utf8');
    const removedText = readFileSync(path.join(dir, removed), 'utf8');
    writeFileSync(path.join(dir, edited), `${editedText}// hand edit\n`);
    rmSync(path.join(dir, removed));
    writeFileSync(path.join(dir, orphan), 'export {};\n');
    try {
      expect(staleFiles(dir, files)).toEqual([edited, orphan, removed]);
      const check = runCheck(dir);
      expect(check.status).toBe(1);
      expect(check.stderr.trim()).toBe(`Generated files are stale; run \`npm run codegen\` and commit:\n  ${edited}\n  ${orphan}\n  ${removed}`);
    } finally {
      writeFileSync(path.join(dir, edited), editedText);
      writeFileSync(path.join(dir, removed), removedText);
      rmSync(path.join(dir, orphan));
    }
    expect(staleFiles(dir, files)).toEqual([]);
  }, 60_000);
});
