import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * npm run dev: the local server answers the API and serves the stand-ins (built once if missing) on 4794; Vite
 * serves the app on 4792 with hot reload and proxies the API to it (vite.config.ts server.proxy).
 */
const apiPort = process.env.VITALIA_API_PORT ?? '4794';
if (!existsSync('dist-site/index.html')) spawnSync('npx', ['vite', 'build', '--configLoader', 'runner', '--config', 'mocks/site/vite.config.ts'], { stdio: 'inherit' });

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'mocks/server/main.ts', '--api-only', '--port', apiPort], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--configLoader', 'runner', '--port', '4792', '--strictPort', '--host', '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, VITALIA_API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (code ? stop() : undefined));
