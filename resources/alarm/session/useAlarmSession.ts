/** The alarm the address names (`/alarm/session?id=123`), with its timeline and notifications; null id without a valid one. */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { AlarmSession } from '../../../src/lib/alarms';
import { alarmApi } from '../alarmApi';
import { useAlarmQuery, type LoadResult } from '../shared/useAlarmQuery';

export function sessionIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function useAlarmSession(): { id: number | null; result: LoadResult<AlarmSession> } {
  const { search } = useLocation();
  const id = useMemo(() => sessionIdFromSearch(search), [search]);
  const result = useAlarmQuery('session', id === null ? null : { id }, (signal) => alarmApi.session(id!, signal));
  return { id, result };
}
