/**
 * Runs `run` with the files saved since the last run, once the saves pause for `quietMs`, and never two runs at
 * once. An editor's save can arrive as several watcher events (write, then rename; or a formatter saving again),
 * and a run started on the first of them would load a half-written state and then race the next run: the last
 * run to finish, not the last save, would win.
 */
export function saveQueue(
  run: (files: readonly string[]) => Promise<void>,
  quietMs: number,
  onError: (error: unknown) => void,
): (file: string) => void {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;

  const start = (): void => {
    timer = undefined;
    if (running) return; // the run in progress starts the next one when it ends
    const files = [...pending];
    pending = new Set();
    running = run(files)
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (pending.size > 0 && timer === undefined) start();
      });
  };

  return (file: string) => {
    pending.add(file);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(start, quietMs);
  };
}
