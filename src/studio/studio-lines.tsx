import { createContext, useContext } from 'react';
import type { DocPath } from '../../codegen/load/config-error';
import type { LineOf } from './yaml-lines';

export const LinesContext = createContext<LineOf>(() => undefined);

/** "config/routes.yaml:41": where staff edit the rule beside it. */
export function YamlRef({ file, path }: { file: string; path: DocPath }) {
  const found = useContext(LinesContext)(file, path);
  return <code className="studio-yaml-ref">{found ? `${found.file}:${found.line}` : file}</code>;
}
