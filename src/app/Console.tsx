import { loadPageMessages } from '../providers/loadI18nProvider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { Admin, CustomRoutes, memoryStore, type I18nProvider } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Navigate, Route } from 'react-router-dom';
import { flattenRoutes, type PageEntry } from '../lib/routes';
import type { RouteNode } from '../lib/contract';
import { authProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { SchemaRegistryContext, type SchemaRegistry } from '../framework';
import { ServerRoutesContext } from '../layout/ServerRoutesContext';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { TagsProvider, type PageTable } from '../layout/tags';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { RedirectPage } from '../pages/redirect/RedirectPage';
import { FullPageLoader } from '../components/FullPageLoader';
import { themes } from '../../themes';
import { localizedTheme } from '../../themes/localizedTheme';
import { currentBranding } from '../framework/useBranding';
import { PageHost } from './PageHost';
import { RaNotificationBridge } from './RaNotificationBridge';
import { normalizeComponent } from '../lib/routes';
import { pageComponents } from './pageRegistry';
import { schemaResources } from './schemaResources';
import { RequirePasswordChange } from './RequirePasswordChange';
import { RoutesErrorPage } from './RoutesErrorPage';
import { UnknownAddress } from './UnknownAddress';
import { useServerRoutes } from './useServerRoutes';
import { useLogoutToLogin } from './useLogoutToLogin';
import { useSchemas } from './useSchemas';

/** The full-screen vehicle monitor: a lazy chunk like every map page (Leaflet loads with it). */
const FullscreenMonitorPage = lazy(() =>
  Promise.all([import('../pages/map-vehicles/FullscreenMonitorPage'), loadPageMessages()]).then(([m]) => ({ default: m.FullscreenMonitorPage })),
);

/** Base routes every user has, whatever the server sends (spec §2). */
const BASE_PATHS = new Set(['/', '/index', '/404']);
const DASHBOARD_COMPONENT = '/dashboard/index';

/**
 * Every routable pattern of the layout and how to render it: the base routes (spec §2) and one
 * entry per server page. The tab bar and the page cache render from it; react-admin gets the
 * same routes as CustomRoutes.
 */
function buildPageTable(routes: RouteNode[], pages: PageEntry[]): PageTable {
  // /index is a base route; its title and pin come from the server's Dashboard route when present
  const dashboard: PageEntry = flattenRoutes(routes).find((p) => p.fullPath === '/index') ?? {
    fullPath: '/index',
    name: 'Dashboard',
    component: DASHBOARD_COMPONENT,
    meta: {},
    hidden: false,
    ancestors: [],
  };
  return [
    {
      pattern: '/index',
      name: dashboard.name,
      meta: dashboard.meta,
      render: () => <PageHost entry={{ ...dashboard, component: DASHBOARD_COMPONENT }} page={pageComponents.get(DASHBOARD_COMPONENT)} />,
    },
    { pattern: '/redirect/*', name: 'Redirect', meta: { noCache: true }, transient: true, render: () => <RedirectPage /> },
    ...pages.map((entry) => ({
      pattern: entry.fullPath,
      name: entry.name,
      meta: entry.meta,
      render: () => <PageHost entry={entry} page={pageComponents.get(normalizeComponent(entry.component))} />,
    })),
  ];
}

/**
 * Memoized: its parent follows the location (for the error page's logout), and a re-render here
 * hands <Admin> new children, which react-admin answers by registering every resource again,
 * re-rendering the whole layout twice more on every navigation (a tab switch, issue 11 §4).
 */
const ConsoleAdmin = memo(function ConsoleAdmin({
  routes,
  registry,
  i18nProvider,
  queryClient,
}: {
  routes: RouteNode[];
  registry: SchemaRegistry;
  i18nProvider: I18nProvider;
  queryClient: QueryClient;
}) {
  const pages = useMemo(() => flattenRoutes(routes).filter((p) => !BASE_PATHS.has(p.fullPath)), [routes]);
  const value = useMemo(() => ({ routes, pages }), [routes, pages]);
  const table = useMemo(() => buildPageTable(routes, pages), [routes, pages]);
  // A fresh in-memory store per login: nothing of a previous user survives in it.
  const store = useMemo(() => memoryStore(), []);
  // entities off the `/{resource}` conventions carry their own paths in `x-ui.api`
  const dataProvider = useMemo(() => createDataProvider({ apiOf: (resource) => registry.entities.get(resource)?.ui.api }), [registry]);
  // MUI's own words (pagination, autocomplete…) in the language: a new provider object comes with each language (useAppLocale)
  const theme = useMemo(() => localizedTheme(themes[currentBranding().theme], i18nProvider.getLocale(), i18nProvider.translate), [i18nProvider]);
  return (
    <SchemaRegistryContext.Provider value={registry}>
      <ServerRoutesContext.Provider value={value}>
        {/* a tab store per login too: this component mounts afresh on every login */}
        <TagsProvider table={table}>
          <Admin
            authProvider={authProvider}
            dataProvider={dataProvider}
            queryClient={queryClient}
            i18nProvider={i18nProvider}
            layout={ConsoleLayout}
            theme={theme}
            store={store}
            notification={RaNotificationBridge}
            // inside the layout: "no access" for an address of the menu the role lacks, else /404
            catchAll={UnknownAddress}
            disableTelemetry
          >
            {schemaResources(registry)}
            <CustomRoutes>
              <Route path="/" element={<Navigate replace to="/index" />} />
              {/* KeepAliveOutlet renders these from the table, once per full path */}
              {table.map((entry) => (
                <Route key={entry.pattern} path={entry.pattern} element={entry.render()} />
              ))}
            </CustomRoutes>
            <CustomRoutes noLayout>
              <Route path="/404" element={<NotFoundPage />} />
              {/* a base route of spec §2: the wall-screen vehicle monitor, outside the layout, behind the token guard */}
              <Route
                path="/map/carmonitor/fullscreen"
                element={
                  <Suspense fallback={null}>
                    <FullscreenMonitorPage />
                  </Suspense>
                }
              />
            </CustomRoutes>
          </Admin>
        </TagsProvider>
      </ServerRoutesContext.Provider>
    </SchemaRegistryContext.Provider>
  );
});

/** Everything behind the guard: user info, the password step when required, then the server's routes and react-admin. */
export default function Console({ i18nProvider }: { i18nProvider: I18nProvider }) {
  // one react-query client per login for the console's loads and react-admin's: nothing of a
  // previous user's answers survives, and a page and the layout asking the same share one request
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <RequirePasswordChange>
        <ConsoleRoutes i18nProvider={i18nProvider} queryClient={queryClient} />
      </RequirePasswordChange>
    </QueryClientProvider>
  );
}

function RoutesError({ message, onRetry }: { message: string; onRetry(): void }) {
  return <RoutesErrorPage message={message} onRetry={onRetry} onLogout={useLogoutToLogin()} />;
}

function ConsoleRoutes({ i18nProvider, queryClient }: { i18nProvider: I18nProvider; queryClient: QueryClient }) {
  const state = useServerRoutes();
  // the entity schemas load beside the routes; their pages must be registered before the table is built
  const schemas = useSchemas(true);
  const translate = useTranslate();
  // FullPageLoader's label is its accessible name, shown as is: the text, not a key
  const loader = <FullPageLoader label={translate('app.loading')} />;
  if (state.status === 'loading' || (state.status === 'ready' && schemas.status === 'loading')) return loader;
  if (state.status === 'error') return <RoutesError message={state.message} onRetry={state.retry} />;
  if (schemas.status !== 'ready') return loader;
  return <ConsoleAdmin routes={state.routes} registry={schemas.registry} i18nProvider={i18nProvider} queryClient={queryClient} />;
}
