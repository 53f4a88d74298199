import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadProjectConfig, type LoadResult } from '../load/load-config';

export class RevisionError extends Error {}

function git(cwd: string, args: readonly string[]): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new RevisionError((run.stderr || run.stdout || `git ${args.join(' ')} failed`).trim());
  return run.stdout;
}

/**
 * The config of another git revision, loaded by the same loader as the working tree's, against that
 * revision's own schemas (an older config need not meet today's). Its files are unpacked into a temporary
 * directory that is gone when this returns.
 */
export function loadRevisionConfig(root: string, ref: string): LoadResult {
  if (spawnSync('git', ['rev-parse', '--git-dir'], { cwd: root }).status !== 0)
    throw new RevisionError(`${root} is not a git checkout, so there is no other revision to compare with`);
  let commit: string;
  try {
    commit = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new RevisionError(`git knows no commit, branch or tag named "${ref}"`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'config-diff-'));
  try {
    const listed = git(root, ['ls-tree', '--name-only', commit, 'config', 'schemas/config']).split('\n').filter(Boolean);
    if (!listed.includes('config') || !listed.includes('schemas/config'))
      throw new RevisionError(`${ref} has no config/ or schemas/config/ to compare with`);
    // The entities too where the revision has them: its forms' bindings are checked against its own.
    const entities = git(root, ['ls-tree', '--name-only', commit, 'schemas/entities']).trim() === '' ? [] : ['schemas/entities'];
    const archive = spawnSync('git', ['archive', '--format=tar', commit, 'config', 'schemas/config', ...entities], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    });
    if (archive.status !== 0) throw new RevisionError(archive.stderr.toString().trim());
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (untar.status !== 0) throw new RevisionError(untar.stderr.toString().trim());
    return loadProjectConfig(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
