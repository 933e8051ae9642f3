import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { tabPathOf } from '../../lib/tabPath';
import { useUnsavedChangesStore } from './unsavedChanges';

export interface DiscardGuard {
  /** the form tells whether it has changes (SchemaForm's onDirtyChange) */
  report(dirty: boolean): void;
  /** Esc, a click outside, Cancel: closes at once without changes, else asks first */
  requestClose(): void;
  /** the "discard changes?" question is open */
  asking: boolean;
  keepEditing(): void;
  discard(): void;
  /** close after a save: nothing is left to lose */
  closeSaved(): void;
}

/**
 * Closing a form dialog that has changes asks first (issue 11 §2 "Esc throws away a form"):
 * Esc (which may only have been meant for a dropdown), a click outside and Cancel all go through
 * `requestClose`. While it has changes the page is marked in the tab store's unsaved-changes
 * list, so that closing its tab asks too. The mark is not cleared by an effect's clean-up: a
 * page hidden in its tab (React's <Activity>) has its effects cleaned up while it stays, changes
 * and all. It is cleared by discarding, by saving, and by the tab bar when the page goes.
 */
export function useDiscardGuard(onClose: () => void): DiscardGuard {
  const [asking, setAsking] = useState(false);
  const [key] = useState(() => Symbol('form dialog'));
  const dirty = useRef(false);
  const store = useUnsavedChangesStore();
  // the page's own location: a kept page gets its own from KeepAliveOutlet
  const path = tabPathOf(useLocation());

  const report = useCallback(
    (on: boolean) => {
      dirty.current = on;
      store?.mark(path, key, on);
    },
    [store, path, key],
  );
  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else onClose();
  }, [onClose]);
  const keepEditing = useCallback(() => setAsking(false), []);
  const discard = useCallback(() => {
    setAsking(false);
    report(false);
    onClose();
  }, [report, onClose]);

  const closeSaved = useCallback(() => {
    report(false);
    onClose();
  }, [report, onClose]);

  return { report, requestClose, asking, keepEditing, discard, closeSaved };
}
