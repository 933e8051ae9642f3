/**
 * What the layout shows at an address no page of the user's routes serves (react-admin's catch-all):
 * an address of the whole menu (GET /menu/paths) that the role lacks says "no access" inside the
 * layout (issue 26 §3); any other address goes to /404 (spec §2 "A catch-all redirects to /404").
 * The server's routes (GET /menu/routerinfo) are only the role's, so the whole menu's addresses
 * are asked for here, once per login, when such an address is first met.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { fetchMenuPaths } from '../providers/routesProvider';
import { NoAccessPage } from '../pages/no-access/NoAccessPage';

export const MENU_PATHS_KEY = ['menuPaths'] as const;

/** Whether `pathname` is one of the menu's page addresses (patterns such as /device/detail/:id). */
export function isMenuAddress(pathname: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

export function UnknownAddress() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const known = useQuery({ queryKey: MENU_PATHS_KEY, queryFn: ({ signal }) => fetchMenuPaths(signal), staleTime: Infinity, retry: false });
  if (known.isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  // without the list (the call failed) nothing is known: the spec's 404
  if (known.data && isMenuAddress(pathname, known.data)) return <NoAccessPage path={pathname} />;
  return <Navigate replace to="/404" />;
}
