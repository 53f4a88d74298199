import { spawnSync } from 'node:child_process';
import type { ViteDevServer } from 'vite';
import type { LoadResult } from '../load/load-config';
import type { StudioHeadDiff } from './studio-api';

type DiffModules = [
  typeof import('../diff/config-diff'),
  typeof import('../diff/load-revision'),
  typeof import('../diff/personas'),
  typeof import('../diff/render-markdown'),
];

let cached: { key: string; result: LoadResult; body: StudioHeadDiff } | undefined;

/**
 * config:diff's comparison (codegen/diff) of HEAD's config with the files on disk, as the studio shows it. Its
 * modules are loaded through Vite when asked (they import the seeds); the answer is kept until HEAD or the
 * files change.
 */
export async function headDiff(server: ViteDevServer, root: string, current: LoadResult): Promise<StudioHeadDiff> {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (head.status !== 0) return { status: 'unavailable', reason: 'this directory is not a git checkout with a HEAD commit' };
  const key = head.stdout.trim();
  if (cached && cached.key === key && cached.result === current) return cached.body;
  if (!current.config)
    return { status: 'unavailable', reason: 'the config on disk has errors (listed above), so there is nothing to compare yet' };
  const [{ diffConfigs, hasChanges }, { loadRevisionConfig }, { seedPersonas }, { renderDiffMarkdown }] = (await Promise.all([
    server.ssrLoadModule('/codegen/diff/config-diff.ts'),
    server.ssrLoadModule('/codegen/diff/load-revision.ts'),
    server.ssrLoadModule('/codegen/diff/personas.ts'),
    server.ssrLoadModule('/codegen/diff/render-markdown.ts'),
  ])) as unknown as DiffModules;
  const before = loadRevisionConfig(root, 'HEAD');
  if (!before.config)
    return {
      status: 'unavailable',
      reason: `HEAD's config does not load (${before.errors.length} errors), so there is nothing to compare with`,
    };
  const diff = diffConfigs(before.config, current.config, seedPersonas());
  const body: StudioHeadDiff = {
    status: 'ok',
    head: key,
    changed: hasChanges(diff),
    markdown: renderDiffMarkdown(diff, { before: `\`HEAD\` (${key})`, after: 'the files on disk' }),
    counts: {
      routes: diff.routes.length,
      surveyPaths: diff.surveyPaths.length,
      formMessages: diff.formMessages.length,
      formFields: diff.formFields.length,
      layout: diff.layout.length,
    },
  };
  cached = { key, result: current, body };
  return body;
}
