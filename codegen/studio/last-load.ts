import type { LoadResult } from '../load/load-config';

/**
 * The dev server's last load of config/ (the codegen plugin loads it on every save): the studio reads the same
 * result rather than loading and validating every file a second time.
 */
let last: LoadResult | undefined;

export function rememberLoad(result: LoadResult): void {
  last = result;
}

export function lastLoad(): LoadResult | undefined {
  return last;
}
