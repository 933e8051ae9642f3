import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { SysconfigFields } from './SysconfigFields';
import { useSysconfig } from './useSysconfig';

export const SYSCONFIG_STRIP_ID = 'sysconfig-strip';

/** The navbar's system-config strip (development and sandbox): loads GET /sysconfig when shown. */
export function SysconfigStrip() {
  const translate = useTranslate();
  const { state, apiHost, retry } = useSysconfig();
  return (
    <Box
      id={SYSCONFIG_STRIP_ID}
      component="section"
      aria-label={translate('app.navbar.systemConfig')}
      data-testid="sysconfig-strip"
      sx={{ px: 2, py: 1, bgcolor: (t) => alpha(t.palette.warning.main, 0.12), borderBottom: 1, borderColor: 'divider' }}
    >
      <SysconfigFields state={state} apiHost={apiHost} retry={retry} dense />
    </Box>
  );
}
