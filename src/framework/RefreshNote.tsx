/**
 * "Refreshes every N seconds": the user's pageRefreshInterval (spec §3, from the company config of
 * issue 30 §4) as the pages that poll with it (useShownQuery) use it, so a user sees how fresh the
 * page is and a test can read the interval the page runs on.
 */
import { useTranslate } from 'ra-core';
import Typography from '@mui/material/Typography';
import { SESSION_DEFAULTS } from '../lib/session';
import { useSession } from './useSession';

export function RefreshNote() {
  const translate = useTranslate();
  const seconds = useSession((s) => s.pageRefreshInterval) || SESSION_DEFAULTS.pageRefreshInterval;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="refresh-note" data-seconds={seconds}>
      {translate('balance.companyConfig.refreshEvery', { smart_count: seconds })}
    </Typography>
  );
}
