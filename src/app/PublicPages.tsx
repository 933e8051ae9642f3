import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { themes } from '../../themes';
import { useBranding } from '../framework/useBranding';
import { ApiToolPage } from '../pages/apitool/ApiToolPage';
import { AppDownloadPage } from '../pages/appdownload/AppDownloadPage';
import { ForgotPasswordPage } from '../pages/forgot-password/ForgotPasswordPage';
import { NotAvailablePage } from '../pages/not-available/NotAvailablePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { RegistrationPage } from '../pages/registration/RegistrationPage';

/** The forgotten password (issue 28 §4), at /forgetpassword. */
const FORGOT_PASSWORD_PAGE = '/forgetpassword/index';

function PublicPage({ page }: { page: string }) {
  if (page === '404') return <NotFoundPage />;
  if (page === '/appdownload/index') return <AppDownloadPage />;
  if (page === '/registered/index') return <RegistrationPage />;
  if (page === '/apitool/index') return <ApiToolPage />;
  if (page === FORGOT_PASSWORD_PAGE) return <ForgotPasswordPage />;
  return <NotAvailablePage component={page} />;
}

/**
 * The public pages outside the console (spec §2): /404, /appdownload, /forgetpassword (the forgotten
 * password), /registered (registration) and /apitool (the data interface's documentation and "try
 * it"). Lazy: MUI loads here.
 */
export default function PublicPages({ page }: { page: string }) {
  const branding = useBranding();
  return (
    <ThemeProvider theme={themes[branding.theme]}>
      <CssBaseline />
      <PublicPage page={page} />
    </ThemeProvider>
  );
}
