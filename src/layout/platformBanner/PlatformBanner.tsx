import { useTranslate } from 'ra-core';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { usePlatformSwitches } from './usePlatformSwitches';

/**
 * Issue 30 §5: the maintenance banner and the read-only banner at the top of the console, for
 * every signed-in user. The banner's text is shown as text (never as HTML).
 */
export function PlatformBanner() {
  const translate = useTranslate();
  const switches = usePlatformSwitches();
  if (!switches || (!switches.banner && !switches.readOnly.on)) return null;
  return (
    <Stack spacing={0.5} sx={{ px: { xs: 1, sm: 2 }, pt: 1 }} role="region" aria-label={translate('switches.banner.label')}>
      {switches.readOnly.on ? (
        <Alert severity="error" data-testid="read-only-banner">
          {translate('switches.banner.readOnly')}
          {switches.readOnly.note ? ` ${switches.readOnly.note}` : ''}
        </Alert>
      ) : null}
      {switches.banner ? (
        <Alert severity={switches.banner.severity} data-testid="maintenance-banner" sx={{ whiteSpace: 'pre-wrap' }}>
          {switches.banner.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
