import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AlarmFeedState, AlarmFeedStore } from './alarmFeedStore';

/** The layout's one alarm feed (AlarmCenter); null outside it (a bar rendered alone in a test shows no bell). */
export const AlarmFeedContext = createContext<AlarmFeedStore | null>(null);

export function useAlarmFeedStore(): AlarmFeedStore | null {
  return useContext(AlarmFeedContext);
}

const EMPTY: AlarmFeedState = { alarms: [], count: 0, open: false, openCount: null };
const noSubscription = () => () => undefined;

/** One value of the feed's state; the component re-renders only when that value changes. */
export function useAlarmFeedState<T>(select: (state: AlarmFeedState) => T): T {
  const store = useAlarmFeedStore();
  const read = () => select(store ? store.getState() : EMPTY);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, read, read);
}
