/** The QA log page's logic (issue 30 §5): the company's QA actions, newest first, and a reload. */
import { useCallback, useEffect, useState } from 'react';
import type { QaLogEntry } from '../../lib/qaTools';
import { readLog } from './qaApi';

export function useQaLog() {
  const [entries, setEntries] = useState<QaLogEntry[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const load = useCallback(
    () =>
      readLog().then(
        (rows) => {
          setEntries(rows);
          setLoadFailed(false);
        },
        () => setLoadFailed(true),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  return { entries, loadFailed, reload: load };
}
