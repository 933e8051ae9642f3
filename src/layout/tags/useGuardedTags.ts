import { useCallback, useMemo, useState } from 'react';
import { useUnsavedChangesStore } from '../../framework/form/unsavedChanges';
import { useTagsStore } from './TagsContext';
import { tagsReducer, type TagsAction } from './tagsStore';
import type { TagsApi } from './useTags';

export interface PendingClose {
  /** the pages that would lose a form's changes */
  paths: string[];
  run(): void;
}

export type TagActions = Pick<TagsApi, 'close' | 'closeOthers' | 'closeAll' | 'refresh'>;

export interface GuardedTags {
  tags: TagsApi;
  /** the same actions as `tags`, one object across navigations */
  actions: TagActions;
  /** an action waiting for the user to confirm dropping changes, or null */
  pending: PendingClose | null;
  confirm(): void;
  cancel(): void;
}

/**
 * The tab actions, asking first when they would drop a page whose form dialog has changes
 * (issue 11 §2: "a dialog with changes asks before discarding, on … the tab's close"). Close,
 * close others, close all and refresh all unmount pages; the pages they drop are read from the
 * same reducer the store runs.
 */
export function useGuardedTags(tags: TagsApi): GuardedTags {
  const unsaved = useUnsavedChangesStore();
  const store = useTagsStore();
  const [pending, setPending] = useState<PendingClose | null>(null);

  const guarded = useCallback(
    (dropped: (fullPath: string) => string[], act: (fullPath: string) => void) => (fullPath: string) => {
      const paths = unsaved?.withChanges(dropped(fullPath)) ?? [];
      const run = () => {
        act(fullPath);
        unsaved?.forget(paths);
      };
      if (paths.length) setPending({ paths, run });
      else run();
    },
    [unsaved],
  );

  // built from the stable actions only: TagItem is memoized on its onClose
  const { close, closeOthers, closeAll, refresh } = tags;
  const actions = useMemo((): TagActions => {
    const closedBy = (action: TagsAction) => {
      const before = store.getState().tabs;
      const after = new Set(tagsReducer(store.getState(), action).tabs.map((t) => t.fullPath));
      return before.map((t) => t.fullPath).filter((path) => !after.has(path));
    };
    const all = guarded(
      () => closedBy({ type: 'closeAll' }),
      () => closeAll(),
    );
    return {
      close: guarded((fullPath) => closedBy({ type: 'close', fullPath }), close),
      closeOthers: guarded((fullPath) => closedBy({ type: 'closeOthers', fullPath }), closeOthers),
      closeAll: () => all(''),
      refresh: guarded((fullPath) => [fullPath], refresh),
    };
  }, [close, closeOthers, closeAll, refresh, guarded, store]);

  const confirm = useCallback(() => {
    pending?.run();
    setPending(null);
  }, [pending]);
  const cancel = useCallback(() => setPending(null), []);
  return { tags: { ...tags, ...actions }, actions, pending, confirm, cancel };
}
