import { createContext, useContext } from 'react';

/**
 * Which open pages hold a form with changes (issue 11 §2 "Esc throws away a form"). A form dialog
 * marks its page (the tab's full path) while it has changes, so that closing or refreshing that
 * tab asks before its page, and what was typed, is dropped. One store per login (TagsProvider).
 */
export interface UnsavedChangesStore {
  /** `dirty` for the form `key` on the page at `path`; false (or unmounting) clears it */
  mark(path: string, key: symbol, dirty: boolean): void;
  /** the pages among `paths` with a form that has changes, in the order given */
  withChanges(paths: readonly string[]): string[];
  /** the pages are gone (their tab closed or refreshed): their forms with them */
  forget(paths: readonly string[]): void;
}

export function createUnsavedChangesStore(): UnsavedChangesStore {
  const dirty = new Map<string, Set<symbol>>();
  return {
    mark(path, key, on) {
      const forms = dirty.get(path) ?? new Set<symbol>();
      if (on) forms.add(key);
      else forms.delete(key);
      if (forms.size) dirty.set(path, forms);
      else dirty.delete(path);
    },
    withChanges: (paths) => paths.filter((path) => dirty.has(path)),
    forget(paths) {
      for (const path of paths) dirty.delete(path);
    },
  };
}

/** null outside a tab store (a dialog rendered alone, in a component test): nothing to tell */
export const UnsavedChangesContext = createContext<UnsavedChangesStore | null>(null);

export const useUnsavedChangesStore = () => useContext(UnsavedChangesContext);
