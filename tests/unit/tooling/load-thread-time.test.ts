import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadThreadTime } from '../../bench/load-thread-time';
import type { TraceEvent } from '../../bench/trace-windows';

const MAIN = { pid: 1, tid: 7 };
const page = 'https://127.0.0.1:4812';
const navigation = (ts: number, url = `${page}/not-a-page`, thread = MAIN): TraceEvent =>
  ({
    ...thread,
    name: 'navigationStart',
    ph: 'R',
    ts,
    cat: 'blink.user_timing',
    args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
  }) as TraceEvent;
const firstPaint = (ts: number): TraceEvent => ({ ...MAIN, name: 'firstContentfulPaint', ph: 'R', ts, cat: 'loading' });
const task = (ts: number, dur: number, tdur: number, thread = MAIN): TraceEvent => ({
  ...thread,
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  cat: 'toplevel',
});

describe('loadThreadTime', () => {
  it.each([
    {
      case: 'tasks after the paint block by 4x their time less 50 ms, counted from CPU and from wall time apart',
      events: [navigation(0), task(1_000, 30_000, 20_000), firstPaint(40_000), task(50_000, 30_000, 10_000), task(90_000, 20_000, 12_000)],
      expected: { cpuMs: 42, wallMs: 80, cpuBlockingMs: 0, wallBlockingMs: 70 + 30 },
    },
    {
      case: 'a task before first contentful paint costs time but blocks nothing',
      events: [navigation(0), task(1_000, 100_000, 100_000), firstPaint(200_000)],
      expected: { cpuMs: 100, wallMs: 100, cpuBlockingMs: 0, wallBlockingMs: 0 },
    },
    {
      case: 'tasks before the navigation and on other threads are not the load',
      events: [
        task(0, 9_000, 9_000),
        navigation(10_000),
        firstPaint(11_000),
        task(12_000, 20_000, 20_000),
        task(12_000, 90_000, 90_000, { pid: 1, tid: 8 }),
        task(12_000, 90_000, 90_000, { pid: 2, tid: 7 }),
      ],
      expected: { cpuMs: 20, wallMs: 20, cpuBlockingMs: 30, wallBlockingMs: 30 },
    },
    {
      case: 'the first navigation to the page is the load (about:blank before it is not)',
      events: [
        navigation(0, 'about:blank'),
        task(1_000, 50_000, 50_000),
        navigation(100_000),
        firstPaint(110_000),
        task(120_000, 15_000, 15_000),
      ],
      expected: { cpuMs: 15, wallMs: 15, cpuBlockingMs: 10, wallBlockingMs: 10 },
    },
  ])('$case', ({ events, expected }) => {
    expect(loadThreadTime(events, page)).toEqual(expected);
  });

  it.each([
    { case: 'no navigation to the page', events: [navigation(0, 'about:blank'), firstPaint(10)] },
    { case: 'no first contentful paint', events: [navigation(0), task(10, 10, 10)] },
  ])('measures nothing with $case', ({ events }) => {
    expect(loadThreadTime(events, page)).toBeNull();
  });

  it('never counts more CPU than wall time, nor more blocking from CPU than from wall time', () => {
    const tasks = fc.array(
      fc.record({
        start: fc.integer({ min: 0, max: 1_000_000 }),
        wall: fc.integer({ min: 0, max: 400_000 }),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(tasks, fc.integer({ min: 0, max: 1_000_000 }), (drawn, paintAt) => {
        const events = [
          navigation(0),
          firstPaint(paintAt),
          ...drawn.map(({ start, wall, share }) => task(start, wall, Math.floor(wall * share))),
        ];
        const time = loadThreadTime(events, page);
        expect(time).not.toBeNull();
        if (!time) return;
        expect(time.cpuMs).toBeLessThanOrEqual(time.wallMs + 1e-9);
        expect(time.cpuBlockingMs).toBeLessThanOrEqual(time.wallBlockingMs + 1e-9);
      }),
    );
  });
});
