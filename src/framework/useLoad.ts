import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; value: T };

interface Settled<T> {
  key: string;
  attempt: number;
  value?: T;
  error?: unknown;
  failed: boolean;
}

/**
 * Load something once per `key` (null: nothing to load); `retry` loads it again. The request
 * lives in an effect, so a page hidden in the tab cache aborts it; once settled, the result is
 * kept and showing the page again does not load it anew. `load` must be stable.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): LoadState<T> & { retry(): void } {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = settled !== null && settled.key === key && settled.attempt === attempt ? settled : null;

  useEffect(() => {
    if (key === null || current) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setSettled({ key, attempt, value, failed: false }),
      (error: unknown) => !controller.signal.aborted && setSettled({ key, attempt, error, failed: true }),
    );
    return () => controller.abort();
  }, [key, attempt, current, load]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  if (key === null) return { status: 'idle', retry };
  if (!current) return { status: 'loading', retry };
  if (current.failed) return { status: 'error', error: current.error, retry };
  return { status: 'ready', value: current.value as T, retry };
}
