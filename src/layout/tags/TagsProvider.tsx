import { useEffect, useState, type ReactNode } from 'react';
import { UnsavedChangesContext, createUnsavedChangesStore } from '../../framework/form/unsavedChanges';
import { onLogout } from '../../providers/authProvider';
import { PageTableContext, affixTabsOf, type PageTable } from './pageTable';
import { TagsStoreContext } from './TagsContext';
import { MAX_CACHED_PAGES, createTagsStore, initialTagsState } from './tagsStore';

interface Props {
  /** every routable pattern and how to render it (built by the app once per login) */
  table: PageTable;
  /** LRU cap of the page cache; beyond it the least recently used hidden page is dropped */
  maxCachedPages?: number;
  children: ReactNode;
}

/**
 * The page table and the tab store of one login. The console mounts afresh on every login, so
 * the store starts with only the pinned tabs; logout empties it at once (every tab closed, every
 * cached page unmounted) before the console goes away.
 */
export function TagsProvider({ table, maxCachedPages = MAX_CACHED_PAGES, children }: Props) {
  const [store] = useState(() => createTagsStore(initialTagsState(affixTabsOf(table), maxCachedPages)));
  // which kept pages hold a form with changes: closing their tab asks first
  const [unsaved] = useState(createUnsavedChangesStore);
  useEffect(() => onLogout(() => store.dispatch({ type: 'reset', affix: [], closed: true })), [store]);
  return (
    <PageTableContext.Provider value={table}>
      <TagsStoreContext.Provider value={store}>
        <UnsavedChangesContext.Provider value={unsaved}>{children}</UnsavedChangesContext.Provider>
      </TagsStoreContext.Provider>
    </PageTableContext.Provider>
  );
}
