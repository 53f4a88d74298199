/** A problem found in a config file, pointing at the exact place a person must edit. */
export interface ConfigError {
  /** Path relative to the project root, e.g. config/routes.yaml. */
  file: string;
  line: number;
  col: number;
  /** Human path inside the document, e.g. routes[12].redirect.to, or "syntax". */
  path: string;
  message: string;
}

export function formatConfigError(error: ConfigError): string {
  return `${error.file}:${error.line}:${error.col} ${error.path}: ${error.message}`;
}

export type DocPath = ReadonlyArray<string | number>;

/** routes[12].redirect.to; keys that are not identifiers are quoted so the path stays unambiguous. */
export function formatDocPath(path: DocPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(part)) out += out === '' ? part : `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out === '' ? '(root)' : out;
}
