import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../api';
import { ALARM_CHANGE_SOCKET_EVENT } from '../../lib/alarms';
import { ALARM_HISTORY_PAGE_PATH, ALARM_OPEN_COUNT_PATH, isAlarmOpenCount } from '../../lib/alarmOpenCount';
import { useSocketClient, useSocketRefetch } from '../../framework/socket';
import { useServerRoutesContext } from '../ServerRoutesContext';
import type { AlarmFeedStore } from './alarmFeedStore';

/**
 * Issue 26 §1: the open alarms not acknowledged that the user may see (`GET /alarm/opencount`),
 * into the feed's store for the panel and the bell: asked at login, once the socket is up (a
 * change before it opened would reach nobody), then again after each `0103` and each reconnect.
 * Only with the alarm history's page, which the count is a view of: the server refuses it without,
 * and the console sends no request it knows will be refused. Here, in the layout's code, not the
 * panel's chunk: the count is known before the panel is first opened.
 */
export function useOpenAlarmCount(store: AlarmFeedStore): void {
  const client = useSocketClient();
  const allowed = useServerRoutesContext().pages.some((page) => page.fullPath === ALARM_HISTORY_PAGE_PATH);
  const running = useRef<AbortController | null>(null);

  const ask = useCallback(() => {
    // the latest ask wins: one begun before a change may read the count before it
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    api.get<unknown>(ALARM_OPEN_COUNT_PATH, undefined, { silent: true, signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted && isAlarmOpenCount(data)) store.setOpenCount(data.count);
      },
      // the count shown stays; the next change or reconnect asks again
      () => undefined,
    );
  }, [store]);

  useSocketRefetch(ALARM_CHANGE_SOCKET_EVENT, ask, allowed);

  useEffect(() => {
    if (!allowed) {
      store.setOpenCount(null);
      return undefined;
    }
    let asked = false;
    const first = () => {
      if (asked || client.status() === 'connecting' || client.status() === 'idle') return;
      asked = true;
      ask();
    };
    const off = client.onStatus(first);
    first();
    return () => {
      off();
      running.current?.abort();
    };
  }, [allowed, ask, client, store]);
}
