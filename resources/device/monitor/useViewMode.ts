import { useCallback, useState } from 'react';
import { useSession } from '../../../src/framework/useSession';

export type MonitorView = 'cards' | 'table';

const key = (username: string) => `coldchain.monitor.view.${username}`;

function read(username: string): MonitorView {
  try {
    return globalThis.localStorage?.getItem(key(username)) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

/** Cards or the dense table, remembered per user in this browser (both monitor pages share it). */
export function useViewMode(): [MonitorView, (view: MonitorView) => void] {
  const username = useSession((s) => s.username);
  const [view, setView] = useState<MonitorView>(() => read(username));
  const choose = useCallback(
    (next: MonitorView) => {
      setView(next);
      try {
        globalThis.localStorage?.setItem(key(username), next);
      } catch {
        // storage full or refused: the choice holds for this visit only
      }
    },
    [username],
  );
  return [view, choose];
}
