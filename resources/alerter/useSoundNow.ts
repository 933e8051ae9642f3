/**
 * "Sound now": send the test command, then read its notification every second until its state is
 * final (success, failed, unsent); past a minute without one the page stops asking and says so.
 */
import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlarmNotification } from '../../src/lib/alarms';
import { fetchNotification, isFinal, soundAlerter } from './soundApi';

export const POLL_MS = 1000;
/** Readings of a notification still in progress before the page stops asking (a minute). */
export const MAX_POLLS = 60;

export type SoundPhase = 'idle' | 'sending' | 'waiting' | 'done' | 'gaveUp' | 'failed';

export interface SoundNow {
  phase: SoundPhase;
  notification: AlarmNotification | undefined;
  error: unknown;
  start(alerterId: string | number): void;
  reset(): void;
}

export function useSoundNow(): SoundNow {
  const queryClient = useQueryClient();
  const [notificationId, setNotificationId] = useState<number | null>(null);
  const send = useMutation({ mutationFn: soundAlerter, onSuccess: (id) => setNotificationId(id) });
  const queryKey = ['alarm', 'notification', notificationId];
  const poll = useQuery({
    queryKey,
    queryFn: () => fetchNotification(notificationId!),
    enabled: notificationId !== null,
    // a new test asks afresh, never from another test's answer
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (isFinal(query.state.data) || query.state.dataUpdateCount >= MAX_POLLS ? false : POLL_MS),
  });

  const notification = notificationId === null ? undefined : poll.data;
  const phase: SoundPhase = send.isPending
    ? 'sending'
    : send.isError || poll.isError
      ? 'failed'
      : notificationId === null
        ? 'idle'
        : isFinal(notification)
          ? 'done'
          : (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) >= MAX_POLLS
            ? 'gaveUp'
            : 'waiting';

  const { mutate, reset: resetSend } = send;
  const start = useCallback((alerterId: string | number) => mutate(alerterId), [mutate]);
  const reset = useCallback(() => {
    setNotificationId(null);
    resetSend();
  }, [resetSend]);
  return { phase, notification, error: send.error ?? poll.error, start, reset };
}
