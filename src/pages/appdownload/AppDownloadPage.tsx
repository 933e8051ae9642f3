import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useBranding } from '../../framework/useBranding';
import { QrCode } from '../../components/QrCode';
import { VISUALLY_HIDDEN } from '../../components/visuallyHidden';

/**
 * /appdownload (public, spec §2): a QR code of the app download page, made in the browser,
 * and direct links for Android and iOS. The URLs come from the branding row.
 */
export function AppDownloadPage() {
  const translate = useTranslate();
  const branding = useBranding();
  const { page, android, ios } = branding.appDownload;
  const newTab = (
    <>
      <OpenInNewIcon fontSize="small" aria-hidden sx={{ ml: 0.5 }} />
      <Box component="span" sx={VISUALLY_HIDDEN}>
        ({translate('app.pages.appdownload.external')})
      </Box>
    </>
  );
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper sx={{ p: 4, maxWidth: 440, width: '100%', textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box component="img" src={branding.logo} alt="" sx={{ width: 56, height: 56 }} />
          <Typography variant="subtitle1" color="text.secondary">
            {translate(branding.title, { _: branding.title })}
          </Typography>
          <Typography variant="h5" component="h1">
            {translate('app.pages.appdownload.title')}
          </Typography>
          <QrCode text={page} label={translate('app.pages.appdownload.qrAlt')} failedText={translate('app.pages.appdownload.qrFailed')} size={200} />
          <Typography variant="body2" color="text.secondary">
            {translate('app.pages.appdownload.scan')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: '100%', justifyContent: 'center' }}>
            <Button variant="contained" startIcon={<AndroidIcon />} href={android} target="_blank" rel="noopener noreferrer" data-testid="download-android">
              {translate('app.pages.appdownload.android')}
              {newTab}
            </Button>
            <Button variant="contained" color="secondary" startIcon={<AppleIcon />} href={ios} target="_blank" rel="noopener noreferrer" data-testid="download-ios">
              {translate('app.pages.appdownload.ios')}
              {newTab}
            </Button>
          </Stack>
          <Button component={RouterLink} to="/login">
            {translate('app.pages.appdownload.back')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
