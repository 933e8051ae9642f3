import { useSyncExternalStore } from 'react';
import { session, type SessionState } from '../api';

/** Subscribe a component to one derived value of the session store. */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(
    session.subscribe,
    () => select(session.get()),
    () => select(session.get()),
  );
}
