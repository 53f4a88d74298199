import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { announceStudio } from './open-studio';

/**
 * npm run dev: the local server answers the API and serves the stand-ins (built once if missing) on 4794; Vite
 * serves the app on 4792 (VITALIA_API_PORT, VITALIA_DEV_PORT to move them) with hot reload and proxies the API to it (vite.config.ts server.proxy).
 * npm run studio (--studio) does the same and then prints, and where it can opens, the staff studio at /__studio.
 */
const apiPort = process.env.VITALIA_API_PORT ?? '4794';
const appPort = process.env.VITALIA_DEV_PORT ?? '4792';
if (!existsSync('dist-site/index.html'))
  spawnSync('npx', ['vite', 'build', '--configLoader', 'runner', '--config', 'mocks/site/vite.config.ts'], { stdio: 'inherit' });

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'mocks/server/main.ts', '--api-only', '--port', apiPort], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--configLoader', 'runner', '--port', appPort, '--strictPort', '--host', '127.0.0.1'], {
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
if (process.argv.includes('--studio')) void announceStudio(appPort);
