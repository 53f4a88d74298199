/** One event of a Chrome trace (the Trace Event Format), with the fields this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds on the trace's clock. */
  ts: number;
  /** Wall duration of a complete ('X') event, µs. */
  dur?: number;
  /** The thread's CPU time during a complete event, µs: what the work cost, however busy the machine was. */
  tdur?: number;
  cat?: string;
  args?: { name?: string; data?: { type?: string } };
}

/** The main-thread work between a start and an end mark, in ms. */
export interface WindowCost {
  /** From the start of the task the start mark is in to the end mark. */
  wallMs: number;
  /** CPU time of the renderer main thread's tasks in the window. */
  cpuMs: number;
  /** Wall time per kind of work (self time of the trace's events: script, style, layout, paint...). */
  byKind: Record<string, number>;
}

/** The renderer main thread that recorded the marks: its pid and tid. */
function markThread(events: readonly TraceEvent[], startMark: string): { pid: number; tid: number } | null {
  const mark = events.find((event) => event.name === startMark && event.cat?.includes('user_timing'));
  return mark ? { pid: mark.pid, tid: mark.tid } : null;
}

const TASK = 'RunTask';

/** What kind of work an event is, as DevTools' summary groups it. */
export function kindOf(name: string): string {
  if (
    [
      'FunctionCall',
      'EvaluateScript',
      'v8.compile',
      'V8.Execute',
      'TimerFire',
      'FireAnimationFrame',
      'EventDispatch',
      'v8.callFunction',
      'RunMicrotasks',
      'MajorGC',
      'MinorGC',
      'V8.GCScavenger',
      'V8.GC_MC_BACKGROUND',
    ].includes(name)
  )
    return 'script';
  if (['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'].includes(name)) return 'style';
  if (['Layout', 'IntersectionObserverController::computeIntersections', 'ScrollLayer'].includes(name)) return 'layout';
  if (['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit', 'PaintImage', 'RasterTask'].includes(name))
    return 'paint';
  return 'other';
}

/**
 * For each pair of `startMark`/`endMark` user-timing marks (in order), the main thread's work from the start of the
 * task the start mark fell in to the end mark: its wall time, CPU time, and wall self time per kind of work. With
 * `endAtPaint`, a window ends instead at the end of the first Paint that began after its end mark: the trace's own
 * account of input to painted frame, which no task queued to run after the paint can lengthen.
 */
export function traceWindows(events: readonly TraceEvent[], startMark: string, endMark: string, { endAtPaint = false } = {}): WindowCost[] {
  const thread = markThread(events, startMark);
  if (thread === null) return [];
  const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const marks = own
    .filter((event) => event.cat?.includes('user_timing') && (event.name === startMark || event.name === endMark))
    .sort((a, b) => a.ts - b.ts);
  const complete = own
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = complete.filter((event) => event.name === TASK);
  const paints = complete.filter((event) => event.name === 'Paint');
  const windows: WindowCost[] = [];
  let start: number | null = null;
  for (const mark of marks) {
    if (mark.name === startMark) {
      const containing = tasks.find((task) => task.ts <= mark.ts && mark.ts <= task.ts + (task.dur ?? 0));
      start = containing?.ts ?? mark.ts;
      continue;
    }
    if (start === null) continue;
    const paint = endAtPaint ? paints.find((event) => event.ts > mark.ts) : undefined;
    if (endAtPaint && paint === undefined) continue;
    windows.push(windowCost(complete, tasks, start, paint ? paint.ts + (paint.dur ?? 0) : mark.ts));
    start = null;
  }
  return windows;
}

function windowCost(complete: readonly TraceEvent[], tasks: readonly TraceEvent[], start: number, end: number): WindowCost {
  let cpu = 0;
  for (const task of tasks) {
    const taskEnd = task.ts + (task.dur ?? 0);
    if (taskEnd <= start || task.ts >= end) continue;
    // A task cut by the window counts in proportion to the part of it inside.
    const inside = Math.min(taskEnd, end) - Math.max(task.ts, start);
    const share = (task.dur ?? 0) > 0 ? inside / (task.dur ?? 1) : 1;
    cpu += (task.tdur ?? task.dur ?? 0) * share;
  }
  const byKind: Record<string, number> = {};
  // Self time: an event's duration less its children's, found by nesting (events sorted by start, longest first).
  const inWindow = complete.filter((event) => event.ts >= start && event.ts < end);
  const stack: { end: number; kind: string }[] = [];
  const add = (kind: string, us: number) => {
    byKind[kind] = (byKind[kind] ?? 0) + us / 1000;
  };
  for (const event of inWindow) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const dur = Math.min(event.dur ?? 0, end - event.ts);
    const parent = stack.at(-1);
    if (parent) add(parent.kind, -dur);
    const kind = event.name === TASK ? 'other' : kindOf(event.name);
    // A child of a script event that is not itself a known kind (a V8 internal) stays script.
    add(kind === 'other' && parent?.kind === 'script' ? 'script' : kind, dur);
    stack.push({ end: event.ts + dur, kind: kind === 'other' && parent?.kind === 'script' ? 'script' : kind });
  }
  return { wallMs: (end - start) / 1000, cpuMs: cpu / 1000, byKind };
}

/**
 * The CPU time (ms) of each dispatch of a `type` event (a click) that a `startMark` user-timing mark fell inside (the
 * walk's timer marks a Next's click in its capture phase), on the thread that recorded the marks: what the page's
 * own handlers, its render and its DOM changes cost, without the browser's input handling around them or the frame
 * after.
 */
export function dispatchCpu(events: readonly TraceEvent[], startMark: string, type: string): number[] {
  const thread = markThread(events, startMark);
  if (thread === null) return [];
  const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const marks = own.filter((event) => event.name === startMark && event.cat?.includes('user_timing'));
  return own
    .filter((event) => event.ph === 'X' && event.name === 'EventDispatch' && event.args?.data?.type === type)
    .filter((event) => marks.some((mark) => mark.ts >= event.ts && mark.ts <= event.ts + (event.dur ?? 0)))
    .map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
}
