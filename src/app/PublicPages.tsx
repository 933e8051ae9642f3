import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { defaultTheme } from '../../themes/defaultTheme';
import { NotAvailablePage } from '../pages/not-available/NotAvailablePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';

/**
 * The public pages outside the console (spec §2): /404, and /registered, /appdownload and
 * /apitool, whose pages arrive with later work and say so meanwhile. Lazy: MUI loads here.
 */
export default function PublicPages({ page }: { page: string }) {
  return (
    <ThemeProvider theme={defaultTheme}>
      <CssBaseline />
      {page === '404' ? <NotFoundPage /> : <NotAvailablePage component={page} />}
    </ThemeProvider>
  );
}
