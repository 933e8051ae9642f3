import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { themes } from '../../themes';
import { useBranding } from '../framework/useBranding';
import { AppDownloadPage } from '../pages/appdownload/AppDownloadPage';
import { NotAvailablePage } from '../pages/not-available/NotAvailablePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';

function PublicPage({ page }: { page: string }) {
  if (page === '404') return <NotFoundPage />;
  if (page === '/appdownload/index') return <AppDownloadPage />;
  return <NotAvailablePage component={page} />;
}

/**
 * The public pages outside the console (spec §2): /404, /appdownload, and /registered and
 * /apitool, whose pages arrive with later work and say so meanwhile. Lazy: MUI loads here.
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
