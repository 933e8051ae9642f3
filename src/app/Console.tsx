import { useMemo } from 'react';
import { Admin, CustomRoutes, memoryStore, type I18nProvider } from 'react-admin';
import { Navigate, Route, useLocation, useNavigate } from 'react-router-dom';
import { flattenRoutes } from '../lib/routes';
import type { RouteNode } from '../lib/contract';
import { authProvider } from '../providers/authProvider';
import { ServerRoutesContext } from '../layout/ServerRoutesContext';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { DashboardPage } from '../pages/dashboard/DashboardPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { NotAvailablePage } from '../pages/not-available/NotAvailablePage';
import { RedirectPage } from '../pages/redirect/RedirectPage';
import { FullPageLoader } from '../components/FullPageLoader';
import { defaultTheme } from '../../themes/defaultTheme';
import { PageHost } from './PageHost';
import { normalizeComponent, pageComponents } from './pageRegistry';
import { RoutesErrorPage } from './RoutesErrorPage';
import { useServerRoutes } from './useServerRoutes';

/** Base routes every user has, whatever the server sends (spec §2). */
const BASE_PATHS = new Set(['/', '/index', '/404']);

function ConsoleAdmin({ routes, i18nProvider }: { routes: RouteNode[]; i18nProvider: I18nProvider }) {
  const pages = useMemo(() => flattenRoutes(routes).filter((p) => !BASE_PATHS.has(p.fullPath)), [routes]);
  const value = useMemo(() => ({ routes, pages }), [routes, pages]);
  // A fresh in-memory store per login: nothing of a previous user survives in it.
  const store = useMemo(() => memoryStore(), []);
  return (
    <ServerRoutesContext.Provider value={value}>
      <Admin
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={ConsoleLayout}
        theme={defaultTheme}
        store={store}
        catchAll={() => <Navigate replace to="/404" />}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/" element={<Navigate replace to="/index" />} />
          <Route path="/index" element={<DashboardPage />} />
          <Route path="/redirect/*" element={<RedirectPage />} />
          {pages.map((entry) => (
            <Route
              key={entry.fullPath}
              path={entry.fullPath}
              element={<PageHost entry={entry} page={pageComponents.get(normalizeComponent(entry.component))} />}
            />
          ))}
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/404" element={<NotFoundPage />} />
          {/* a base route of spec §2; the vehicle map arrives with the maps work */}
          <Route path="/map/carmonitor/fullscreen" element={<NotAvailablePage component="/map/carmonitor/fullscreen" />} />
        </CustomRoutes>
      </Admin>
    </ServerRoutesContext.Provider>
  );
}

/** Everything behind the guard: user info, the server's routes, then react-admin. */
export default function Console({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const state = useServerRoutes();
  const navigate = useNavigate();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageLoader label="loading" />;
  if (state.status === 'error') {
    const logout = () =>
      void authProvider.logout({}).then((to) => navigate(typeof to === 'string' ? to : `/login?redirect=${encodeURIComponent(location.pathname)}`));
    return <RoutesErrorPage message={state.message} onRetry={state.retry} onLogout={logout} />;
  }
  return <ConsoleAdmin routes={state.routes} i18nProvider={i18nProvider} />;
}
