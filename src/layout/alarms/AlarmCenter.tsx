import { memo, type ReactNode } from 'react';
import { useSession } from '../../framework/useSession';
import { AlarmFeedContext } from './AlarmFeedContext';
import { AlarmPanel } from './AlarmPanel';
import { useAlarmFeed } from './useAlarmFeed';
import { useAlarmSound } from './useAlarmSound';

// the layout re-renders its children on every navigation; the panel re-renders only for its own state
const Panel = memo(AlarmPanel);

/**
 * The login's alarms (issue 13 §3 "one per user: the panel lives once in the layout, not per
 * tab"): the live feed and its sound, shared with the navbar's bell through a context, and the
 * floating panel, outside the kept pages.
 */
export function AlarmCenter({ children }: { children: ReactNode }) {
  const store = useAlarmFeed();
  const username = useSession((s) => s.username);
  const sound = useAlarmSound(store, username);
  return (
    <AlarmFeedContext.Provider value={store}>
      {children}
      <Panel sound={sound} />
    </AlarmFeedContext.Provider>
  );
}
