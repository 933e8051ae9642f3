import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { prefs } from '../../api';
import { createAlarmBeeper } from './alarmBeeper';
import type { AlarmFeedStore } from './alarmFeedStore';

export interface AlarmSound {
  muted: boolean;
  setMuted(muted: boolean): void;
}

/** The interactions that count as the user's first (autoplay rules): the beeper is unlocked by the first of them. */
const UNLOCK_EVENTS = ['pointerdown', 'keydown', 'touchend'] as const;

/**
 * Issue 13 §3: a `0003` plays a sound, within the browser's autoplay rules (nothing before the
 * first user interaction), at most one per burst (alarmBeeper.ts), unless the user muted it. The
 * mute switch is remembered per user (prefs, keyed by the username).
 */
export function useAlarmSound(store: AlarmFeedStore, username: string): AlarmSound {
  const [beeper] = useState(() => createAlarmBeeper());
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const muted = chosen[username] ?? prefs.isAlarmMuted(username);
  const mutedNow = useRef(muted);
  useEffect(() => {
    mutedNow.current = muted;
  });

  useEffect(() => {
    if (beeper.unlocked()) return undefined;
    const unlock = () => {
      beeper.unlock();
      for (const type of UNLOCK_EVENTS) window.removeEventListener(type, unlock, true);
    };
    for (const type of UNLOCK_EVENTS) window.addEventListener(type, unlock, true);
    return () => {
      for (const type of UNLOCK_EVENTS) window.removeEventListener(type, unlock, true);
    };
  }, [beeper]);

  useEffect(
    () =>
      store.onArrival(() => {
        if (!mutedNow.current) beeper.play();
      }),
    [store, beeper],
  );
  useEffect(() => () => beeper.close(), [beeper]);

  const setMuted = useCallback(
    (next: boolean) => {
      prefs.setAlarmMuted(username, next);
      setChosen((c) => ({ ...c, [username]: next }));
    },
    [username],
  );
  return useMemo(() => ({ muted, setMuted }), [muted, setMuted]);
}
