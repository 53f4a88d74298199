import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

/** `npm run config:diff -- <args>` as a person runs it, in another project directory that is a git repository. */
function configDiff(cwd: string, args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const run = spawnSync(process.execPath, ['--import', tsx, path.join(root, 'codegen/cli/config-diff.ts'), ...args], {
    cwd,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function git(cwd: string, ...args: string[]): void {
  const run = spawnSync('git', ['-c', 'user.name=Staff', '-c', 'user.email=staff@example.com', ...args], { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
}

describe('npm run config:diff', () => {
  let dir = '';

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'config-diff-cli-'));
    cpSync(path.join(root, 'config'), path.join(dir, 'config'), { recursive: true });
    cpSync(path.join(root, 'schemas/config'), path.join(dir, 'schemas/config'), { recursive: true });
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'config as shipped');
    const messages = path.join(dir, 'config/messages.yaml');
    writeFileSync(
      messages,
      readFileSync(messages, 'utf8').replace(
        'validation.currentPassword.required: Please enter your current password',
        'validation.currentPassword.required: Enter your current password',
      ),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the working tree against a revision as Markdown', () => {
    const run = configDiff(dir, ['HEAD']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Before: `HEAD`. After: this working tree.');
    expect(run.stdout).toContain(
      '| change-password | current_password | required | Please enter your current password | Enter your current password |',
    );
  }, 60_000);

  it('says which revision it cannot read, and how to call it', () => {
    const run = configDiff(dir, ['no-such-branch']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'config:diff: cannot read the config of "no-such-branch": git knows no commit, branch or tag named "no-such-branch"',
    );
    expect(run.stderr).toContain('Usage: npm run config:diff -- <git ref>');
  }, 60_000);

  it('says when the folder is no git checkout', () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'config-diff-plain-'));
    try {
      cpSync(path.join(dir, 'config'), path.join(plain, 'config'), { recursive: true });
      cpSync(path.join(dir, 'schemas'), path.join(plain, 'schemas'), { recursive: true });
      const run = configDiff(plain, ['main']);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        `config:diff: cannot read the config of "main": ${plain} is not a git checkout, so there is no other revision to compare with`,
      );
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  }, 60_000);
});
