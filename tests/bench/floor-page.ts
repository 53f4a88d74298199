import react from '@vitejs/plugin-react';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { staticSite } from '../../mocks/server/static-files';
import { reactRouterForProduction } from '../../codegen/react-router-for-production';

export interface FloorServer {
  url: string;
  stop(): Promise<void>;
}

const FLOOR_ROOT = fileURLToPath(new URL('./floor/', import.meta.url));

/**
 * Builds the floor page (tests/bench/floor: react, react-dom, react-router's declarative router and Query, nothing of
 * the app) from this checkout's node_modules, with the app's build target and react-router's production files, and
 * serves it the way the local server serves the app (precompressed, the same cache headers), so the two are measured
 * alike in the same run.
 */
export async function startFloorServer(port: number): Promise<FloorServer> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'vitalia-floor-'));
  await build({
    root: FLOOR_ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [reactRouterForProduction(), react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, reportCompressedSize: false },
  });
  const site = staticSite(outDir);
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    if (!site.serve(request, response, pathname, {})) {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  // Compression runs on the thread pool after start-up; let it finish before anything is measured.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(outDir, { recursive: true, force: true });
      }),
  };
}
