import { lazy, memo, Suspense, type ReactNode } from 'react';
import { useSession } from '../../framework/useSession';
import { AlarmFeedContext, useAlarmFeedState } from './AlarmFeedContext';
import { useAlarmFeed } from './useAlarmFeed';
import { useAlarmSound, type AlarmSound } from './useAlarmSound';
import { useOpenAlarmCount } from './useOpenAlarmCount';

// the panel, its virtualized list and its items are their own chunk: the first page after login
// loads the feed (the socket subscription, the store, the sound) and the bell, not the panel (issue 11's JS budget)
const AlarmPanel = lazy(() => import('./AlarmPanel').then((m) => ({ default: m.AlarmPanel })));

/**
 * The panel while it is open; nothing (and no chunk) before the first alarm or the bell's click.
 * Memoized: the layout re-renders its children on every navigation, the panel only for its own state.
 */
const PanelWhenOpen = memo(function PanelWhenOpen({ sound }: { sound: AlarmSound }) {
  const open = useAlarmFeedState((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AlarmPanel sound={sound} />
    </Suspense>
  );
});

/**
 * The login's alarms (issue 13 §3 "one per user: the panel lives once in the layout, not per
 * tab"): the live feed and its sound, the open count (issue 26 §1), shared with the navbar's bell
 * through a context, and the floating panel, outside the kept pages.
 */
export function AlarmCenter({ children }: { children: ReactNode }) {
  const store = useAlarmFeed();
  useOpenAlarmCount(store);
  const username = useSession((s) => s.username);
  const sound = useAlarmSound(store, username);
  return (
    <AlarmFeedContext.Provider value={store}>
      {children}
      <PanelWhenOpen sound={sound} />
    </AlarmFeedContext.Provider>
  );
}
