/** An announcement's recipients with when each had it displayed and read (GET /announcement/manage/{id}/states), and a summary. */
import { useCallback } from 'react';
import { api } from '../../src/api';
import { useLoadQuery, type LoadState } from '../../src/framework/queryState';
import { announcementReportPath, type AnnouncementStateReport } from '../../src/lib/announcements';

export interface ReadersSummary {
  total: number;
  displayed: number;
  read: number;
}

export function summarize(rows: readonly AnnouncementStateReport[]): ReadersSummary {
  return { total: rows.length, displayed: rows.filter((r) => r.displayed).length, read: rows.filter((r) => r.read).length };
}

/** `id` null: nothing asked (the dialog is closed). */
export function useAnnouncementReaders(id: number | string | null): LoadState<AnnouncementStateReport[]> & { retry(): void } {
  const load = useCallback(
    (signal: AbortSignal) => api.get<AnnouncementStateReport[]>(announcementReportPath(id ?? ''), undefined, { signal, silent: true }).then((rows) => rows ?? []),
    [id],
  );
  return useLoadQuery(id === null ? null : `announcement-readers:${id}`, load);
}
