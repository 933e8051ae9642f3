/** A switch page's load: loading, the value, refused (not a platform administrator) or failed. */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api';
import { ApiStatus } from '../../lib/contract';

export type LoadState<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'forbidden' } | { kind: 'failed' };

export function useLoadState<T>(read: () => Promise<T>, onValue: (value: T) => void) {
  const [state, setState] = useState<LoadState<T>>({ kind: 'loading' });
  const fetchValue = useCallback(
    () =>
      read().then(
        (value) => {
          onValue(value);
          setState({ kind: 'ready', value });
        },
        (error: unknown) => setState({ kind: error instanceof ApiError && error.status === ApiStatus.forbidden ? 'forbidden' : 'failed' }),
      ),
    [read, onValue],
  );
  useEffect(() => {
    void fetchValue();
  }, [fetchValue]);
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    return fetchValue();
  }, [fetchValue]);
  return { state, setState, reload: load };
}
