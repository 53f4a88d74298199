import type { ConfigError, DocPath } from '../load/config-error';
import { errorAt, type YamlSource } from '../load/yaml-source';
import type { LoadedConfig } from '../load/loaded-config';

/** What a cross-reference check sees: the whole validated config and a way to point at a place in a file. */
export interface CheckContext {
  config: LoadedConfig;
  sources: ReadonlyMap<string, YamlSource>;
}

export class ErrorSink {
  readonly errors: ConfigError[] = [];

  constructor(private readonly source: YamlSource) {}

  at(path: DocPath, message: string, atKey = false): void {
    this.errors.push(errorAt(this.source, path, message, atKey));
  }
}
