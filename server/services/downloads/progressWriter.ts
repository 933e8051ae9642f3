/**
 * A running job's progress, stored at most every PROGRESS_WRITE_MS (real time: the list polls
 * every few seconds, and a kind may report on every row), the last value written after a quiet
 * spell so that the list does not stay on an old figure. Writes are chained in order.
 */

export const PROGRESS_WRITE_MS = 500;

export interface ProgressWriter {
  report(percent: number): void;
  /** stops the trailing write and waits for the writes under way */
  close(): Promise<void>;
}

export function progressWriter(write: (progress: number) => Promise<void>, onError: (error: unknown) => void, intervalMs = PROGRESS_WRITE_MS): ProgressWriter {
  let latest = 0;
  let stored = 0;
  let lastWrite = -Infinity;
  let trailing: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let closed = false;

  const flush = () => {
    trailing = undefined;
    if (closed || latest === stored) return;
    stored = latest;
    lastWrite = performance.now();
    const value = latest;
    chain = chain.then(() => write(value)).catch(onError);
  };

  return {
    report(percent) {
      if (closed || !Number.isFinite(percent)) return;
      latest = Math.max(0, Math.min(99, Math.round(percent)));
      if (trailing) return;
      const wait = lastWrite + intervalMs - performance.now();
      if (wait <= 0) flush();
      else {
        trailing = setTimeout(flush, wait);
        trailing.unref();
      }
    },
    async close() {
      closed = true;
      clearTimeout(trailing);
      await chain;
    },
  };
}
