/** Writes the latest of several values once, later; flush() writes what is waiting at once. */
export interface DeferredSave<T> {
  save(value: T): void;
  /** Writes the value waiting, if any: when the page is hidden or left, so no answer is lost. */
  flush(): void;
}

/**
 * Keeps a write (the survey's state to browser storage, a synchronous write) off the path from a click to the next
 * paint: `schedule` runs the write later, and a value saved before it ran replaces the one waiting, so a burst of
 * saves is one write of the last.
 */
export function deferredSave<T>(write: (value: T) => void, schedule: (run: () => void) => void): DeferredSave<T> {
  let waiting: { value: T } | null = null;
  let scheduled = false;
  const flush = () => {
    if (waiting === null) return;
    const { value } = waiting;
    waiting = null;
    write(value);
  };
  return {
    save(value) {
      waiting = { value };
      if (scheduled) return;
      scheduled = true;
      schedule(() => {
        scheduled = false;
        flush();
      });
    },
    flush,
  };
}
