import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { configCodegenPlugin } from './codegen/vite-plugin';
import { chunkClosure } from './codegen/route-preloads';
import { studioPlugin } from './codegen/studio/studio-plugin';
import { reactRouterForProduction } from './codegen/react-router-for-production';

/**
 * In the app's build, rjsf takes these modules from src/forms: @rjsf/core's Form its default fields, templates and
 * widgets (src/forms/rjsf-registry.ts), and @rjsf/utils the two functions of fast-uri it calls
 * (src/forms/uri-resolver.ts), its deepEquals without fast-equals (src/forms/deep-equals.ts) and its allOf
 * merger from a chunk of its own, loaded only for a schema with allOf (src/forms/all-of-merge.ts); unit tests
 * compare them with the originals. Nothing else changes: ajv (the studio's live compile,
 * codegen) keeps the real fast-uri, and the dev server serves rjsf as published.
 */
function rjsfTrimmed(): Plugin {
  const registry = fileURLToPath(new URL('./src/forms/rjsf-registry.ts', import.meta.url));
  const uriResolver = fileURLToPath(new URL('./src/forms/uri-resolver.ts', import.meta.url));
  const deepEquals = fileURLToPath(new URL('./src/forms/deep-equals.ts', import.meta.url));
  const allOfMerge = fileURLToPath(new URL('./src/forms/all-of-merge.ts', import.meta.url));
  const from = (importer: string | undefined, dir: string): boolean => importer?.split('\\').join('/').includes(dir) ?? false;
  return {
    name: 'rjsf-trimmed',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../getDefaultRegistry.js' && from(importer, '/@rjsf/core/lib/components/')) return registry;
      if (source === 'fast-uri' && from(importer, '/@rjsf/utils/')) return uriResolver;
      if (/^\.\.?\/deepEquals\.js$/.test(source) && from(importer, '/@rjsf/utils/lib/')) return deepEquals;
      if (source === './shallowAllOfMerge.js' && from(importer, '/@rjsf/utils/lib/schema/')) return allOfMerge;
      return null;
    },
  };
}

/**
 * A dynamic import preloads the chunks its chunk needs, in parallel, from a list in the importing chunk. The chunks
 * the importer has itself loaded (its static imports, all the way down) are left out of the lists: the entry's
 * route table would otherwise repeat React, the copy registry and the API client in each screen's list.
 */
function preloadListsWithoutLoaded(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: OutputBundle | undefined;
  const loadedBy = (host: string): Set<string> => new Set(bundle ? chunkClosure(bundle, host).scripts : []);
  return {
    plugin: {
      name: 'preload-lists-without-loaded',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      const loaded = loadedBy(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

/**
 * V8 compiles most functions the first time they are called, on the main thread. A file marked as run on load has
 * all its functions compiled while it streams in, on a background thread (Chrome 136's explicit compile hints; to other
 * browsers it is a comment). The startup chunk is such a file: React's renderer, the router, the frame and the
 * guards all run before the first screen shows, and compiling them on first call was most of a load's longest task.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function compileHintForStartup(): Plugin {
  return {
    name: 'compile-hint-for-startup',
    apply: 'build',
    // The file's name changes with it, as with any change to its content.
    augmentChunkHash: (chunk) => (chunk.isEntry ? COMPILE_HINT : undefined),
    // Last of all: V8 reads the comment only on the file's first line, and Vite puts its preload list there after
    // minifying (which would have taken the comment out).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}

/** The app's modules loaded with TanStack Query and only with it (see the `query` group below). */
const WITH_QUERY = /[\\/]src[\\/](api[\\/]query-(runtime|client|scope)\.tsx?|app-router[\\/]screen-queries\.ts)$/;

/** Where `npm run dev` finds the local server (mocks/server) that answers the API and serves the stand-ins. */
const LOCAL_SERVER = `http://127.0.0.1:${process.env.VITALIA_API_PORT ?? 4794}`;

// One bundle with no mock code; `--mode real-api` (or VITALIA_DEPLOYMENT=production) points it at the real hosts.
export default defineConfig(({ mode }) => {
  const deployment = process.env.VITALIA_DEPLOYMENT ?? (mode === 'real-api' ? 'production' : 'embedded');
  // Unit tests load config through the codegen loader themselves; they must not regenerate files.
  const underVitest = process.env.VITEST !== undefined;
  const preloadLists = preloadListsWithoutLoaded();
  return {
    plugins: underVitest
      ? [react()]
      : [
          configCodegenPlugin(deployment === 'production' ? 'production' : 'embedded'),
          studioPlugin(),
          rjsfTrimmed(),
          reactRouterForProduction(),
          preloadLists.plugin,
          compileHintForStartup(),
          react(),
        ],
    resolve: {
      alias: [{ find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)) }],
    },
    define: {
      'import.meta.env.VITE_DEPLOYMENT': JSON.stringify(deployment),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The benchmark reads it to attribute chunks to routes.
      manifest: true,
      reportCompressedSize: false,
      modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything the entry loads before it runs, in the entry's one file. Left to itself, rolldown put each
              // module the entry shares with a screen in a small file of its own (13 at startup): over HTTP/1.1's six
              // connections a phone fetches them in waves, a round trip each (the 404's simulated LCP: 2.18 -> 1.70 s).
              { name: 'app', tags: ['$initial'] },
              // TanStack Query loads with the first screen that reads data (not at startup): in one file, not five.
              // queryOptions (an identity function the API modules call at startup) and the index re-exporting it stay out,
              // as does useQueries (the cart's alone reads several queries at once: it comes with the cart's code).
              // The app's own modules that load exactly when Query does (its client, the screens' scope and their
              // first queries' wrapper) come in the same file: as files of their own, each was a request and a few
              // hundred bytes of gzip that shares no dictionary with the rest.
              {
                name: (id: string) =>
                  (/node_modules[\\/]@tanstack[\\/]/.test(id) && !/[\\/](queryOptions|index|useQueries|queriesObserver)\.js$/.test(id)) ||
                  WITH_QUERY.test(id)
                    ? 'query'
                    : null,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(['/v1', '/v2', '/auth', '/content-api', '/site'].map((prefix) => [prefix, { target: LOCAL_SERVER }])),
    },
    preview: {
      strictPort: true,
    },
    test: {
      environment: 'node',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/config/**/*.test.ts'],
      // Drops the PostgreSQL schema a test file made (VITALIA_TEST_DATABASE_URL): none is left behind.
      setupFiles: ['tests/unit/drop-test-data.ts'],
      // A hang detector, not a speed check: on a loaded 2-core machine the heaviest tests (every day of 9,999
      // years, a full config load) take 6-9 s, past vitest's 5 s default, with nothing wrong.
      testTimeout: 30_000,
    },
  };
});
