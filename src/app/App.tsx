import { lazy, Suspense } from 'react';
import { I18nContext, type I18nProvider } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from '../components/Toaster';
import { useBranding } from '../framework/useBranding';
import { LoginRoute } from './LoginRoute';
import { RequireToken } from './RequireToken';
import { useAppLocale } from '../framework/useAppLocale';
import { useDocumentBranding } from './useDocumentBranding';
import { loadConsole } from './loadConsole';
import { ConsoleRouter } from './ConsoleRouter';

// react-admin, MUI and everything behind the login live in lazy chunks: the login page,
// the first thing most visits show, loads none of them (see `npm run bench`).
const Console = lazy(loadConsole);
const PublicPages = lazy(() => import('./PublicPages'));

/**
 * The top-level router: public routes, then the guard in front of the console. The UI
 * language is state here, so a language switch (login page or navbar) re-renders everything.
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const { locale, contextValue } = useAppLocale(i18nProvider);
  const branding = useBranding();
  useDocumentBranding(branding, contextValue.translate, locale);
  return (
    <I18nContext.Provider value={contextValue}>
      <ConsoleRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/login" element={<LoginRoute />} />
            <Route path="/404" element={<PublicPages page="404" />} />
            <Route path="/registered" element={<PublicPages page="/registered/index" />} />
            <Route path="/appdownload" element={<PublicPages page="/appdownload/index" />} />
            <Route path="/forgetpassword" element={<PublicPages page="/forgetpassword/index" />} />
            <Route path="/apitool" element={<PublicPages page="/apitool/index" />} />
            <Route
              path="/*"
              element={
                <RequireToken>
                  <Console i18nProvider={contextValue} />
                </RequireToken>
              }
            />
          </Routes>
        </Suspense>
      </ConsoleRouter>
      <Toaster />
    </I18nContext.Provider>
  );
}
