/**
 * The README and docs/ cite only what exists: relative links resolve to a file inside the repository, cited paths
 * and file names exist, every `npm run` script is in package.json, and every camelCase name in backticks is a name
 * somewhere in the code. A renamed function or a moved file fails here rather than misleading a newcomer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeSpansOf, identifierOf, linksOf, pageProblems, type RepoSnapshot } from './doc-references';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Gitignored output and tooling folders: never walked, and a cited path into one is not checked. */
const OUTPUT_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-site',
  'dist-real-api',
  '.data',
  'test-results',
  'playwright-report',
  'bench-results',
  'reports',
  '.vite',
  '.git',
]);
/** Where a cited name must occur. This folder is left out, or the fixtures below would vouch for themselves. */
const CODE_ROOTS = ['src', 'codegen', 'mocks', 'tests', 'config', 'schemas'];
const SELF = 'tests/unit/docs/';
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|json|ya?ml)$/;

function walk(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) return OUTPUT_FOLDERS.has(entry.name) || entry.name.startsWith('.stryker-tmp') ? [] : walk(relative);
    return [relative];
  });
}

function snapshot(): RepoSnapshot {
  const files = walk('');
  const words = new Set<string>();
  const codeFiles = files.filter(
    (file) =>
      TEXT_FILE.test(file) && !file.startsWith(SELF) && (CODE_ROOTS.some((root) => file.startsWith(`${root}/`)) || !file.includes('/')),
  );
  for (const file of codeFiles)
    for (const word of readFileSync(path.join(ROOT, file), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
  const scripts = Object.keys(
    (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
  );
  return { files: new Set(files), words, scripts: new Set(scripts), outputFolders: OUTPUT_FOLDERS };
}

const repo = snapshot();
const docPages = ['README.md', ...[...repo.files].filter((file) => /^docs\/[^/]+\.md$/.test(file)).sort()];
const pages = new Map(docPages.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));

describe('the README and docs/', () => {
  it('has docs beside the README', () => {
    expect(docPages.length).toBeGreaterThan(1);
  });

  it.each(docPages)('%s cites only what exists', (file) => {
    const problems = pageProblems(file, pages.get(file) ?? '', repo, pages).map(({ line, problem }) => `${file}:${line} ${problem}`);
    expect(problems).toEqual([]);
  });

  it('keeps the README short enough to read in one go', () => {
    expect((pages.get('README.md') ?? '').trimEnd().split('\n').length).toBeLessThanOrEqual(220);
  });
});

describe('the checks themselves', () => {
  const page = [
    '# Title',
    'See [the spec](../shared/SPEC.md), [setup](docs/nowhere.md), [top](#title) and [gone](#missing).',
    '`prefetchPageData` (`src/app-router/screen-host.tsx`) calls `readDb(parts)` and `prefetchScreenData`.',
    'Run `npm run no-such-script`, `npm run codegen`; see `mocks/db/*-store.ts`, `src/generated/messages/<namespace>.gen.ts`,',
    '`src/nowhere/gone.ts`, `wal-sync.ts`, `missing-file.ts`, `dist/route-preloads.json`, `/v1/user`, `../shared/DESIGN.md`.',
    '```sh',
    'npm run also-missing',
    '```',
  ].join('\n');
  const problems = pageProblems('README.md', page, repo, new Map([['README.md', page]])).map(({ line, problem }) => `${line} ${problem}`);

  it('flags a link out of the repository, a missing file or heading, a missing name, path or script', () => {
    expect(problems).toEqual([
      '2 link ../shared/SPEC.md leaves the repository',
      '2 link docs/nowhere.md: no such file in the repository (docs/nowhere.md)',
      '2 link #missing: README.md has no heading #missing',
      '3 `prefetchPageData`: prefetchPageData is not a name in the code',
      '5 `src/nowhere/gone.ts`: no such file or folder',
      '5 `missing-file.ts`: no file of that name',
      '5 `../shared/DESIGN.md`: a path outside the repository',
      '4 npm run no-such-script: no such script in package.json',
      '7 npm run also-missing: no such script in package.json',
    ]);
  });

  it.each([
    ['prefetchPageData', 'prefetchPageData'],
    ['readDb(parts)', 'readDb'],
    ["failNext(page, 'patch', '/v1/user', 500)", 'failNext'],
    ['crypto.randomBytes', 'randomBytes'],
    ['ScreenHost', undefined],
    ['healthSurvey_v12', undefined],
    ['npm run codegen', undefined],
    ['src/app-router/screen-host.tsx', undefined],
  ])('reads %s as the identifier %s', (code, expected) => {
    expect(identifierOf(code)).toBe(expected);
  });

  it('reads links and code spans outside fences only', () => {
    const text = 'a [x](y.md) `z`\n```\n[no](no.md) `no`\n```\n`b`';
    expect(linksOf(text)).toEqual([{ target: 'y.md', line: 1 }]);
    expect(codeSpansOf(text)).toEqual([
      { code: 'z', line: 1 },
      { code: 'b', line: 5 },
    ]);
  });
});
