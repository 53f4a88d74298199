import { describe, expect, it } from 'vitest';
import { afterFirstPaint, type PaintScheduler } from '../../../src/boot/after-first-paint';

/** A page whose frames and timers run only when the test says so, recording the order things happen in. */
function fakePage(visibilityState: DocumentVisibilityState) {
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const page: PaintScheduler = {
    visibilityState,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) =>
      timers.push(() => {
        log.push(`timer ${ms}`);
        callback();
      }),
  };
  const frame = () => {
    frames.splice(0).forEach((callback) => callback());
    log.push('paint');
  };
  const runTimers = () => timers.splice(0).forEach((timer) => timer());
  return { page, log, frame, runTimers };
}

describe('afterFirstPaint', () => {
  it('on a visible page, starts in a task after the first frame has painted, not before', () => {
    const { page, log, frame, runTimers } = fakePage('visible');
    afterFirstPaint(() => log.push('start'), page);
    runTimers();
    expect(log).toEqual([]);
    frame();
    expect(log).toEqual(['paint']);
    runTimers();
    expect(log).toEqual(['paint', 'timer 0', 'start']);
  });

  it('on a hidden page (a background tab paints no frame), starts at once', () => {
    const { page, log } = fakePage('hidden');
    afterFirstPaint(() => log.push('start'), page);
    expect(log).toEqual(['start']);
  });

  it('starts once, however many frames follow', () => {
    const { page, log, frame, runTimers } = fakePage('visible');
    afterFirstPaint(() => log.push('start'), page);
    for (let index = 0; index < 3; index += 1) {
      frame();
      runTimers();
    }
    expect(log.filter((entry) => entry === 'start')).toHaveLength(1);
  });
});
