import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatConfigError } from './load/config-error';
import { loadProjectConfig } from './load/load-config';
import { generateAll, writeGenerated } from './generate/generate-all';

const WATCHED = ['config', 'schemas'];

async function regenerate(root: string): Promise<{ errors: string[]; firstError?: { file: string; line: number; col: number } }> {
  const result = loadProjectConfig(root);
  if (!result.config) {
    const first = result.errors[0];
    return { errors: result.errors.map(formatConfigError), ...(first ? { firstError: { file: path.join(root, first.file), line: first.line, col: first.col } } : {}) };
  }
  writeGenerated(root, await generateAll(root, result.config));
  return { errors: [] };
}

/**
 * Validates config/ on every build and on every save in the dev server. A broken file fails `vite build`
 * and shows Vite's error overlay with file:line:col; a good save regenerates src/generated and reloads.
 */
export function configCodegenPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'config-codegen',
    configResolved(resolved) {
      root = resolved.root;
    },
    async buildStart() {
      const { errors } = await regenerate(root);
      if (errors.length > 0) this.error(`Config errors:\n${errors.join('\n')}`);
    },
    configureServer(server: ViteDevServer) {
      for (const dir of WATCHED) server.watcher.add(path.join(root, dir));
      const onChange = async (file: string): Promise<void> => {
        const relative = path.relative(root, file);
        if (!WATCHED.some((dir) => relative.startsWith(`${dir}${path.sep}`))) return;
        const { errors, firstError } = await regenerate(root);
        if (errors.length > 0) {
          server.config.logger.error(errors.join('\n'));
          server.ws.send({
            type: 'error',
            err: {
              message: errors.join('\n'),
              stack: '',
              plugin: 'config-codegen',
              ...(firstError ? { id: firstError.file, loc: { file: firstError.file, line: firstError.line, column: firstError.col } } : {}),
            },
          });
          return;
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', (file) => void onChange(file));
      server.watcher.on('add', (file) => void onChange(file));
      server.watcher.on('unlink', (file) => void onChange(file));
    },
  };
}
