import { describe, expect, it } from 'vitest';
import { deferredSave } from '../../../src/survey/model/deferred-save';

/** A scheduler the test runs by hand: what deferredSave asked to run later. */
function manualScheduler() {
  const queued: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void queued.push(run),
    runAll: () => queued.splice(0).forEach((run) => run()),
    get count() {
      return queued.length;
    },
  };
}

describe('a deferred save', () => {
  it.each<{ case: string; steps: (string | 'run' | 'flush')[]; written: string[]; scheduled: number }>([
    { case: 'nothing is written until the scheduled run', steps: ['a'], written: [], scheduled: 1 },
    { case: 'the scheduled run writes the value', steps: ['a', 'run'], written: ['a'], scheduled: 0 },
    { case: 'saves before the run are one write of the last', steps: ['a', 'b', 'c', 'run'], written: ['c'], scheduled: 0 },
    { case: 'a save after the run is scheduled again', steps: ['a', 'run', 'b', 'run'], written: ['a', 'b'], scheduled: 0 },
    { case: 'flush writes what waits at once (the page is going)', steps: ['a', 'flush'], written: ['a'], scheduled: 1 },
    { case: 'the run after a flush writes nothing again', steps: ['a', 'flush', 'run'], written: ['a'], scheduled: 0 },
    { case: 'flush with nothing waiting writes nothing', steps: ['flush', 'a', 'run', 'flush'], written: ['a'], scheduled: 0 },
    {
      case: 'a save after a flush, before the run, is written by that run',
      steps: ['a', 'flush', 'b', 'run'],
      written: ['a', 'b'],
      scheduled: 0,
    },
  ])('$case', ({ steps, written, scheduled }) => {
    const scheduler = manualScheduler();
    const writes: string[] = [];
    const saver = deferredSave<string>((value) => writes.push(value), scheduler.schedule);
    for (const step of steps) {
      if (step === 'run') scheduler.runAll();
      else if (step === 'flush') saver.flush();
      else saver.save(step);
    }
    expect(writes).toEqual(written);
    expect(scheduler.count).toBe(scheduled);
  });

  it('asks for one run per burst of saves', () => {
    const scheduler = manualScheduler();
    const saver = deferredSave<number>(() => undefined, scheduler.schedule);
    for (let value = 0; value < 10; value += 1) saver.save(value);
    expect(scheduler.count).toBe(1);
  });
});
