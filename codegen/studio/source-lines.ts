import { isAlias, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import { formatDocPath, type DocPath } from '../load/config-error';
import type { YamlSource } from '../load/yaml-source';

/** Where a value sits in its file: the line of its key (or, for a list item, of the item), 1-based. */
export type SourceLines = Record<string, number>;

/**
 * Every value of a parsed YAML file by its document path, as config errors name it (routes[3].redirects[0]),
 * mapped to its line: what the studio shows beside a rule as "the YAML line".
 */
export function sourceLines(source: YamlSource): SourceLines {
  const lines: SourceLines = {};
  const lineAt = (offset: number): number => source.lineCounter.linePos(offset).line;
  const visit = (node: unknown, path: DocPath, line: number): void => {
    lines[formatDocPath(path)] = line;
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const keyRange = pair.key.range;
        visit(pair.value, [...path, String(pair.key.value)], keyRange ? lineAt(keyRange[0]) : line);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const range = (item as Node | null)?.range;
        visit(item, [...path, index], range ? lineAt(range[0]) : line);
      });
    } else if (isAlias(node)) {
      // An alias (navigation's *healthHub) repeats its anchor's value: its parts are where the anchor is.
      const target = node.resolve(source.document);
      if (target && (isMap(target) || isSeq(target))) visitChildren(target, path);
    }
  };
  const visitChildren = (node: Node, path: DocPath): void => {
    const range = node.range;
    const line = range ? lineAt(range[0]) : 1;
    const saved = lines[formatDocPath(path)];
    visit(node, path, line);
    if (saved !== undefined) lines[formatDocPath(path)] = saved;
  };
  visit(source.document.contents, [], 1);
  return lines;
}
