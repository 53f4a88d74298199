/**
 * Fills a message of config/messages.yaml: `{name}` takes the value as written, and a count that a word must agree
 * with is written once in ICU's plural form, `{points, plural, one {# point} other {# points}}`: the branch is chosen
 * by the language's plural rules (Intl.PluralRules, so "=0" and the categories work for any locale) and `#` is the
 * number, grouped. The app, its forms and the server all fill copy through this one function, so every count reads
 * the same everywhere.
 */

export type MessageValues = Readonly<Record<string, string | number>>;

const LOCALE = 'en-GB';
const pluralRules = new Intl.PluralRules(LOCALE);
const numberFormat = new Intl.NumberFormat(LOCALE);

/** A problem with a message's plural form, for the config check; null when it is well formed. */
export function pluralSyntaxProblem(text: string): string | null {
  try {
    for (const part of parts(text)) {
      if (part.kind === 'plural') {
        if (!part.branches.has('other')) return `{${part.name}, plural, ...} needs an "other" branch`;
        for (const [selector, body] of part.branches) {
          if (!/^(=\d+|zero|one|two|few|many|other)$/.test(selector)) return `{${part.name}, plural, ...}: unknown branch "${selector}"`;
          const inner = pluralSyntaxProblem(body);
          if (inner) return inner;
        }
      }
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The names a message fills, plural counts included ("{count, plural, ...}" names count). */
export function messagePlaceholders(text: string): string[] {
  return parts(text).flatMap((part) =>
    part.kind === 'text'
      ? []
      : part.kind === 'placeholder'
        ? [part.name]
        : [part.name, ...[...part.branches.values()].flatMap(messagePlaceholders)],
  );
}

/**
 * A message as a pattern of the text it can become: each placeholder or plural form matches whatever fills it
 * (a studio check that a form shows the message its YAML names, whatever the count).
 */
export function messagePattern(template: string): RegExp {
  let pattern = '';
  let depth = 0;
  for (const char of template) {
    if (char === '{') {
      if (depth === 0) pattern += '.+';
      depth += 1;
    } else if (char === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) pattern += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

export function fillMessage(text: string, values: MessageValues = {}): string {
  let parsed: Part[];
  try {
    parsed = parts(text);
  } catch {
    return text;
  }
  return parsed.map((part) => fillPart(part, values)).join('');
}

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'placeholder'; name: string; source: string }
  | { kind: 'plural'; name: string; branches: Map<string, string>; source: string };

function fillPart(part: Part, values: MessageValues): string {
  if (part.kind === 'text') return part.text;
  const value = values[part.name];
  if (part.kind === 'placeholder') return value === undefined ? part.source : String(value);
  const count = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(count)) return part.source;
  const body = part.branches.get(`=${String(count)}`) ?? part.branches.get(pluralRules.select(count)) ?? part.branches.get('other') ?? '';
  return fillMessage(replaceHash(body, numberFormat.format(count)), values);
}

/** `#` at this level only: a nested plural's `#` is its own count. */
function replaceHash(body: string, number: string): string {
  let depth = 0;
  let out = '';
  for (const char of body) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    out += char === '#' && depth === 0 ? number : char;
  }
  return out;
}

function parts(text: string): Part[] {
  const result: Part[] = [];
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open === -1) {
      result.push({ kind: 'text', text: text.slice(index) });
      break;
    }
    if (open > index) result.push({ kind: 'text', text: text.slice(index, open) });
    const close = matchingBrace(text, open);
    const source = text.slice(open, close + 1);
    result.push(placeholder(source.slice(1, -1), source));
    index = close + 1;
  }
  return result;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    if (text[at] === '}') {
      depth -= 1;
      if (depth === 0) return at;
    }
  }
  throw new Error(`unclosed "{" at character ${String(open + 1)}`);
}

function placeholder(inner: string, source: string): Part {
  const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
  if (!plural) return /^\w+$/.test(inner) ? { kind: 'placeholder', name: inner, source } : { kind: 'text', text: source };
  const [, name = '', rest = ''] = plural;
  const branches = new Map<string, string>();
  let index = 0;
  while (index < rest.length) {
    const selector = /^\s*(\S+?)\s*\{/.exec(rest.slice(index));
    if (!selector) {
      if (rest.slice(index).trim() !== '')
        throw new Error(`{${name}, plural, ...}: expected a branch such as "one {...}" at "${rest.slice(index).trim()}"`);
      break;
    }
    const open = index + selector[0].length - 1;
    const close = matchingBrace(rest, open);
    branches.set(selector[1] ?? '', rest.slice(open + 1, close));
    index = close + 1;
  }
  return { kind: 'plural', name, branches, source };
}
