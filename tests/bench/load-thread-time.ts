import type { TraceEvent } from './trace-windows';

/** A trace event as a page load's navigationStart carries it: the document it starts loading. */
type LoadEvent = TraceEvent & { args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } } };

/** The renderer main thread's time over one page load, in ms. */
export interface LoadThreadTime {
  /** CPU time of its tasks from navigation to the trace's end: what the page cost, however busy the machine was. */
  cpuMs: number;
  /** Wall time of the same tasks: CPU time plus the time they waited for a core (or for another process). */
  wallMs: number;
  /**
   * Total blocking time after first contentful paint, each task counted at `slowdown` times its CPU time: what
   * Lighthouse's simulation would count if no task ever waited for a core. Lighthouse itself times tasks by the wall
   * clock, so on a machine whose other processes take the page's cores its figure is higher.
   */
  cpuBlockingMs: number;
  /** The same sum from wall time, close to what Lighthouse counts (its window also ends at interactive). */
  wallBlockingMs: number;
}

const LONG_TASK_MS = 50;

/**
 * The main-thread time of the load of the first main-frame document whose URL starts with `urlPrefix`. Tasks are
 * the thread's top-level RunTask events; first contentful paint is the trace's own mark for that renderer. Returns
 * null when the trace holds no such navigation or no first contentful paint.
 */
export function loadThreadTime(events: readonly TraceEvent[], urlPrefix: string, slowdown = 4): LoadThreadTime | null {
  const navigation = (events as readonly LoadEvent[]).find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame !== false &&
      (event.args?.data?.documentLoaderURL ?? '').startsWith(urlPrefix),
  );
  if (!navigation) return null;
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  if (!firstPaint) return null;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.ts >= navigation.ts,
  );
  const blocking = (ms: number): number => Math.max(0, slowdown * ms - LONG_TASK_MS);
  const total = { cpuMs: 0, wallMs: 0, cpuBlockingMs: 0, wallBlockingMs: 0 };
  for (const task of tasks) {
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    const wallMs = (task.dur ?? 0) / 1000;
    total.cpuMs += cpuMs;
    total.wallMs += wallMs;
    if (task.ts < firstPaint.ts) continue;
    total.cpuBlockingMs += blocking(cpuMs);
    total.wallBlockingMs += blocking(wallMs);
  }
  return total;
}
