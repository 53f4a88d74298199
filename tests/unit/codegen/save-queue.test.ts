import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveQueue } from '../../../codegen/save-queue';

interface Run {
  files: readonly string[];
  finish: () => void;
}

/** A queue whose runs finish only when the test says so, recording each run's files and how many ran at once. */
function recordingQueue(quietMs = 15) {
  const runs: Run[] = [];
  const errors: unknown[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const save = saveQueue(
    (files) =>
      new Promise<void>((resolve) => {
        active += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        runs.push({
          files,
          finish: () => {
            active -= 1;
            resolve();
          },
        });
      }),
    quietMs,
    (error) => errors.push(error),
  );
  return { save, runs, errors, mostAtOnce: () => mostAtOnce };
}

describe('saveQueue (the dev server runs codegen once per save, never two at once)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the saves to pause, then runs once with every file saved', async () => {
    const { save, runs } = recordingQueue();
    save('config/routes.yaml');
    await vi.advanceTimersByTimeAsync(10);
    save('config/navigation.yaml');
    save('config/routes.yaml');
    await vi.advanceTimersByTimeAsync(14);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((run) => run.files)).toEqual([['config/routes.yaml', 'config/navigation.yaml']]);
  });

  it('runs once more after a run for the saves made during it, not alongside it', async () => {
    const { save, runs, mostAtOnce } = recordingQueue();
    save('config/navigation.yaml');
    await vi.advanceTimersByTimeAsync(15);
    save('config/banners.yaml');
    save('config/app.yaml');
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(1);
    runs[0]?.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((run) => run.files)).toEqual([['config/navigation.yaml'], ['config/banners.yaml', 'config/app.yaml']]);
    runs[1]?.finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(2);
    expect(mostAtOnce()).toBe(1);
  });

  it('reports a run that fails and runs again on the next save', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const save = saveQueue(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('generate failed');
      },
      15,
      (error) => errors.push(error),
    );
    save('config/routes.yaml');
    await vi.advanceTimersByTimeAsync(15);
    expect(errors).toEqual([new Error('generate failed')]);
    save('config/routes.yaml');
    await vi.advanceTimersByTimeAsync(15);
    expect(calls).toBe(2);
  });
});
