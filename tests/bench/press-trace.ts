import { kindOf, traceWindows, type TraceEvent } from './trace-windows';

const ms = (us: number): string => (us / 1000).toFixed(1);

/**
 * A press's work as a trace recorded it, for reading: the window from the task of `startMark` to `endMark` by kind of
 * work, then each main-thread task in it of 2 ms or more, with its start (after the window's), length and the kinds
 * of work inside. Where a press's time goes between its click and its painted result.
 */
export function pressTraceText(events: readonly TraceEvent[], startMark: string, endMark: string): string {
  const [window] = traceWindows(events, startMark, endMark);
  const start = events.find((event) => event.name === startMark && event.cat?.includes('user_timing'));
  const end = events.find((event) => event.name === endMark && event.cat?.includes('user_timing'));
  if (!window || !start || !end) return `(no ${startMark} … ${endMark} window in the trace)`;
  const own = events.filter((event) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X');
  const tasks = own.filter((event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) >= start.ts - 50_000 && event.ts <= end.ts);
  const first = tasks[0]?.ts ?? start.ts;
  const lines = tasks
    .filter((task) => (task.dur ?? 0) >= 2000)
    .map((task) => {
      const inside = own.filter((event) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0) && event.name !== 'RunTask');
      const kinds: Record<string, number> = {};
      for (const event of inside) {
        const kind = kindOf(event.name);
        if (kind !== 'other') kinds[`${kind}:${event.name}`] = (kinds[`${kind}:${event.name}`] ?? 0) + (event.dur ?? 0);
      }
      const top = Object.entries(kinds)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([kind, us]) => `${kind} ${ms(us)}`)
        .join(', ');
      return `  +${ms(task.ts - first).padStart(6)} ms  ${ms(task.dur ?? 0).padStart(6)} ms  ${top}`;
    });
  const kinds = Object.entries(window.byKind)
    .map(([kind, value]) => `${kind} ${value.toFixed(1)}`)
    .join(', ');
  return [`  window ${window.wallMs.toFixed(1)} ms (cpu ${window.cpuMs.toFixed(1)}): ${kinds}`, ...lines].join('\n');
}
