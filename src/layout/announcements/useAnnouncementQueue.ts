import { useCallback, useEffect, useRef, useState } from 'react';
import { api, apiNowUnix, session, showToast } from '../../api';
import { ANNOUNCEMENT_PATH, announcementList, announcementStatePath, type AnnouncementView } from '../../lib/announcements';
import { useCountdown } from './useCountdown';

/** spec §8: announcement call errors are only logged */
function logFailure(what: string) {
  return (error: unknown) => console.error(`announcements: ${what} failed: ${(error as Error | undefined)?.message ?? String(error)}`);
}

function markState(id: number, property: 'display' | 'read'): void {
  void api
    .form('PUT', announcementStatePath(id), { property, timestamp: apiNowUnix(), value: '1', medium: 'web' }, undefined, { silent: true })
    .catch(logFailure(`marking ${id} ${property === 'display' ? 'displayed' : 'read'}`));
}

export interface AnnouncementQueue {
  /** the unread announcements of the login, in the server's order; empty: no dialog */
  items: AnnouncementView[];
  open: boolean;
  /** loaded (or failed to) and not showing: what comes after the dialog may show (layout/LoginDialogs.tsx) */
  settled: boolean;
  index: number;
  current: AnnouncementView | null;
  /** the confirmation box of a mandatory announcement: ticked, or already read */
  confirmed: boolean;
  /** seconds Next stays disabled (a mandatory announcement not read yet) */
  secondsLeft: number;
  confirm(checked: boolean): void;
  next(): void;
  previous(): void;
  close(): void;
}

/**
 * Spec §4's announcement dialog, its logic: the unread announcements are fetched once (the layout
 * mounts once per login and per reload), shown one at a time, each marked displayed when first
 * viewed and read when moved past; a mandatory one needs its box ticked and waits its
 * waitingDuration first, unless already read. Moving past one counts it off the sidebar's badge.
 */
export function useAnnouncementQueue(): AnnouncementQueue {
  const [items, setItems] = useState<AnnouncementView[]>([]);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [index, setIndex] = useState(0);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [read, setRead] = useState<ReadonlySet<number>>(new Set());
  const displayed = useRef(new Set<number>());

  useEffect(() => {
    const controller = new AbortController();
    api.get<unknown>(ANNOUNCEMENT_PATH, undefined, { silent: true, signal: controller.signal }).then((data) => {
      setLoaded(true);
      const list = announcementList(data);
      if (!list) return logFailure('loading')(new Error('not a list of announcements'));
      const unread = list.filter((item) => !item.read);
      setItems(unread);
      setOpen(unread.length > 0);
    }, (error: unknown) => {
      if (controller.signal.aborted) return;
      setLoaded(true);
      logFailure('loading')(error);
    });
    return () => controller.abort();
  }, []);

  const current = open ? (items[index] ?? null) : null;
  const isRead = current !== null && read.has(current.id);
  const waits = current !== null && current.mandatoryReading && !isRead;
  const secondsLeft = useCountdown(waits ? Math.max(0, Math.floor(current.waitingDuration)) : 0, current?.id);

  useEffect(() => {
    if (!current || current.displayed || displayed.current.has(current.id)) return;
    displayed.current.add(current.id);
    markState(current.id, 'display');
  }, [current]);

  const confirmed = current !== null && (isRead || ticked.has(current.id));

  const confirm = useCallback(
    (checked: boolean) => {
      if (!current) return;
      setTicked((before) => {
        const after = new Set(before);
        if (checked) after.add(current.id);
        else after.delete(current.id);
        return after;
      });
    },
    [current],
  );

  const next = useCallback(() => {
    if (!current || secondsLeft > 0) return;
    if (current.mandatoryReading && !confirmed) {
      showToast({ type: 'warning', message: 'app.announcements.confirmFirst' });
      return;
    }
    if (!read.has(current.id)) {
      markState(current.id, 'read');
      setRead((before) => new Set(before).add(current.id));
      session.set({ unreadAnnouncements: Math.max(0, session.get().unreadAnnouncements - 1) });
    }
    if (index + 1 < items.length) setIndex(index + 1);
    else setOpen(false);
  }, [confirmed, current, index, items.length, read, secondsLeft]);

  const previous = useCallback(() => setIndex((at) => Math.max(0, at - 1)), []);
  const close = useCallback(() => setOpen(false), []);

  return { items, open, settled: loaded && !open, index, current, confirmed, secondsLeft, confirm, next, previous, close };
}
