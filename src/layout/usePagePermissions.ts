import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { session } from '../api';
import { pagePermissionsQuery } from '../framework/permissions/pagePermissionsQuery';
import { findPage } from '../lib/routes';
import { useServerRoutesContext } from './ServerRoutesContext';

/**
 * Spec §6: after each route change, fetch the page's permissions by its name, into the session
 * (the unread badge, react-admin's canAccess). The page's own buttons read the same query.
 */
export function usePagePermissions(): void {
  const { pathname } = useLocation();
  const { pages } = useServerRoutesContext();
  const name = findPage(pages, pathname)?.name ?? '';
  const queryClient = useQueryClient();
  const { data } = useQuery(pagePermissionsQuery(name));
  useEffect(() => {
    // a route change asks again; while the first answer is on its way this joins it
    void queryClient.fetchQuery({ ...pagePermissionsQuery(name), staleTime: 0 });
  }, [queryClient, pathname, name]);
  useEffect(() => {
    if (data) session.set({ userPermissions: data.permissions, unreadAnnouncements: data.unreadAnnouncements });
  }, [data]);
}
