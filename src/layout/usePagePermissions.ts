import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findPage } from '../lib/routes';
import { loadPagePermissions } from '../providers/authProvider';
import { useServerRoutesContext } from './ServerRoutesContext';

/** Spec §6: after each route change, fetch the page's permissions by its name. */
export function usePagePermissions(): void {
  const { pathname } = useLocation();
  const { pages } = useServerRoutesContext();
  const name = findPage(pages, pathname)?.name ?? '';
  useEffect(() => {
    void loadPagePermissions(name);
  }, [pathname, name]);
}
