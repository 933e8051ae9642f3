import { useSyncExternalStore } from 'react';
import { useTagsStore } from './TagsContext';
import type { TagsState } from './tagsStore';

/**
 * One part of the tab store's state, live. The selector must return a part of the state (not a
 * new object), so that a component re-renders only when that part changes.
 */
export function useTagsState<T>(select: (state: TagsState) => T): T {
  const store = useTagsStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
