import { useEffect } from 'react';
import { apiNowUnix, type SocketClient } from '../../api';
import type { AlarmFeedStore } from './alarmFeedStore';
import { fetchMissedAlarms } from './fetchMissedAlarms';

/**
 * Without any alarm seen yet there is no id to ask after: the feed then answers every open alarm,
 * and only those whose reading is this recent before the disconnect count as missed (the
 * server's live window, ALARM_LIVE_WINDOW_SECONDS: older readings never send a 0003 anyway).
 */
export const MISSED_LOOKBACK_SECONDS = 600;
export const CATCH_UP_ATTEMPTS = 3;
export const CATCH_UP_RETRY_MS = 2000;

/**
 * Issue 13 §3 "nothing is lost across a disconnect": each time the socket is open again after it
 * had been open and closed, ask `GET /alarm/feed?after={largest alarmId seen}` for what was
 * missed and queue it like `0003` messages (the store drops the ids it already has). A logout
 * (status idle) starts over: the next open is a first connection, not a reconnect.
 */
export function useMissedAlarms(client: SocketClient, store: AlarmFeedStore): void {
  useEffect(() => {
    let wasOpen = client.status() === 'open';
    let closedAt: number | null = null;
    let running: AbortController | null = null;

    async function catchUp(since: number, signal: AbortSignal): Promise<void> {
      const after = store.lastId();
      for (let attempt = 1; attempt <= CATCH_UP_ATTEMPTS; attempt += 1) {
        try {
          const missed = await fetchMissedAlarms(after, signal);
          if (signal.aborted) return;
          store.receive(after > 0 ? missed : missed.filter((m) => m.dataTimestamp >= since - MISSED_LOOKBACK_SECONDS));
          return;
        } catch (error) {
          if (signal.aborted) return;
          if (attempt === CATCH_UP_ATTEMPTS) console.warn('Alarm panel: could not fetch the alarms missed while the socket was disconnected.', error);
          else await new Promise((resolve) => setTimeout(resolve, CATCH_UP_RETRY_MS));
        }
      }
    }

    const off = client.onStatus((status) => {
      if (status === 'idle') {
        wasOpen = false;
        closedAt = null;
      } else if (status === 'open') {
        if (closedAt !== null) {
          running?.abort();
          running = new AbortController();
          void catchUp(closedAt, running.signal);
        }
        wasOpen = true;
        closedAt = null;
      } else if (wasOpen && closedAt === null) {
        // the first close of an outage: from here on alarms may be missed
        closedAt = apiNowUnix();
        running?.abort();
        running = null;
      }
    });
    return () => {
      off();
      running?.abort();
    };
  }, [client, store]);
}
