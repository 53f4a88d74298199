/**
 * What the project's Markdown cites, and whether it exists: relative links, file paths, `npm run` scripts and code
 * identifiers. Pure over text and a snapshot of the repository, so the checks are testable on made-up pages.
 */
import path from 'node:path';

/** The repository as the checks see it: every file (posix paths from the root), every word of the code, the scripts. */
export interface RepoSnapshot {
  files: ReadonlySet<string>;
  words: ReadonlySet<string>;
  scripts: ReadonlySet<string>;
  /** Top-level folders that exist only after a build or a run (gitignored), so a path into them is not checked. */
  outputFolders: ReadonlySet<string>;
}

export interface DocProblem {
  file: string;
  line: number;
  problem: string;
}

/** The page with its fenced code blocks blanked (line numbers kept): what prose and inline code are. */
function withoutFences(text: string): string {
  let inFence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) anchors.add(headingAnchor(match[1] ?? ''));
  return anchors;
}

/** Every `[text](target)` of a page, outside code, with its line. */
export function linksOf(text: string): { target: string; line: number }[] {
  const prose = withoutFences(text).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => ({
    target: match[1] ?? '',
    line: lineOf(prose, match.index),
  }));
}

/** Every inline code span of a page, outside fences, with its line. */
export function codeSpansOf(text: string): { code: string; line: number }[] {
  const prose = withoutFences(text);
  return [...prose.matchAll(/(`+)([^`\n]+?)\1(?!`)/g)].map((match) => ({
    code: (match[2] ?? '').trim(),
    line: lineOf(prose, match.index),
  }));
}

/** Checks one relative link of `file` (posix, from the repository root); `pages` holds the Markdown by path. */
function linkProblem(file: string, target: string, repo: RepoSnapshot, pages: ReadonlyMap<string, string>): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto: and the like
  const [rawPath = '', anchor] = target.split('#');
  const linked = rawPath === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawPath)));
  if (linked.startsWith('../') || linked === '..' || path.posix.isAbsolute(linked)) return `link ${target} leaves the repository`;
  const asFolder = linked.replace(/\/$/, '');
  const exists = repo.files.has(asFolder) || [...repo.files].some((known) => known.startsWith(`${asFolder}/`));
  if (!exists) return `link ${target}: no such file in the repository (${linked})`;
  if (anchor && linked.endsWith('.md')) {
    const page = pages.get(linked);
    if (page !== undefined && !anchorsOf(page).has(anchor)) return `link ${target}: ${linked} has no heading #${anchor}`;
  }
  return undefined;
}

const PATH_LIKE = /^\.?[\w@-][\w.@*<>{}|-]*(\/[\w.@*<>{}|-]*)+$/;
const FILE_NAME = /^[\w.-]+\.(ts|tsx|mjs|js|json|ya?ml|md|css|html)$/;

/** A cited path as a pattern: `<name>` and `*` stand for any characters in one segment. */
function pathPattern(cited: string): RegExp {
  const source = cited
    .replace(/\/$/, '')
    .split(/(<[^>]*>|\*)/)
    .map((part) => (part.startsWith('<') || part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}(/.*)?$`);
}

/** Checks a code span that looks like a file path or a file name; undefined when it is fine or not one. */
function pathProblem(code: string, repo: RepoSnapshot): string | undefined {
  const cited = code.replace(/:\d+(:\d+)?$/, ''); // file:line:col
  if (/^\.\.\//.test(cited)) return `\`${code}\`: a path outside the repository`;
  if (PATH_LIKE.test(cited) && !cited.startsWith('/')) {
    const top = cited.split('/')[0] ?? '';
    if (repo.outputFolders.has(top)) return undefined;
    const pattern = pathPattern(cited);
    return [...repo.files].some((known) => pattern.test(known)) ? undefined : `\`${code}\`: no such file or folder`;
  }
  if (FILE_NAME.test(cited)) {
    const named = [...repo.files].some((known) => known === cited || known.endsWith(`/${cited}`));
    return named ? undefined : `\`${code}\`: no file of that name`;
  }
  return undefined;
}

/** camelCase names (`readDb`, `prefetchQuery`), alone, dotted (`crypto.randomBytes`) or called (`failNext(page, …)`). */
export function identifierOf(code: string): string | undefined {
  const called = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\(.*\)$/.exec(code);
  const name = called ? called[1] : code;
  if (!name || !/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(name)) return undefined;
  const last = name.split('.').at(-1) ?? '';
  return /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(last) ? last : undefined;
}

/** Every problem of one Markdown page (`file` is its path from the repository root). */
export function pageProblems(file: string, text: string, repo: RepoSnapshot, pages: ReadonlyMap<string, string>): DocProblem[] {
  const problems: DocProblem[] = [];
  for (const { target, line } of linksOf(text)) {
    const problem = linkProblem(file, target, repo, pages);
    if (problem) problems.push({ file, line, problem });
  }
  for (const { code, line } of codeSpansOf(text)) {
    const problem = pathProblem(code, repo);
    if (problem) problems.push({ file, line, problem });
    const identifier = identifierOf(code);
    if (identifier && !repo.words.has(identifier))
      problems.push({ file, line, problem: `\`${code}\`: ${identifier} is not a name in the code` });
  }
  for (const match of text.matchAll(/\bnpm run(?: --silent)? ([\w:.-]+)/g)) {
    const script = match[1] ?? '';
    if (!repo.scripts.has(script))
      problems.push({ file, line: lineOf(text, match.index), problem: `npm run ${script}: no such script in package.json` });
  }
  return problems;
}
