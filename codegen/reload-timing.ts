/**
 * How long each stage of a config save takes in the dev server (read, load and validate, generate, write), one
 * line per save. Off unless VITALIA_RELOAD_TIMING=1: it is for whoever measures the studio's reload, not for
 * everyday work.
 */
export interface ReloadTimer {
  stage<T>(name: string, run: () => T): T;
  stageAsync<T>(name: string, run: () => Promise<T>): Promise<T>;
  /** Adds a note (files written, errors) to the line. */
  note(text: string): void;
  finish(): void;
}

export function reloadTimingEnabled(): boolean {
  return process.env.VITALIA_RELOAD_TIMING === '1';
}

const silent: ReloadTimer = {
  stage: (_name, run) => run(),
  stageAsync: (_name, run) => run(),
  note: () => undefined,
  finish: () => undefined,
};

export function reloadTimer(trigger: string, log: (line: string) => void, enabled = reloadTimingEnabled()): ReloadTimer {
  if (!enabled) return silent;
  const started = performance.now();
  const parts: string[] = [];
  const record = (name: string, since: number): void => {
    parts.push(`${name} ${(performance.now() - since).toFixed(1)} ms`);
  };
  return {
    stage(name, run) {
      const since = performance.now();
      try {
        return run();
      } finally {
        record(name, since);
      }
    },
    async stageAsync(name, run) {
      const since = performance.now();
      try {
        return await run();
      } finally {
        record(name, since);
      }
    },
    note(text) {
      parts.push(text);
    },
    finish() {
      log(`[config-reload] ${trigger}: ${parts.join(', ')}; total ${(performance.now() - started).toFixed(1)} ms`);
    },
  };
}
