import { useEffect, useState } from 'react';
import { ALARM_SOCKET_EVENT, isAlarmSocketMessage } from '../../lib/alarms';
import { useSocketClient, useSocketEvent } from '../../framework/socket';
import { createAlarmFeedStore, type AlarmFeedStore } from './alarmFeedStore';
import { useMissedAlarms } from './useMissedAlarms';

/**
 * The live alarm feed of the login (issue 13 §3): every `0003` of the socket, and after a
 * reconnect the alarms missed meanwhile, queued into one store that the panel and the bell read.
 * Subscribing connects the socket (the first subscriber does); the socket client drops the 0002
 * heartbeat and nobody here listens to other events. Everything ends with the layout, at logout.
 */
export function useAlarmFeed(): AlarmFeedStore {
  const client = useSocketClient();
  const [store] = useState(() => createAlarmFeedStore());
  useSocketEvent(ALARM_SOCKET_EVENT, (message) => {
    // a malformed 0003 (no ids) can be neither opened nor deduplicated: left out
    if (isAlarmSocketMessage(message)) store.receive([message]);
  });
  useMissedAlarms(client, store);
  useEffect(() => () => store.cancel(), [store]);
  return store;
}
