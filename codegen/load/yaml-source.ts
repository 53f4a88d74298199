import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { ConfigError, DocPath } from './config-error';
import { formatDocPath } from './config-error';

/** A parsed YAML file that remembers where every value came from. */
export interface YamlSource {
  file: string;
  document: Document.Parsed;
  lineCounter: LineCounter;
  data: unknown;
}

export function parseYamlSource(file: string, text: string): { source: YamlSource; errors: ConfigError[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const errors: ConfigError[] = document.errors.map((error) => {
    const pos = lineCounter.linePos(error.pos[0]);
    return { file, line: pos.line, col: pos.col, path: 'syntax', message: error.message.split('\n')[0] ?? error.message };
  });
  return { source: { file, document, lineCounter, data: errors.length === 0 ? document.toJS() : undefined }, errors };
}

interface Located {
  offset: number;
}

function findNode(source: YamlSource, path: DocPath, atKey: boolean): Located {
  let current: unknown = source.document.contents;
  let best: Located = { offset: 0 };
  const rangeOf = (node: unknown): Located | undefined => {
    const range = (node as Node | null)?.range;
    return range ? { offset: range[0] } : undefined;
  };
  best = rangeOf(current) ?? best;
  for (let i = 0; i < path.length; i += 1) {
    const part = path[i];
    const last = i === path.length - 1;
    if (isMap(current)) {
      const pair = current.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(part));
      if (!pair) return best;
      if (last && atKey) return rangeOf(pair.key) ?? best;
      // A key with nothing after it is null: point at the key, where the person will type.
      current = pair.value ?? pair.key;
      best = rangeOf(current) ?? rangeOf(pair.key) ?? best;
    } else if (isSeq(current) && typeof part === 'number') {
      const item: unknown = current.items[part];
      if (item === undefined) return best;
      current = item;
      best = rangeOf(current) ?? best;
    } else {
      return best;
    }
  }
  return best;
}

/** A ConfigError at the value (or, with atKey, the key) found at path. */
export function errorAt(source: YamlSource, path: DocPath, message: string, atKey = false): ConfigError {
  const { offset } = findNode(source, path, atKey);
  const pos = source.lineCounter.linePos(offset);
  return { file: source.file, line: pos.line, col: pos.col, path: formatDocPath(path), message };
}
