import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { formatConfigError } from './load/config-error';
import {
  fileCheckCache,
  loadConfig,
  readConfigFiles,
  readEntitySchemas,
  readSchemaDir,
  withPublishedLock,
  type FileCheckCache,
} from './load/load-config';
import type { LoadedConfig } from './load/loaded-config';
import { generateAll, writeGenerated } from './generate/generate-all';
import { bootCookieBannerHtml, bootHeadScript, bootSplashHtml, headScriptFileName, sessionPreloadHtml } from './boot-splash';
import { firstPaintHead } from './first-paint-head';
import { ROUTE_PRELOADS_FILE, routePreloads } from './route-preloads';
import { flattenRoutes, mountedRoutesOf } from '../src/engine/routing/flat-routes';
import { namespaceOf } from './generate/message-namespaces';
import { isWholeCatalogue, messageImports, registryPath, takesMessageImports } from './message-imports';
import { CONFIG_LOADED_EVENT, STUDIO_PATH } from './studio/studio-api';
import { rememberLoad } from './studio/last-load';
import { reloadTimer, reloadTimingEnabled, type ReloadTimer } from './reload-timing';
import { saveQueue } from './save-queue';

const WATCHED = ['config', 'schemas'];
const SCREEN_REGISTRY = 'src/screens/screen-registry.ts';

interface Regenerated {
  /** Config errors as Vite's error overlay shows them; undefined when the config is good. */
  err: ErrorPayload['err'] | undefined;
  config: LoadedConfig | undefined;
}

/** Quiet time after a watcher event before loading: an editor's save is one or a few events within milliseconds. */
const SAVE_QUIET_MS = 15;

async function regenerate(root: string, timer: ReloadTimer, cache: FileCheckCache): Promise<Regenerated> {
  const [files, schemas, entities] = timer.stage(
    'read',
    () => [readConfigFiles(root), readSchemaDir(root, 'schemas/config'), readEntitySchemas(root)] as const,
  );
  const result = timer.stage('load and validate', () => withPublishedLock(root, loadConfig(files, schemas, cache, entities)));
  rememberLoad(result);
  if (!result.config) {
    const message = result.errors.map(formatConfigError).join('\n');
    const first = result.errors[0];
    const file = first ? path.join(root, first.file) : undefined;
    const err = {
      message: `Config errors:\n${message}`,
      stack: '',
      plugin: 'config-codegen',
      ...(first && file ? { id: file, loc: { file, line: first.line, column: first.col } } : {}),
    };
    timer.note(`${result.errors.length} config errors`);
    return { err, config: undefined };
  }
  const config = result.config;
  const generated = await timer.stageAsync('generate', () => generateAll(root, config));
  const written = timer.stage('write', () => writeGenerated(root, generated));
  timer.note(`${written.length} files written`);
  return { err: undefined, config: result.config };
}

/**
 * Validates config/ on every build and on every save in the dev server. A broken file fails `vite build`;
 * the dev server still starts (so the person can fix the file) and shows Vite's error overlay with file:line:col
 * to every page that connects until a good save regenerates src/generated, whose changed modules the pages take
 * as hot updates.
 */
