/** A file codegen owns under src/generated/: path relative to the project root and its full text. */
export interface GeneratedFile {
  path: string;
  content: string;
}

export function header(sources: readonly string[]): string {
  return `// Generated from ${sources.join(', ')} by \`npm run codegen\`; do not edit.\n`;
}

/** Stable, readable data literal for generated modules (keys quoted only when they must be). */
export function literal(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const simple = value.every((item) => item === null || typeof item !== 'object');
    const items = value.map((item) => literal(item, inner));
    const oneLine = `[${items.join(', ')}]`;
    if (simple && oneLine.length + indent.length <= 110) return oneLine;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    return `${inner}${name}: ${literal(item, inner)},`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

export function unionOf(names: readonly string[]): string {
  return names.length === 0 ? 'never' : names.map((name) => JSON.stringify(name)).join(' | ');
}
