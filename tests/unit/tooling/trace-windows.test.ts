import { describe, expect, it } from 'vitest';
import { dispatchCpu, kindOf, traceWindows, type TraceEvent } from '../../bench/trace-windows';

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 1, tid: 9 };
const mark = (name: string, ts: number, thread = MAIN): TraceEvent => ({ ...thread, name, ph: 'R', ts, cat: 'blink.user_timing' });
const task = (ts: number, dur: number, tdur: number, thread = MAIN): TraceEvent => ({
  ...thread,
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  cat: 'toplevel',
});
const slice = (name: string, ts: number, dur: number, thread = MAIN): TraceEvent => ({
  ...thread,
  name,
  ph: 'X',
  ts,
  dur,
  cat: 'devtools.timeline',
});

describe('traceWindows', () => {
  it.each([
    {
      case: 'a window opens at the start of the task its start mark is in, and counts the CPU time of the tasks inside',
      events: [task(1000, 4000, 3000), mark('start', 1500), task(6000, 2000, 2000), mark('end', 9000), task(9500, 1000, 1000)],
      expected: [{ wallMs: 8, cpuMs: 5 }],
    },
    {
      case: 'a task cut by the end mark counts in proportion',
      events: [task(0, 1000, 1000), mark('start', 100), task(2000, 2000, 1000), mark('end', 3000)],
      expected: [{ wallMs: 3, cpuMs: 1.5 }],
    },
    {
      case: 'each start pairs with the end after it; an end without a start is ignored',
      events: [
        mark('end', 10),
        task(100, 100, 100),
        mark('start', 150),
        mark('end', 300),
        task(400, 200, 50),
        mark('start', 450),
        mark('end', 700),
      ],
      expected: [
        { wallMs: 0.2, cpuMs: 0.1 },
        { wallMs: 0.3, cpuMs: 0.05 },
      ],
    },
    {
      case: "another thread's tasks do not count",
      events: [task(0, 1000, 1000), mark('start', 10), task(0, 5000, 5000, OTHER), mark('end', 2000)],
      expected: [{ wallMs: 2, cpuMs: 1 }],
    },
    { case: 'no start mark, no windows', events: [task(0, 1000, 1000), mark('end', 2000)], expected: [] },
  ])('$case', ({ events, expected }) => {
    expect(traceWindows(events, 'start', 'end').map(({ wallMs, cpuMs }) => ({ wallMs, cpuMs }))).toEqual(expected);
  });

  it('splits wall time into self time per kind of work: a script and the layout it forced', () => {
    const events = [
      mark('start', 0),
      task(0, 10_000, 9000),
      slice('FunctionCall', 1000, 5000),
      slice('Layout', 2000, 2000),
      slice('Paint', 7000, 1000),
      mark('end', 10_000),
    ];
    expect(traceWindows(events, 'start', 'end')[0]?.byKind).toEqual({ other: 4, script: 3, layout: 2, paint: 1 });
  });
});

describe('traceWindows ending at the paint', () => {
  it.each([
    {
      case: "from the click's task to the end of the first Paint after the DOM mark",
      events: [
        task(1000, 3000, 3000),
        mark('start', 1200),
        mark('dom', 3500),
        slice('Paint', 2000, 100),
        slice('Paint', 6000, 500),
        slice('Paint', 9000, 500),
      ],
      expected: [5.5],
    },
    {
      case: 'one value per Next',
      events: [
        task(0, 100, 100),
        mark('start', 50),
        mark('dom', 80),
        slice('Paint', 200, 50),
        task(1000, 100, 100),
        mark('start', 1010),
        mark('dom', 1050),
        slice('Paint', 1500, 100),
      ],
      expected: [0.25, 0.6],
    },
    { case: 'no Paint after the DOM changed, no value', events: [task(0, 100, 100), mark('start', 50), mark('dom', 80)], expected: [] },
  ])('$case', ({ events, expected }) => {
    expect(traceWindows(events, 'start', 'dom', { endAtPaint: true }).map((window) => window.wallMs)).toEqual(expected);
  });

  it('counts the CPU of the tasks up to the paint, not of those after it', () => {
    const events = [
      task(0, 1000, 800),
      mark('start', 10),
      mark('dom', 500),
      task(2000, 1000, 1000),
      slice('Paint', 2500, 500),
      task(3000, 5000, 5000),
      mark('dom-late', 7000),
    ];
    expect(traceWindows(events, 'start', 'dom', { endAtPaint: true }).map(({ wallMs, cpuMs }) => ({ wallMs, cpuMs }))).toEqual([
      { wallMs: 3, cpuMs: 1.8 },
    ]);
  });
});

describe('kindOf', () => {
  it.each([
    ['FunctionCall', 'script'],
    ['EventDispatch', 'script'],
    ['UpdateLayoutTree', 'style'],
    ['Layout', 'layout'],
    ['Paint', 'paint'],
    ['Commit', 'paint'],
    ['HitTest', 'other'],
  ])('%s is %s', (name, kind) => {
    expect(kindOf(name)).toBe(kind);
  });
});

describe('dispatchCpu', () => {
  const dispatch = (type: string, ts: number, dur: number, tdur: number, thread = MAIN): TraceEvent => ({
    ...thread,
    name: 'EventDispatch',
    ph: 'X',
    ts,
    dur,
    tdur,
    args: { data: { type } },
  });
  it('takes the CPU time of the clicks a Next mark fell inside, on the marked thread only', () => {
    const events = [
      mark('start', 150),
      dispatch('click', 100, 3000, 2000),
      // A click on an answer: no mark inside.
      dispatch('click', 5000, 1000, 900),
      mark('start', 13_000),
      dispatch('click', 9000, 4000, 3500),
      // Another event of the same task holding the mark is not a click.
      dispatch('pointerup', 12_900, 200, 200),
      mark('start', 20_050, OTHER),
      dispatch('click', 20_000, 4000, 4000, OTHER),
    ];
    expect(dispatchCpu(events, 'start', 'click')).toEqual([2, 3.5]);
  });

  it('finds nothing without the mark', () => {
    expect(dispatchCpu([dispatch('click', 0, 10, 10)], 'start', 'click')).toEqual([]);
  });
});
