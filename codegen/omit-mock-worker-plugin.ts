import type { Plugin } from 'vite';
import { rmSync } from 'node:fs';
import path from 'node:path';

/** Vite copies public/ verbatim; a build for the real API must not ship msw's service worker. */
export function omitMockWorkerPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'omit-mock-worker',
    apply: 'build',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    closeBundle() {
      rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
