import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { session } from '../api';
import { pagePermissionsQuery } from '../framework/permissions/pagePermissionsQuery';
import { findPage } from '../lib/routes';
import { useServerRoutesContext } from './ServerRoutesContext';

/** A hidden browser tab paints no frame: the request goes out after this long anyway. */
const NO_FRAME_MS = 100;

/**
 * Runs `task` once the frame after this one has been painted (a frame, then a task), or after
 * NO_FRAME_MS when no frame comes. Returns its cancel.
 */
function afterPaint(task: () => void): () => void {
  let done = false;
  let next = 0;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const frame = requestAnimationFrame(() => (next = window.setTimeout(run, 0)));
  const fallback = window.setTimeout(run, NO_FRAME_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(next);
    clearTimeout(fallback);
  };
}

/**
 * Spec §6: after each route change, fetch the page's permissions by its name, into the session
 * (the unread badge, react-admin's canAccess). The page's own buttons read the same query.
 * The request waits for the new page to be painted: a tab switch shows its page first.
 */
export function usePagePermissions(): void {
  const { pathname } = useLocation();
  const { pages } = useServerRoutesContext();
  const name = findPage(pages, pathname)?.name ?? '';
  const queryClient = useQueryClient();
  const { data } = useQuery(pagePermissionsQuery(name));
  useEffect(
    // a route change asks again; while the first answer is on its way this joins it
    () => afterPaint(() => void queryClient.fetchQuery({ ...pagePermissionsQuery(name), staleTime: 0 })),
    [queryClient, pathname, name],
  );
  useEffect(() => {
    if (data) session.set({ userPermissions: data.permissions, unreadAnnouncements: data.unreadAnnouncements });
  }, [data]);
}
