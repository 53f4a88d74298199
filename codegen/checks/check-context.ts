import type { ConfigError, DocPath } from '../load/config-error';
import { didYouMean } from '../load/suggest';
import { errorAt, type YamlSource } from '../load/yaml-source';
import type { LoadedConfig } from '../load/loaded-config';
import type { EntitySchemas } from './entity-attributes';

/** What a cross-reference check sees: the whole validated config and a way to point at a place in a file. */
export interface CheckContext {
  config: LoadedConfig;
  sources: ReadonlyMap<string, YamlSource>;
  /** schemas/entities by $id, which forms' bindings are checked against; absent in a project without them. */
  entities?: EntitySchemas;
}

export class ErrorSink {
  readonly errors: ConfigError[] = [];

  constructor(private readonly source: YamlSource) {}

  at(path: DocPath, message: string, atKey = false): void {
    this.errors.push(errorAt(this.source, path, message, atKey));
  }

  /** A name that must be one of `known` (a message key, a route id...): `unknown <kind> "x" (did you mean ...)`. */
  reference(path: DocPath, kind: string, value: string, known: readonly string[]): void {
    if (!known.includes(value)) this.at(path, `unknown ${kind} "${value}"${didYouMean(value, known)}`);
  }
}