export function configCodegenPlugin(deployment: 'embedded' | 'production' = 'embedded'): Plugin {
  let root = process.cwd();
  let serving = false;
  let server: ViteDevServer | undefined;
  let current: ErrorPayload['err'] | undefined;
  // What the last regeneration loaded: index.html is filled from it rather than reading config/ again per request.
  let loaded: LoadedConfig | undefined;
  // The parsed and validated files of the last load, reused for every file a save did not change.
  const cache = fileCheckCache();
  const regenerateAndKeep = async (timer: ReloadTimer): Promise<ErrorPayload['err'] | undefined> => {
    const { err, config } = await regenerate(root, timer, cache);
    loaded = config;
    return err;
  };

  const report = (err: ErrorPayload['err'] | undefined): void => {
    const recovered = current !== undefined && err === undefined;
    current = err;
    if (!server) return;
    if (err) {
      server.config.logger.error(err.message);
      server.ws.send({ type: 'error', err });
    } else if (recovered) {
      // A fix that leaves src/generated as it was sends no module update; an empty one clears the error overlay
      // (a page that has had no update since it loaded reloads instead), as after a fixed syntax error.
      server.ws.send({ type: 'update', updates: [] });
    }
    // No full reload on a good save: the files codegen rewrote reach the pages as hot module updates (Vite falls
    // back to a reload where a module cannot take one). The studio fetches the config's errors and lines again.
    server.ws.send(CONFIG_LOADED_EVENT, { ok: err === undefined });
  };

  return {
    name: 'config-codegen',
    configResolved(resolved) {
      root = resolved.root;
      serving = resolved.command === 'serve';
    },
    async buildStart() {
      const timer = reloadTimer('start', (line) => this.info(line));
      const err = await regenerateAndKeep(timer);
      timer.finish();
      if (err && !serving) this.error(err.message);
      if (serving) {
        current = err;
        if (err) server?.config.logger.error(err.message);
      }
    },
    // Copy split per namespace: see codegen/generate/message-namespaces.ts.
    resolveId: {
      // Before Vite's own resolver, which would otherwise answer first.
      order: 'pre',
      async handler(source, importer, options) {
        if (!importer || !/messages\.gen(\.ts)?$/.test(source) || !takesMessageImports(importer, root)) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && isWholeCatalogue(resolved.id, root) ? registryPath(root) : null;
      },
    },
    transform(code, id) {
      if (!loaded || !takesMessageImports(id, root)) return null;
      const imports = messageImports(code, new Set(Object.keys(loaded.messages.messages).map(namespaceOf)), root);
      // On the first line, so every other line keeps its place for source maps.
      return imports ? { code: `${imports}${code}`, map: null } : null;
    },
    transformIndexHtml(html, context) {
      // The staff studio (codegen/studio) is a page of its own: no splash, no session preload.
      if (!loaded || context.path.startsWith(STUDIO_PATH)) return html;
      const check = headScriptFileName(bootHeadScript(loaded, deployment));
      return firstPaintHead(html, [sessionPreloadHtml(loaded, deployment), `<script src="/${check}"></script>`]).replace(
        '<div id="root"></div>',
        `${bootCookieBannerHtml(loaded)}<div id="root">${bootSplashHtml(loaded)}</div>`,
      );
    },
    generateBundle() {
      if (!loaded) return;
      const source = bootHeadScript(loaded, deployment);
      this.emitFile({ type: 'asset', fileName: headScriptFileName(source), source });
    },
    // Last, once Vite's CSS step has removed its CSS-only chunks from the bundle and from the chunks' imports.
    writeBundle: {
      order: 'post',
      handler(options, bundle) {
        if (!loaded || serving || !options.dir || !Object.values(bundle).some((output) => output.type === 'chunk' && output.isEntry))
          return;
        const registry = readFileSync(path.join(root, SCREEN_REGISTRY), 'utf8');
        const preloads = routePreloads(mountedRoutesOf(flattenRoutes(loaded.routes.routes)), registry, bundle);
        writeFileSync(path.join(options.dir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 1)}\n`);
      },
    },
    configureServer(devServer: ViteDevServer) {
      server = devServer;
      // A page opened (or reloaded) while the config is broken must still see what to fix.
      devServer.ws.on('connection', () => {
        if (current) devServer.ws.send({ type: 'error', err: current });
      });
      devServer.middlewares.use((request, response, next) => {
        const source = loaded ? bootHeadScript(loaded, deployment) : null;
        if (!source || request.url !== `/${headScriptFileName(source)}`) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(source);
      });
      for (const dir of WATCHED) devServer.watcher.add(path.join(root, dir));
      const regenerateAfterSaves = saveQueue(
        async (files) => {
          const timer = reloadTimer(files.join(', '), (line) => devServer.config.logger.info(line, { timestamp: true }));
          // How late the watcher told us: the file's modification time is when the editor saved it.
          const saved = files.map((file) => path.join(root, file)).filter((file) => existsSync(file));
          if (reloadTimingEnabled() && saved.length > 0)
            timer.note(`seen ${Date.now() - Math.round(Math.max(...saved.map((file) => statSync(file).mtimeMs)))} ms after the save`);
          const err = await regenerateAndKeep(timer);
          timer.stage('notify', () => report(err));
          timer.finish();
        },
        SAVE_QUIET_MS,
        (error: unknown) =>
          devServer.config.logger.error(`config-codegen: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
      );
      const onChange = (file: string): void => {
        const relative = path.relative(root, file);
        // Only what codegen reads: it writes the surveys' diagrams (.md) into config/surveys itself.
        if (!WATCHED.some((dir) => relative.startsWith(`${dir}${path.sep}`)) || !/\.(ya?ml|json)$/.test(relative)) return;
        regenerateAfterSaves(relative);
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
  };
}
