import { lazy, Suspense } from 'react';
import { I18nContext, type I18nProvider } from 'ra-core';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { defaultTheme } from '../../themes/defaultTheme';
import { Toaster } from '../components/Toaster';
import { FullPageLoader } from '../components/FullPageLoader';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { LoginRoute } from './LoginRoute';
import { RequireToken } from './RequireToken';

// react-admin and everything behind the login live in this chunk; the login page never loads it.
const Console = lazy(() => import('./Console'));
const PublicPlaceholder = lazy(() => import('./PublicPlaceholder'));

/** The top-level router: public routes, then the guard in front of the console. */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <I18nContext.Provider value={i18nProvider}>
      <ThemeProvider theme={defaultTheme}>
        <CssBaseline />
        <BrowserRouter>
          <Suspense fallback={<FullPageLoader label="loading" />}>
            <Routes>
              <Route path="/login" element={<LoginRoute />} />
              <Route path="/404" element={<NotFoundPage />} />
              <Route path="/registered" element={<PublicPlaceholder component="/registered/index" />} />
              <Route path="/appdownload" element={<PublicPlaceholder component="/appdownload/index" />} />
              <Route path="/apitool" element={<PublicPlaceholder component="/apitool/index" />} />
              <Route
                path="/*"
                element={
                  <RequireToken>
                    <Console i18nProvider={i18nProvider} />
                  </RequireToken>
                }
              />
            </Routes>
          </Suspense>
        </BrowserRouter>
        <Toaster />
      </ThemeProvider>
    </I18nContext.Provider>
  );
}
