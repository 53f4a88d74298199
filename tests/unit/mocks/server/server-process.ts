import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

/** Kills whatever a test left running (afterEach). */
export function killAll(): void {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** `npm start`'s server as its own process (API only) on a free port; resolves once it listens. quietLog: false logs every request. */
export function startServerProcess(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  options: { quietLog?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'mocks/server/main.ts',
      '--api-only',
      '--port',
      '0',
      ...(options.quietLog === false ? [] : ['--quiet-log']),
      ...args,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const check = () => {
      const port = /on http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ origin: `http://127.0.0.1:${port}`, child, output: () => output, exited });
    };
    child.stdout?.on('data', check);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/** Starts a server that is expected to refuse to start: its exit code and what it printed. */
export async function refusedStart(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts', '--api-only', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exit) => resolve(exit)));
  return { code, output };
}

export const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

export async function signIn(origin: string, username = 'results@example.com'): Promise<string> {
  const response = await fetch(`${origin}/auth/token`, {
    method: 'POST',
    headers: JSON_API,
    body: JSON.stringify({ grant_type: 'password', username, password: 'Passw0rd!' }),
  });
  if (response.status !== 201) throw new Error(`sign-in answered ${response.status}`);
  return /vitalia_session=([^;]+)/.exec(response.headers.getSetCookie().join(';'))?.[1] ?? '';
}
