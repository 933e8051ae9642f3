import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStableNavigate } from '../../components/navigation/useStableNavigate';
import { useTagsStore } from './TagsContext';
import { useTagsState } from './useTagsState';
import { fullPathOf, lastAffixPath, lastTabPath, tagsReducer, type Tab, type TagsAction, type TagsState } from './tagsStore';

export interface TagsApi {
  tabs: Tab[];
  /** full path of the current location */
  activePath: string;
  close(fullPath: string): void;
  closeOthers(fullPath: string): void;
  closeAll(): void;
  /** drop the page's state and pass through /redirect so it mounts afresh */
  refresh(fullPath: string): void;
}

/**
 * The tab bar's state and actions (spec §2 "Tab bar"). The actions keep their identity across
 * navigations (the tabs are memoized on them). An action that leaves the current page navigates
 * first and changes the store once the new location has committed: the other order would
 * re-mount, for one render, the very page being closed.
 */
export function useTags(): TagsApi {
  const store = useTagsStore();
  const tabs = useTagsState((s) => s.tabs);
  const location = useLocation();
  const navigate = useStableNavigate();
  const activePath = fullPathOf(location);
  const active = useRef(activePath);
  const pending = useRef<TagsAction[]>([]);

  useLayoutEffect(() => {
    active.current = activePath;
    const actions = pending.current;
    pending.current = [];
    for (const action of actions) store.dispatch(action);
  }, [location.key, activePath, store]);

  const run = useCallback(
    (action: TagsAction, to: (after: TagsState, current: string) => string | null, replace = false) => {
      const current = active.current;
      const target = to(tagsReducer(store.getState(), action), current);
      if (target === null || target === current) {
        store.dispatch(action);
        return;
      }
      pending.current.push(action);
      navigate(target, { replace });
    },
    [store, navigate],
  );

  const close = useCallback(
    (fullPath: string) =>
      run({ type: 'close', fullPath }, (after, current) =>
        fullPath === current && !after.tabs.some((t) => t.fullPath === fullPath) ? lastTabPath(after) : null,
      ),
    [run],
  );
  const closeOthers = useCallback(
    (fullPath: string) => run({ type: 'closeOthers', fullPath }, (after, current) => (after.tabs.some((t) => t.fullPath === current) ? null : fullPath)),
    [run],
  );
  const closeAll = useCallback(() => run({ type: 'closeAll' }, lastAffixPath), [run]);
  const refresh = useCallback((fullPath: string) => run({ type: 'refresh', fullPath }, () => `/redirect${fullPath}`, fullPath === active.current), [run]);

  return { tabs, activePath, close, closeOthers, closeAll, refresh };
}
