/**
 * What a page must fetch before it can be printed whole (a chart's code, fetched only when the chart nears the
 * viewport). The browser takes its print snapshot right after `beforeprint`, so nothing fetched then arrives in time:
 * the page's Print button and Ctrl/Cmd+P fetch it first, then print, and `beforeprint` only draws what is loaded.
 */
const preparations = new Set<() => Promise<unknown>>();

function isPrintShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p';
}

function onKeyDown(event: KeyboardEvent): void {
  if (!isPrintShortcut(event) || preparations.size === 0) return;
  event.preventDefault();
  void printPage();
}

/** Registers what must be fetched before printing while a component needs it; returns the unregistration. */
export function needBeforePrint(prepare: () => Promise<unknown>): () => void {
  if (preparations.size === 0) window.addEventListener('keydown', onKeyDown);
  preparations.add(prepare);
  return () => {
    preparations.delete(prepare);
    if (preparations.size === 0) window.removeEventListener('keydown', onKeyDown);
  };
}

/** Fetches what the page needs on paper, then opens the browser's print dialog (a failed fetch still prints the rest). */
export async function printPage(): Promise<void> {
  await Promise.all([...preparations].map((prepare) => prepare().catch(() => undefined)));
  window.print();
}

/** Whether the page is being printed now (a component mounted during printing draws itself at once). */
export function isPrinting(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('print').matches;
}

/**
 * Runs `draw` when the page goes to paper: on `beforeprint`, and when print media starts to match (a browser that
 * emulates print, or prints without the event). `draw` must render synchronously (flushSync): the snapshot is next.
 */
export function onPrint(draw: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
  const onMedia = (event: MediaQueryListEvent) => {
    if (event.matches) draw();
  };
  window.addEventListener('beforeprint', draw);
  media?.addEventListener('change', onMedia);
  return () => {
    window.removeEventListener('beforeprint', draw);
    media?.removeEventListener('change', onMedia);
  };
}
