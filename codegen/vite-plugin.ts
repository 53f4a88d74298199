import path from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { formatConfigError } from './load/config-error';
import { loadProjectConfig } from './load/load-config';
import type { LoadedConfig } from './load/loaded-config';
import { generateAll, writeGenerated } from './generate/generate-all';
import { bootCookieBannerHtml, bootSplashHtml, consentCheckFileName, consentCheckScript, sessionPreloadHtml } from './boot-splash';
import { namespaceOf } from './generate/message-namespaces';
import { isWholeCatalogue, messageImports, registryPath, takesMessageImports } from './message-imports';
import { STUDIO_PATH } from './studio/studio-api';
import { rememberLoad } from './studio/last-load';

const WATCHED = ['config', 'schemas'];

interface Regenerated {
  /** Config errors as Vite's error overlay shows them; undefined when the config is good. */
  err: ErrorPayload['err'] | undefined;
  config: LoadedConfig | undefined;
}

async function regenerate(root: string): Promise<Regenerated> {
  const result = loadProjectConfig(root);
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
    return { err, config: undefined };
  }
  writeGenerated(root, await generateAll(root, result.config));
  return { err: undefined, config: result.config };
}

/**
 * Validates config/ on every build and on every save in the dev server. A broken file fails `vite build`;
 * the dev server still starts (so the person can fix the file) and shows Vite's error overlay with file:line:col
 * to every page that connects until a good save regenerates src/generated and reloads.
 */
export function configCodegenPlugin(deployment: 'embedded' | 'production' = 'embedded'): Plugin {
  let root = process.cwd();
  let serving = false;
  let server: ViteDevServer | undefined;
  let current: ErrorPayload['err'] | undefined;
  // What the last regeneration loaded: index.html is filled from it rather than reading config/ again per request.
  let loaded: LoadedConfig | undefined;
  const regenerateAndKeep = async (): Promise<ErrorPayload['err'] | undefined> => {
    const { err, config } = await regenerate(root);
    loaded = config;
    return err;
  };

  const report = (err: ErrorPayload['err'] | undefined): void => {
    current = err;
    if (!server) return;
    if (err) {
      server.config.logger.error(err.message);
      server.ws.send({ type: 'error', err });
    } else {
      server.ws.send({ type: 'full-reload' });
    }
  };

  return {
    name: 'config-codegen',
    configResolved(resolved) {
      root = resolved.root;
      serving = resolved.command === 'serve';
    },
    async buildStart() {
      const err = await regenerateAndKeep();
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
      const check = consentCheckFileName(consentCheckScript(loaded));
      return html
        .replace('</title>', `</title>\n    ${sessionPreloadHtml(loaded, deployment)}\n    <script src="/${check}"></script>`)
        .replace('<div id="root"></div>', `<div id="root">${bootCookieBannerHtml(loaded)}${bootSplashHtml(loaded)}</div>`);
    },
    generateBundle() {
      if (!loaded) return;
      const source = consentCheckScript(loaded);
      this.emitFile({ type: 'asset', fileName: consentCheckFileName(source), source });
    },
    configureServer(devServer: ViteDevServer) {
      server = devServer;
      // A page opened (or reloaded) while the config is broken must still see what to fix.
      devServer.ws.on('connection', () => {
        if (current) devServer.ws.send({ type: 'error', err: current });
      });
      devServer.middlewares.use((request, response, next) => {
        const source = loaded ? consentCheckScript(loaded) : null;
        if (!source || request.url !== `/${consentCheckFileName(source)}`) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(source);
      });
      for (const dir of WATCHED) devServer.watcher.add(path.join(root, dir));
      const onChange = async (file: string): Promise<void> => {
        const relative = path.relative(root, file);
        if (!WATCHED.some((dir) => relative.startsWith(`${dir}${path.sep}`))) return;
        report(await regenerateAndKeep());
      };
      devServer.watcher.on('change', (file) => void onChange(file));
      devServer.watcher.on('add', (file) => void onChange(file));
      devServer.watcher.on('unlink', (file) => void onChange(file));
    },
  };
}
